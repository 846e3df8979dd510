/**
 * A Solana send whose blockhash expired is dropped (issue 20), decided as @solana/kit's
 * `waitForRecentTransactionConfirmation` does: the signature is unknown and the chain's block height is past the
 * transaction's last valid block height. The real transfer capability over scripted reads, on the TestClock.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import type { SignatureStatus, SolanaReads } from "../../../layers/live/solana/reads.js"
import { makeSolanaTransfers } from "../../../layers/live/solana/transferCapability.js"
import { LOCAL } from "./harness.js"

const SIGNATURE = "5".repeat(88)
const LAST_VALID = 1_150n

/** A chain at `height`, where the signature's recent status and its status in the node's history are scripted. */
const chainOf = () => {
  const chain = {
    height: 1_000n,
    recent: null as SignatureStatus,
    history: null as SignatureStatus,
    /** Every read, in order ("status", "history", "height"). */
    reads: [] as Array<string>
  }
  const unused = Effect.dieMessage("not read by the outcome")
  const reads: SolanaReads = {
    getBalance: () => unused,
    getTokenAccountsByOwner: () => unused,
    accountExists: () => unused,
    getMinimumBalanceForRentExemption: () => unused,
    getLatestBlockhash: () => unused,
    getFeeForMessage: () => unused,
    sendTransaction: () => unused,
    getSignatureStatus: (_id, _signature, options) =>
      Effect.sync(() => {
        const history = options?.searchTransactionHistory === true
        chain.reads.push(history ? "history" : "status")
        return history ? chain.history ?? chain.recent : chain.recent
      }),
    getBlockHeight: () => Effect.sync(() => (chain.reads.push("height"), chain.height))
  }
  const transfers = makeSolanaTransfers({ reads: Effect.succeed(reads), signAndSend: () => Effect.dieMessage("not sent here") })
  return { chain, transfers }
}

/** Lets the polling fiber run its next check. */
const settle = Effect.gen(function*() {
  for (let i = 0; i < 50; i++) yield* Effect.yieldNow()
})

describe("Solana outcome: a blockhash that expired", () => {
  it.effect("an unknown signature past its last valid block height is dropped, at the first poll past it", () =>
    Effect.gen(function*() {
      const { chain, transfers } = chainOf()
      const watching = yield* Effect.fork(transfers.outcome(LOCAL, SIGNATURE, LAST_VALID))
      yield* settle
      yield* TestClock.adjust("10 seconds")
      // Still within its lifetime: not dropped, however long the wait.
      assert.isNull(watching.unsafePoll())
      chain.height = LAST_VALID
      yield* TestClock.adjust("10 seconds")
      assert.isNull(watching.unsafePoll())
      chain.height = LAST_VALID + 1n
      yield* TestClock.adjust("4 seconds")
      assert.strictEqual(yield* Fiber.join(watching), "dropped")
      // The decisive status read searched the node's history after the height was read.
      assert.deepStrictEqual(chain.reads.slice(-3), ["status", "height", "history"])
    }))

  it.effect("landed between the reads (only the history knows it): its outcome, not dropped", () =>
    Effect.gen(function*() {
      const { chain, transfers } = chainOf()
      chain.height = LAST_VALID + 5n
      chain.history = { err: null, confirmationStatus: "finalized" }
      assert.strictEqual(yield* transfers.outcome(LOCAL, SIGNATURE, LAST_VALID), "success")
      chain.history = { err: { InstructionError: [0, "Custom"] }, confirmationStatus: "finalized" }
      assert.strictEqual(yield* transfers.outcome(LOCAL, SIGNATURE, LAST_VALID), "reverted")
    }))

  it.effect("a known signature is never dropped: it waits for its confirmation", () =>
    Effect.gen(function*() {
      const { chain, transfers } = chainOf()
      chain.height = LAST_VALID + 5n
      chain.recent = { err: null, confirmationStatus: "processed" }
      const watching = yield* Effect.fork(transfers.outcome(LOCAL, SIGNATURE, LAST_VALID))
      yield* settle
      yield* TestClock.adjust("10 seconds")
      assert.isNull(watching.unsafePoll())
      chain.recent = { err: null, confirmationStatus: "confirmed" }
      yield* TestClock.adjust("4 seconds")
      assert.strictEqual(yield* Fiber.join(watching), "success")
    }))

  it.effect("an unknown lifetime (an entry stored before it was kept): the 180 s wait as before, never dropped", () =>
    Effect.gen(function*() {
      const { chain, transfers } = chainOf()
      chain.height = LAST_VALID + 500n
      const watching = yield* Effect.fork(transfers.outcome(LOCAL, SIGNATURE))
      yield* settle
      yield* TestClock.adjust("179 seconds")
      assert.isNull(watching.unsafePoll())
      yield* TestClock.adjust("2 seconds")
      const error = yield* Effect.flip(Fiber.join(watching))
      assert.strictEqual(error._tag, "RpcTimeout")
      assert.isFalse(chain.reads.includes("height"))
    }))
})
