/**
 * Solana reads under the shared ChainRpc policy (issue 10), over a scripted node and the TestClock: a 429 then
 * success (Retry-After honoured), a timeout then the second endpoint (fallback), a refusal not asked twice, answers
 * Schema-decoded (a u64 past 2^53 is refused, not read wrong), and the ranking pinged with getSlot.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { makeSolanaReads } from "../../../layers/live/solana/reads.js"
import { RPC_TIMEOUT_MS } from "../../../schemas/constants.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import { solanaLocal } from "../../../schemas/networks/solana.js"
import { optionsWith, untilSleeping } from "../../services/harness.js"
import { type Answer, type Call, fakeNode, URL_A, URL_B } from "../rpc/fakeNode.js"

const OWNER = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"
const SIGNATURE = "5".repeat(88)
const local = solanaLocal(URL_A)

const readsOver = (answer: (call: Call, url: string, n: number) => Answer, urls: ReadonlyArray<string> = [URL_A]) => {
  const node = fakeNode(answer)
  const config = optionsWith({ networks: [local, mainnet], rpcUrls: { [local.caipNetworkId]: urls } })
  return { node, reads: makeSolanaReads(node.fetch, config) }
}

const methodCalls = (node: ReturnType<typeof fakeNode>, method: string) => node.calls().filter((c) => c.method === method)

describe("Solana reads: retry, timeout, fallback (TestClock)", () => {
  it.effect("a 429 with Retry-After: 2 waits 2 s on that endpoint, then reads the balance", () =>
    Effect.gen(function*() {
      const { node, reads } = readsOver((call, _url, n) =>
        call.method === "getBalance" && n === 0 ? { status: 429, headers: { "retry-after": "2" } } : { result: { context: { slot: 9 }, value: 1_500_000_000 } }
      )
      const fiber = yield* Effect.fork(reads.getBalance(local.caipNetworkId, OWNER))
      yield* untilSleeping
      yield* TestClock.adjust("1999 millis")
      assert.strictEqual(methodCalls(node, "getBalance").length, 1)
      yield* TestClock.adjust("1 millis")
      assert.strictEqual(yield* Fiber.join(fiber), 1_500_000_000n)
      assert.deepStrictEqual(methodCalls(node, "getBalance").map((c) => c.params), [[OWNER], [OWNER]])
    }))

  it.effect("an endpoint that never answers times out after 10 s per try, and the second endpoint answers", () =>
    Effect.gen(function*() {
      const { node, reads } = readsOver((call, url) =>
        url === URL_A && call.method !== "getSlot" ? "hang" : call.method === "getSlot" ? { result: 1 } : { result: { context: { slot: 1 }, value: { blockhash: "GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi", lastValidBlockHeight: 150 } } }
      , [URL_A, URL_B])
      const fiber = yield* Effect.fork(reads.getLatestBlockhash(local.caipNetworkId))
      // Four tries on the first endpoint (the first and 3 retries), each cut at the timeout.
      for (const wait of [0, 150, 300, 600]) {
        yield* untilSleeping
        if (wait > 0) yield* TestClock.adjust(`${wait} millis`)
        yield* untilSleeping
        yield* TestClock.adjust(RPC_TIMEOUT_MS)
      }
      assert.deepStrictEqual(yield* Fiber.join(fiber), { blockhash: "GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi", lastValidBlockHeight: 150n })
      const posts = node.posts.filter((p) => p.calls.some((c) => c.method === "getLatestBlockhash"))
      assert.deepStrictEqual(posts.map((p) => p.url), [URL_A, URL_A, URL_A, URL_A, URL_B])
      // Every timed-out try aborted its fetch.
      assert.isTrue(posts.slice(0, 4).every((p) => p.signal?.aborted === true))
      // The ranking pings a Solana node with getSlot, not an EVM method.
      assert.isTrue(node.calls().some((c) => c.method === "getSlot"))
      assert.isFalse(node.calls().some((c) => c.method === "eth_blockNumber"))
    }))

  it.effect("a refusal (invalid params) is typed and asked of no other endpoint; other namespaces' networks are refused", () =>
    Effect.gen(function*() {
      const { node, reads } = readsOver(() => ({ error: { code: -32602, message: "Invalid param: WrongSize" } }), [URL_A, URL_B])
      const error = yield* Effect.flip(reads.getBalance(local.caipNetworkId, OWNER))
      assert.deepInclude(error, { _tag: "RpcRequestError", code: -32602, details: "Invalid param: WrongSize" })
      assert.strictEqual(methodCalls(node, "getBalance").length, 1)
      assert.strictEqual((yield* Effect.flip(reads.getBalance(mainnet.caipNetworkId, OWNER)))._tag, "ChainNotConfigured")
      assert.strictEqual((yield* Effect.flip(reads.getBalance("solana:unknown", OWNER)))._tag, "ChainNotConfigured")
    }))
})

describe("Solana reads: answers decoded", () => {
  it.effect("token accounts, account existence, rent, fee, signature status (recent or from history), block height and a broadcast", () =>
    Effect.gen(function*() {
      const { node, reads } = readsOver((call) => {
        switch (call.method) {
          case "getTokenAccountsByOwner":
            return { result: { context: { slot: 1 }, value: [{ pubkey: "Acc1", account: { data: { parsed: { info: { mint: "M" } } }, lamports: 1 } }] } }
          case "getAccountInfo":
            return { result: { context: { slot: 1 }, value: null } }
          case "getMinimumBalanceForRentExemption":
            return { result: 2_039_280 }
          case "getFeeForMessage":
            return { result: { context: { slot: 1 }, value: 5000 } }
          case "getSignatureStatuses":
            return { result: { context: { slot: 1 }, value: [{ err: null, confirmationStatus: "confirmed", slot: 3 }] } }
          case "sendTransaction":
            return { result: SIGNATURE }
          case "getBlockHeight":
            return { result: 1_234 }
          default:
            return { error: { code: -32601, message: "no" } }
        }
      })
      const id = local.caipNetworkId
      assert.deepStrictEqual(yield* reads.getTokenAccountsByOwner(id, OWNER, "P"), [{ pubkey: "Acc1", data: { parsed: { info: { mint: "M" } } } }])
      assert.strictEqual(yield* reads.accountExists(id, OWNER), false)
      assert.strictEqual(yield* reads.getMinimumBalanceForRentExemption(id, 165n), 2_039_280n)
      assert.strictEqual(yield* reads.getFeeForMessage(id, "AQAB"), 5000n)
      assert.deepStrictEqual(yield* reads.getSignatureStatus(id, SIGNATURE), { err: null, confirmationStatus: "confirmed" })
      assert.strictEqual(yield* reads.sendTransaction(id, "AQAB"), SIGNATURE)
      assert.strictEqual(yield* reads.getBlockHeight(id), 1_234n)
      yield* reads.getSignatureStatus(id, SIGNATURE, { searchTransactionHistory: true })
      // Compared with a blockhash's last valid height at "confirmed" (the node's default, finalized, lags behind).
      assert.deepStrictEqual(methodCalls(node, "getBlockHeight")[0]?.params, [{ commitment: "confirmed" }])
      assert.deepStrictEqual(methodCalls(node, "getSignatureStatuses").map((c) => c.params), [
        [[SIGNATURE]],
        [[SIGNATURE], { searchTransactionHistory: true }]
      ])
      assert.deepStrictEqual(methodCalls(node, "getTokenAccountsByOwner")[0]?.params, [OWNER, { programId: "P" }, { encoding: "jsonParsed" }])
      assert.deepStrictEqual(methodCalls(node, "sendTransaction")[0]?.params, ["AQAB", { encoding: "base64" }])
    }))

  it.effect("a lamport amount past 2^53 is refused as a bad reply (retried, then typed), never rounded", () =>
    Effect.gen(function*() {
      const { reads } = readsOver(() => ({ result: { context: { slot: 1 }, value: 2 ** 60 } }))
      const fiber = yield* Effect.fork(Effect.flip(reads.getBalance(local.caipNetworkId, OWNER)))
      for (const wait of [150, 300, 600]) {
        yield* untilSleeping
        yield* TestClock.adjust(`${wait} millis`)
      }
      const error = yield* Fiber.join(fiber)
      assert.deepInclude(error, { _tag: "RpcHttpError", status: 200 })
      assert.include(String(error._tag === "RpcHttpError" ? error.cause : ""), "u64 within 2^53")
    }))
})
