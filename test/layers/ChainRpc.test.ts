/**
 * ChainRpc (SPEC §7 chain RPC, §8 HTTP RPC errors) over a scripted `fetch`: decoded answers, JSON-RPC
 * errors with the node's code, HTTP statuses kept, the 10 s timeout and the retry schedule on the
 * TestClock, and interruption aborting the request.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { type Fetch, makeChainRpcWith } from "../../layers/live/ChainRpc.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { Config } from "../../services/Config.js"
import { eventually, optionsWith, untilSleeping } from "../services/harness.js"

const URL = "http://rpc.test"
const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

interface Scripted {
  readonly fetch: Fetch
  readonly calls: Array<{ readonly body: unknown; readonly signal: AbortSignal | undefined }>
}

/** Answers each call with the next scripted reply: a JSON body with a status, or a never-settling promise. */
const scripted = (replies: ReadonlyArray<{ readonly status?: number; readonly body?: unknown } | "hang">): Scripted => {
  const calls: Scripted["calls"] = []
  let i = 0
  return {
    calls,
    fetch: (_input, init) => {
      const body: unknown = JSON.parse(String(init.body))
      calls.push({ body, signal: init.signal ?? undefined })
      const reply = replies[Math.min(i++, replies.length - 1)]
      if (reply === undefined || reply === "hang") return new Promise(() => undefined)
      // Replies answer the request's id, as a node does.
      const id = typeof body === "object" && body !== null && "id" in body ? body.id : undefined
      const answer = typeof reply.body === "object" && reply.body !== null ? { ...reply.body, id } : reply.body ?? {}
      return Promise.resolve(new Response(JSON.stringify(answer), { status: reply.status ?? 200 }))
    }
  }
}

const rpc = (s: Scripted) =>
  makeChainRpcWith(s.fetch).pipe(Effect.provide(Context.make(Config, optionsWith({ rpcUrls: { "eip155:1": [URL] }, networks: [mainnet] }))))

describe("ChainRpc over fetch", () => {
  it.effect("eth_getBalance: posts JSON-RPC and decodes the hex quantity", () =>
    Effect.gen(function*() {
      const s = scripted([{ body: { jsonrpc: "2.0", id: 1, result: "0xde0b6b3a7640000" } }])
      const balance = yield* (yield* rpc(s)).getBalance("eip155:1", ADDRESS)
      assert.strictEqual(balance, 10n ** 18n)
      assert.deepInclude(s.calls[0]?.body, { jsonrpc: "2.0", method: "eth_getBalance", params: [ADDRESS, "latest"] })
    }))

  it.effect("a JSON-RPC error is RpcRequestError with the node's code, not retried", () =>
    Effect.gen(function*() {
      const s = scripted([{ body: { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "invalid params" } } }])
      const error = yield* Effect.flip((yield* rpc(s)).getBalance("eip155:1", ADDRESS))
      assert.strictEqual(error._tag, "RpcRequestError")
      if (error._tag === "RpcRequestError") assert.deepStrictEqual([error.code, error.details], [-32602, "invalid params"])
      assert.strictEqual(s.calls.length, 1)
    }))

  it.effect("a non-retryable status is RpcHttpError with that status, at once", () =>
    Effect.gen(function*() {
      const s = scripted([{ status: 404 }])
      const error = yield* Effect.flip((yield* rpc(s)).getBalance("eip155:1", ADDRESS))
      assert.strictEqual(error._tag, "RpcHttpError")
      if (error._tag === "RpcHttpError") assert.strictEqual(error.status, 404)
      assert.strictEqual(s.calls.length, 1)
    }))

  it.effect("garbage in place of a quantity is a bad reply: retried (150, 300, 600 ms), then RpcHttpError, never a defect", () =>
    Effect.gen(function*() {
      const s = scripted([{ body: { jsonrpc: "2.0", id: 1, result: "lots" } }])
      const fiber = yield* Effect.fork(Effect.exit((yield* rpc(s)).getBalance("eip155:1", ADDRESS)))
      for (const [attempt, wait] of [[1, 150], [2, 300], [3, 600]] as const) {
        yield* eventually(() => s.calls.length === attempt)
        yield* untilSleeping
        yield* TestClock.adjust(`${wait} millis`)
      }
      const exit = yield* Fiber.join(fiber)
      assert.strictEqual(s.calls.length, 4)
      assert.isTrue(Exit.isFailure(exit) && !Exit.isInterrupted(exit))
      if (Exit.isFailure(exit)) assert.strictEqual(exit.cause._tag === "Fail" ? exit.cause.error._tag : undefined, "RpcHttpError")
    }))

  it.effect("a 503 is retried on the 150 ms doubling schedule, then succeeds", () =>
    Effect.gen(function*() {
      const s = scripted([{ status: 503 }, { status: 503 }, { body: { jsonrpc: "2.0", id: 1, result: "0x1" } }])
      const fiber = yield* Effect.fork((yield* rpc(s)).getBalance("eip155:1", ADDRESS))
      yield* eventually(() => s.calls.length === 1)
      yield* untilSleeping
      yield* TestClock.adjust("149 millis")
      assert.strictEqual(s.calls.length, 1)
      yield* TestClock.adjust("1 millis")
      yield* eventually(() => s.calls.length === 2)
      yield* untilSleeping
      yield* TestClock.adjust("300 millis")
      assert.strictEqual(yield* Fiber.join(fiber), 1n)
      assert.strictEqual(s.calls.length, 3)
    }))

  it.effect("a silent endpoint times out after 10 s per attempt (RpcTimeout after the retries), each request aborted", () =>
    Effect.gen(function*() {
      const s = scripted(["hang"])
      const fiber = yield* Effect.fork((yield* rpc(s)).getBalance("eip155:1", ADDRESS))
      for (let attempt = 1; attempt <= 4; attempt++) {
        yield* eventually(() => s.calls.length === attempt)
        yield* untilSleeping
        yield* TestClock.adjust("10 seconds")
        yield* TestClock.adjust("2 seconds")
      }
      const exit = yield* Fiber.await(fiber)
      assert.isTrue(Exit.isFailure(exit))
      if (Exit.isFailure(exit)) assert.strictEqual(exit.cause._tag === "Fail" ? exit.cause.error._tag : undefined, "RpcTimeout")
      assert.strictEqual(s.calls.length, 4)
      assert.isTrue(s.calls.every((call) => call.signal?.aborted === true))
    }))

  it.effect("interrupting a read aborts its request", () =>
    Effect.gen(function*() {
      const s = scripted(["hang"])
      const fiber = yield* Effect.fork((yield* rpc(s)).getBalance("eip155:1", ADDRESS))
      yield* eventually(() => s.calls.length === 1)
      yield* Fiber.interrupt(fiber)
      assert.isTrue(s.calls[0]?.signal?.aborted)
    }))

  it.effect("an unconfigured network fails with ChainNotConfigured and sends nothing", () =>
    Effect.gen(function*() {
      const s = scripted([])
      const error = yield* Effect.flip((yield* rpc(s)).getBalance("eip155:5", ADDRESS))
      assert.strictEqual(error._tag, "ChainNotConfigured")
      assert.strictEqual(s.calls.length, 0)
    }))
})
