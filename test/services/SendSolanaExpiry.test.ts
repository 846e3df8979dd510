/**
 * A Solana send keeps its blockhash's last valid block height with the pending entry (issue 20), so its dropping
 * is decided after a reload too: the Send service stores it, hands it to the outcome wait, reads it back from
 * storage, and reads entries stored before it was kept (unknown: the adapter falls back to the plain wait).
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/TestClock"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import { makeFakeTransfers } from "../../layers/test/fakeTransfers.js"
import { storageTestWith } from "../../layers/test/Storage.js"
import { solana } from "../../schemas/networks/solana.js"
import { type PendingTransaction, SEND_LABELS } from "../../schemas/send.js"
import { StoredValues } from "../../schemas/storage/registry.js"
import type { TransferCapability } from "../../services/ChainAdapter.js"
import { harness, waitFor } from "./harness.js"
import { current, nativeDraft, send, storedPending, until } from "./SendSetup.js"

const OWN = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
const RECIPIENT = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"
const LAST_VALID = 1_150n

/** The Send service over a Solana adapter whose plans carry LAST_VALID; records what each outcome wait was given. */
const setup = (storage: Record<string, string> = {}) => {
  const chain = makeTestChain({ [OWN]: 2_000_000_000n })
  const fake = makeFakeTransfers(chain, { symbol: "SOL", decimals: 9 })
  const asked: Array<{ readonly hash: string; readonly lastValidBlockHeight: bigint | undefined }> = []
  const transfers: TransferCapability = {
    ...fake.capability,
    plan: (network, transfer) =>
      Effect.map(fake.capability.plan(network, transfer), ({ fee }) => ({
        _tag: "solana" as const,
        transfer,
        fee,
        wire: new Uint8Array([1, 2, 3]),
        lastValidBlockHeight: LAST_VALID
      })),
    outcome: (network, hash, lastValidBlockHeight) => {
      asked.push({ hash, lastValidBlockHeight })
      return fake.capability.outcome(network, hash)
    }
  }
  const wallet = makeFakeChainWallet({ name: "Demo", rdns: "io.demo", accounts: { solana: [OWN] }, authorized: true })
  const adapter = makeFakeAdapter("solana", [wallet], chain, { transfers })
  const layer = harness({ noAdapters: true, options: { adapters: [adapter.adapter], networks: [solana] }, storage: storageTestWith(storage) })
  return { layer, fake, asked }
}

const entry = (hash: string, extra: Readonly<Record<string, string>> = {}) => ({
  hash,
  namespace: "solana",
  caipNetworkId: solana.caipNetworkId,
  from: OWN,
  to: RECIPIENT,
  amount: "1",
  symbol: "SOL",
  sentAt: 1,
  ...extra
})

describe("Solana pending entries keep the blockhash's lifetime (issue 20)", () => {
  it.effect("a Solana send stores its plan's last valid block height and waits with it", () => {
    const { layer, fake, asked } = setup()
    fake.confirmAfter = "1 hour"
    return Effect.gen(function*() {
      const s = yield* nativeDraft
      yield* s.setRecipient(RECIPIENT)
      yield* until((st) => st.label === SEND_LABELS.review)
      yield* s.review
      yield* s.confirm
      const hash = (yield* current).hash ?? ""
      const stored: ReadonlyArray<PendingTransaction> = yield* storedPending
      assert.strictEqual(stored[0]?.hash, hash)
      assert.strictEqual(stored[0]?.lastValidBlockHeight, LAST_VALID)
      yield* waitFor(s.pending, (list) => list.length === 1)
      assert.deepStrictEqual(asked, [{ hash, lastValidBlockHeight: LAST_VALID }])
    }).pipe(Effect.provide(layer))
  })

  it.effect("after a reload: the stored height is handed to the wait; an entry stored before it was kept reads as unknown", () => {
    const KEPT = "4".repeat(88)
    const OLD = "3".repeat(88)
    const list = [entry(KEPT, { lastValidBlockHeight: LAST_VALID.toString() }), entry(OLD)]
    const { layer, fake, asked } = setup({ [StoredValues.pendingTransactions.key]: JSON.stringify(list) })
    fake.outcome = "dropped"
    return Effect.gen(function*() {
      const s = yield* send
      assert.deepStrictEqual((yield* s.pending.get).map((p) => [p.hash, p.lastValidBlockHeight]), [[KEPT, LAST_VALID], [OLD, undefined]])
      assert.sameDeepMembers(asked, [{ hash: KEPT, lastValidBlockHeight: LAST_VALID }, { hash: OLD, lastValidBlockHeight: undefined }])
      // Dropped: both forgotten.
      yield* TestClock.adjust("4 seconds")
      yield* waitFor(s.pending, (pending) => pending.length === 0)
      assert.deepStrictEqual(yield* storedPending, [])
    }).pipe(Effect.provide(layer))
  })
})
