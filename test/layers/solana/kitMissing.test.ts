/**
 * A host without @solana/kit (issue 24): it is an optional peer that only a Solana send's transaction needs. The
 * token list works without it, and planning a send fails with a typed error whose cause names the package
 * (./kit.ts). @solana/kit is made unresolvable here as it is in such a host.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { vi } from "vitest"
import { KIT_MISSING } from "../../../layers/live/solana/kit.js"
import type { SolanaReads } from "../../../layers/live/solana/reads.js"
import { makeSolanaTransfers } from "../../../layers/live/solana/transferCapability.js"
import { NATIVE_TOKEN_ID } from "../../../schemas/send.js"
import { LOCAL } from "./harness.js"

vi.mock("@solana/kit", () => {
  throw new Error("Cannot find package '@solana/kit'")
})

const OWNER = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
const unused = Effect.dieMessage("not read here")
const reads: SolanaReads = {
  getBalance: () => Effect.succeed(5_000_000_000n),
  getTokenAccountsByOwner: () => Effect.succeed([]),
  accountExists: () => unused,
  getMinimumBalanceForRentExemption: () => unused,
  getLatestBlockhash: () => unused,
  getFeeForMessage: () => unused,
  sendTransaction: () => unused,
  getSignatureStatus: () => unused,
  getBlockHeight: () => unused
}
const transfers = makeSolanaTransfers({ reads: Effect.succeed(reads), signAndSend: () => Effect.dieMessage("not sent here") })

/** An error and its causes, outermost first. */
const causeChain = (error: unknown): ReadonlyArray<unknown> => (error instanceof Error && error.cause !== undefined ? [error, ...causeChain(error.cause)] : [error])

describe("walletport/solana without @solana/kit", () => {
  it.effect("lists the account's tokens", () =>
    Effect.gen(function*() {
      const tokens = yield* transfers.tokens(LOCAL, OWNER)
      assert.deepStrictEqual(tokens.map((token) => [token.id, token.balance]), [[NATIVE_TOKEN_ID, 5_000_000_000n]])
    }))

  it.effect("fails a send's plan with an error naming the missing package", () =>
    Effect.gen(function*() {
      const [sol] = yield* transfers.tokens(LOCAL, OWNER)
      assert.isDefined(sol)
      if (sol === undefined) return
      const planned = yield* Effect.either(transfers.plan(LOCAL, { from: OWNER, to: OWNER, token: sol, amount: 1n }))
      assert.isTrue(Either.isLeft(planned))
      if (Either.isRight(planned)) return
      const messages = causeChain(planned.left).map((error) => (error instanceof Error ? error.message : String(error)))
      assert.include(messages, KIT_MISSING)
    }))
})
