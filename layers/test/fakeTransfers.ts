/**
 * A scriptable TransferCapability (walletport/testing) over an in-memory chain: a wallet that approves,
 * rejects, drops the connection or holds each submit, and a chain that lands each plan's nonce at most once
 * (as a real node does) and confirms after `confirmAfter` of Clock time (TestClock in tests).
 */
import * as Deferred from "effect/Deferred"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { NodeError } from "../../schemas/errors/chainRpc.js"
import { ProviderDisconnected, UserRejectedRequest } from "../../schemas/errors/walletRpc.js"
import { NATIVE_TOKEN_ID, type SendToken, type TransferOutcome, type TransferPlan } from "../../schemas/send.js"
import type { TransferCapability } from "../../services/ChainAdapter.js"
import { readTestBalance, type TestChain } from "./ChainRpc.js"

/** What the wallet does with the next submit. */
export type FakeSubmitMode = "approve" | "reject" | "disconnect" | "hold"

export interface FakeTransfers {
  readonly capability: TransferCapability
  mode: FakeSubmitMode
  /** The fee every plan costs, in native base units. */
  fee: bigint
  /** How long a landed transaction takes to confirm (Clock time). */
  confirmAfter: Duration.DurationInput
  /** The outcome the chain gives each transaction. */
  outcome: TransferOutcome
  /** Every submit the wallet saw (including rejected ones), by plan nonce. */
  readonly submits: Array<string>
  /** Hashes that landed on the chain, one per nonce. */
  readonly landed: Map<string, string>
  /** Settles held submits. */
  readonly release: (answer: "approve" | "reject") => Effect.Effect<void>
  readonly held: Array<Deferred.Deferred<boolean>>
}

export interface FakeTransfersOptions {
  readonly symbol: string
  readonly decimals: number
  /** Further tokens the account holds (balances fixed). */
  readonly tokens?: ReadonlyArray<SendToken>
}

export const makeFakeTransfers = (chain: TestChain, options: FakeTransfersOptions): FakeTransfers => {
  let nextNonce = 0
  const fake: FakeTransfers = {
    mode: "approve",
    fee: 1_000n,
    confirmAfter: "4 seconds",
    outcome: "success",
    submits: [],
    landed: new Map(),
    held: [],
    release: (answer) =>
      Effect.forEach(fake.held.splice(0), (d) => Deferred.succeed(d, answer === "approve"), { discard: true }),
    capability: {
      tokens: (_network, owner) =>
        Effect.map(readTestBalance(chain, owner), (balance): ReadonlyArray<SendToken> => [
          { id: NATIVE_TOKEN_ID, kind: "native", name: options.symbol, symbol: options.symbol, decimals: options.decimals, balance },
          ...(options.tokens ?? [])
        ]),
      plan: (_network, transfer) =>
        Effect.gen(function*() {
          const balance = yield* readTestBalance(chain, transfer.from)
          if (transfer.token.kind === "native" && transfer.amount > balance) return yield* new NodeError({ kind: "insufficientFunds" })
          // Each plan reserves a nonce, as the live EVM plan does with eth_getTransactionCount.
          const nonce = `0x${(nextNonce++).toString(16)}`
          return { _tag: "evm", transfer, fee: fake.fee, request: { nonce } } satisfies TransferPlan
        }),
      submit: (_walletId, _network, plan) =>
        Effect.gen(function*() {
          const nonce = plan._tag === "evm" ? (plan.request["nonce"] ?? "") : ""
          fake.submits.push(nonce)
          if (fake.mode === "reject") return yield* new UserRejectedRequest({})
          if (fake.mode === "hold") {
            const answer = yield* Deferred.make<boolean>()
            fake.held.push(answer)
            if (!(yield* Deferred.await(answer))) return yield* new UserRejectedRequest({})
          }
          // A node accepts a nonce once: a resend of the same plan returns the hash already landed.
          const hash = fake.landed.get(nonce) ?? `0x${nonce.slice(2).padStart(64, "0")}`
          fake.landed.set(nonce, hash)
          // The wallet broadcast, then the connection dropped before we heard back.
          if (fake.mode === "disconnect") return yield* new ProviderDisconnected({})
          return hash
        }),
      outcome: () => Effect.as(Effect.sleep(fake.confirmAfter), fake.outcome),
      hasCode: (_network, address) => Effect.sync(() => chain.code.has(address.toLowerCase()))
    }
  }
  return fake
}
