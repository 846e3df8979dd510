/**
 * The Send service over the real service graph and a scriptable transfer capability (layers/test/fakeTransfers:
 * a wallet that picks its own nonce), loaded through the core's SendFeature as the app does.
 */
import { assert } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import { makeFakeTransfers } from "../../layers/test/fakeTransfers.js"
import { storageTestWith } from "../../layers/test/Storage.js"
import type { DataServices } from "../../runtime/layers.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { NATIVE_TOKEN_ID, type PendingTransaction, SEND_LABELS, type SendToken } from "../../schemas/send.js"
import { Connection } from "../../services/Connection.js"
import { SendFeature, type SendState } from "../../services/Send.js"
import { Storage } from "../../services/Storage.js"
import { harness, SECOND_ADDRESS, waitFor } from "./harness.js"

export const OWN = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
export const ETH = 10n ** 18n
export const USDC: SendToken = {
  id: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  kind: "erc20",
  name: "USD Coin",
  symbol: "USDC",
  decimals: 6,
  balance: 50_000_000n
}

/** What a test adds: tokens the chain lists only when asked by id (the data plane's list), and the data plane. */
export interface SendSetupExtras {
  readonly listable?: ReadonlyArray<SendToken>
  readonly data?: Layer.Layer<DataServices>
}

export const setup = (storage: Record<string, string> = {}, extras: SendSetupExtras = {}) => {
  const chain = makeTestChain({ [OWN]: 2n * ETH })
  const fake = makeFakeTransfers(chain, { symbol: "ETH", decimals: 18, tokens: [USDC], ...(extras.listable === undefined ? {} : { listable: extras.listable }) })
  const wallet = makeFakeChainWallet({ name: "Demo", rdns: "io.demo", accounts: { eip155: [OWN] }, authorized: true })
  const evm = makeFakeAdapter("eip155", [wallet], chain, { transfers: fake.capability })
  const layer = harness({
    noAdapters: true,
    options: { adapters: [evm.adapter], networks: [mainnet] },
    storage: storageTestWith(storage),
    ...(extras.data === undefined ? {} : { data: extras.data })
  })
  return { fake, layer, chain }
}

/** The Send service, loaded through the core's SendFeature as the app does. */
export const send = Effect.flatMap(SendFeature, (feature) => feature.load)
export const current = Effect.flatMap(send, (s) => s.state.get)
export const until = (predicate: (s: SendState) => boolean) => Effect.flatMap(send, (s) => waitFor(s.state, predicate))

/** Connects the demo wallet and starts a draft: native coin chosen, 0.5 typed. */
export const nativeDraft = Effect.gen(function*() {
  yield* (yield* Connection).connect("io.demo")
  const s = yield* send
  yield* s.start()
  yield* until((st) => st.tokensStatus === "ready")
  yield* s.selectToken(NATIVE_TOKEN_ID)
  yield* s.setAmount("0.5")
  return s
})

/** A ready draft, in review: 0.5 ETH to the second account. */
export const readyDraft = Effect.gen(function*() {
  const s = yield* nativeDraft
  yield* s.setRecipient(SECOND_ADDRESS)
  yield* until((st) => st.label === SEND_LABELS.review)
  yield* s.review
  assert.strictEqual((yield* current).step, "review")
  return s
})

export const pendingEntry = (i: number): PendingTransaction => ({
  hash: `0x${i.toString(16).padStart(64, "a")}`,
  namespace: "eip155",
  caipNetworkId: mainnet.caipNetworkId,
  from: OWN,
  to: SECOND_ADDRESS,
  amount: "1",
  symbol: "ETH",
  sentAt: i
})

export const storedPending = Effect.flatMap(Storage, (s) => Effect.map(s.pendingTransactions.get, Option.getOrElse(() => [])))
