/**
 * A scriptable TransferCapability (walletport/testing) over an in-memory chain. Its wallet behaves like real
 * ones: it ignores any nonce the dapp suggests and assigns its own (the account's next), so every approved
 * request is a new transaction. It approves, rejects, holds each request (answering late, when the test
 * releases it), broadcasts and then answers with a dropped connection (the chain and the answer disagree), or
 * loses the connection before broadcasting.
 * Each transaction confirms after `confirmAfter` of Clock time (TestClock in tests).
 */
import * as Deferred from "effect/Deferred"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { NodeError } from "../../schemas/errors/chainRpc.js"
import { ProviderDisconnected, UserRejectedRequest } from "../../schemas/errors/walletRpc.js"
import { NATIVE_TOKEN_ID, type SendToken, type TransferOutcome, type TransferPlan } from "../../schemas/send.js"
import type { TransferCapability } from "../../services/ChainAdapter.js"
import { readTestBalance, type TestChain } from "./ChainRpc.js"

/** What the wallet does with the next request. */
export type FakeSubmitMode = "approve" | "reject" | "disconnect" | "disconnectBefore" | "hold"

/** How a held request is answered: as the mode of the same name. */
export type FakeAnswer = Exclude<FakeSubmitMode, "hold">

export interface FakeTransfers {
  readonly capability: TransferCapability
  mode: FakeSubmitMode
  /** The fee every plan costs, in native base units. */
  fee: bigint
  /** How long a landed transaction takes to confirm (Clock time). */
  confirmAfter: Duration.DurationInput
  /** The outcome the chain gives each transaction. */
  outcome: TransferOutcome
  /** Every request that reached the wallet (including rejected ones): the nonce the dapp suggested, "" for none. */
  readonly submits: Array<string>
  /** Transactions on the chain: hash by the nonce the wallet gave it (one per nonce, as on a chain). */
  readonly landed: Map<string, string>
  /** Answers the held requests, oldest first. */
  readonly release: (answer: FakeAnswer) => Effect.Effect<void>
  readonly held: Array<Deferred.Deferred<FakeAnswer>>
}

export interface FakeTransfersOptions {
  readonly symbol: string
  readonly decimals: number
  /** Further tokens the account holds (balances fixed). */
  readonly tokens?: ReadonlyArray<SendToken>
  /** Tokens the chain holds too but lists only when asked for by id (`listed`: the data plane's list), as EVM does. */
  readonly listable?: ReadonlyArray<SendToken>
}

export const makeFakeTransfers = (chain: TestChain, options: FakeTransfersOptions): FakeTransfers => {
  const nonceOf = (address: string): number => chain.nonces.get(address.toLowerCase()) ?? 0
  /** The wallet signs with the account's next nonce and broadcasts: a new transaction. */
  const broadcast = (from: string): string => {
    const nonce = nonceOf(from)
    chain.nonces.set(from.toLowerCase(), nonce + 1)
    const hash = `0x${nonce.toString(16).padStart(64, "0")}`
    fake.landed.set(`0x${nonce.toString(16)}`, hash)
    return hash
  }
  const fake: FakeTransfers = {
    mode: "approve",
    fee: 1_000n,
    confirmAfter: "4 seconds",
    outcome: "success",
    submits: [],
    landed: new Map(),
    held: [],
    release: (answer) => Effect.forEach(fake.held.splice(0), (d) => Deferred.succeed(d, answer), { discard: true }),
    capability: {
      tokens: (_network, owner, listed = []) =>
        Effect.map(readTestBalance(chain, owner), (balance): ReadonlyArray<SendToken> => [
          { id: NATIVE_TOKEN_ID, kind: "native", name: options.symbol, symbol: options.symbol, decimals: options.decimals, balance },
          ...(options.tokens ?? []),
          ...(options.listable ?? []).filter((t) => listed.some((id) => id.toLowerCase() === t.id.toLowerCase()))
        ]),
      plan: (_network, transfer) =>
        Effect.gen(function*() {
          const balance = yield* readTestBalance(chain, transfer.from)
          if (transfer.token.kind === "native" && transfer.amount > balance) return yield* new NodeError({ kind: "insufficientFunds" })
          return {
            _tag: "evm",
            transfer,
            fee: fake.fee,
            request: { from: transfer.from, to: transfer.to },
            accountNonce: nonceOf(transfer.from)
          } satisfies TransferPlan
        }),
      planCall: (_network, call) =>
        Effect.succeed({
          _tag: "evm",
          transfer: call.transfer,
          fee: fake.fee,
          request: { from: call.transfer.from, to: call.to, data: call.data },
          accountNonce: nonceOf(call.transfer.from)
        } satisfies TransferPlan),
      submit: (_walletId, _network, plan) =>
        Effect.gen(function*() {
          fake.submits.push(plan._tag === "evm" ? (plan.request["nonce"] ?? "") : "")
          let answer: FakeSubmitMode = fake.mode
          if (answer === "hold") {
            const decided = yield* Deferred.make<FakeAnswer>()
            fake.held.push(decided)
            answer = yield* Deferred.await(decided)
          }
          if (answer === "reject") return yield* new UserRejectedRequest({})
          if (answer === "disconnectBefore") return yield* new ProviderDisconnected({})
          const hash = broadcast(plan.transfer.from)
          // The wallet broadcast, then the connection dropped before we heard back.
          if (answer === "disconnect") return yield* new ProviderDisconnected({})
          return hash
        }),
      outcome: () => Effect.as(Effect.sleep(fake.confirmAfter), fake.outcome),
      hasCode: (_network, address) => Effect.sync(() => chain.code.has(address.toLowerCase()))
    }
  }
  return fake
}
