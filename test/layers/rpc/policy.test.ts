/** The retry policy (SPEC §7, §9): predicates, Retry-After, and the schedules on the TestClock. */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { fromJsonRpcError, nodeErrorKind } from "../../../layers/live/rpc/nodeErrors.js"
import {
  isDeterministic,
  isTransient,
  parseRetryAfter,
  receiptRetrySchedule,
  rpcRetrySchedule
} from "../../../layers/live/rpc/policy.js"
import { NodeError, RpcHttpError, RpcRequestError, RpcTimeout } from "../../../schemas/errors/chainRpc.js"
import { eventually, untilSleeping } from "../../services/harness.js"

const url = "http://x"

describe("transient and deterministic failures", () => {
  it("retries timeouts, dropped connections, bad replies and the SPEC's statuses; not 400/404", () => {
    assert.isTrue(isTransient(new RpcTimeout({ url })))
    assert.isTrue(isTransient(new RpcHttpError({ url })))
    assert.isTrue(isTransient(new RpcHttpError({ url, status: 200 })))
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) assert.isTrue(isTransient(new RpcHttpError({ url, status })))
    for (const status of [400, 401, 404, 405]) assert.isFalse(isTransient(new RpcHttpError({ url, status })))
  })

  it("names JSON-RPC codes through the one code table: -32005 and -32603 retried, -32602 and -32003 final", () => {
    assert.isTrue(isTransient(new RpcRequestError({ url, code: -32005, details: "limit" })))
    assert.isTrue(isTransient(new RpcRequestError({ url, code: -32603, details: "internal" })))
    assert.isFalse(isTransient(new RpcRequestError({ url, code: -32602, details: "params" })))
    assert.isTrue(isDeterministic(new RpcRequestError({ url, code: -32602, details: "params" })))
    assert.isTrue(isDeterministic(new RpcRequestError({ url, code: -32003, details: "rejected" })))
    assert.isFalse(isDeterministic(new RpcRequestError({ url, code: -32005, details: "limit" })))
    assert.isTrue(isDeterministic(new NodeError({ kind: "executionReverted" })))
    assert.isFalse(isDeterministic(new RpcTimeout({ url })))
  })

  it("reads Retry-After as seconds or as an HTTP date", () => {
    assert.strictEqual(parseRetryAfter("2", 0), 2000)
    assert.strictEqual(parseRetryAfter(null, 0), undefined)
    assert.strictEqual(parseRetryAfter("soon", 0), undefined)
    const now = Date.parse("2026-01-01T00:00:00Z")
    assert.strictEqual(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now), 5000)
  })
})

describe("node errors (SPEC §8)", () => {
  it("maps node messages to their kinds, as viem", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["execution reverted: not owner", "executionReverted"],
      ["nonce too low: next nonce 5, tx nonce 4", "nonceTooLow"],
      ["already known", "nonceTooLow"],
      ["nonce too high", "nonceTooHigh"],
      ["insufficient funds for gas * price + value", "insufficientFunds"],
      ["max fee per gas less than block base fee", "feeCapTooLow"],
      ["intrinsic gas too low", "intrinsicGasTooLow"],
      ["max priority fee per gas higher than max fee per gas", "tipAboveFeeCap"],
      ["transaction type not valid in this context", "transactionTypeNotSupported"]
    ]
    for (const [message, kind] of cases) assert.strictEqual(nodeErrorKind(message), kind, message)
    assert.strictEqual(nodeErrorKind("header not found"), undefined)
  })

  it("keeps the revert reason and the node's code; unknown messages stay RpcRequestError", () => {
    const reverted = fromJsonRpcError(url, { code: 3, message: "execution reverted: not owner" })
    assert.strictEqual(reverted._tag, "NodeError")
    assert.strictEqual(reverted.message, "Execution reverted with reason: not owner.")
    const other = fromJsonRpcError(url, { code: -32000, message: "header not found" })
    assert.strictEqual(other._tag, "RpcRequestError")
  })

  it("keeps a revert's hex data (a custom error such as OffchainLookup), nothing else", () => {
    const custom = fromJsonRpcError(url, { code: 3, message: "execution reverted", data: "0x556f1830abcd" })
    assert.strictEqual(custom._tag === "NodeError" ? custom.data : undefined, "0x556f1830abcd")
    const notHex = fromJsonRpcError(url, { code: 3, message: "execution reverted", data: { reason: "x" } })
    assert.strictEqual(notHex._tag === "NodeError" ? notHex.data : "missing", undefined)
    const funds = fromJsonRpcError(url, { code: -32000, message: "insufficient funds", data: "0x12" })
    assert.strictEqual(funds._tag === "NodeError" ? funds.data : "missing", undefined)
  })
})

describe("schedules on the TestClock", () => {
  it.effect("rpcRetrySchedule: 3 retries at 150, 300, 600 ms, then the failure", () =>
    Effect.gen(function*() {
      const times: Array<number> = []
      const fiber = yield* Effect.fork(
        Effect.flatMap(TestClock.currentTimeMillis, (now) => {
          times.push(now)
          return Effect.fail(new RpcHttpError({ url, status: 503 }))
        }).pipe(Effect.retry(rpcRetrySchedule), Effect.flip)
      )
      for (const wait of [150, 300, 600]) {
        yield* untilSleeping
        yield* TestClock.adjust(`${wait} millis`)
      }
      const error = yield* Fiber.join(fiber)
      assert.strictEqual(error._tag, "RpcHttpError")
      assert.deepStrictEqual(times, [0, 150, 450, 1050])
    }))

  it.effect("rpcRetrySchedule: a Retry-After replaces the delay (capped at the 10 s timeout)", () =>
    Effect.gen(function*() {
      const times: Array<number> = []
      const errors = [
        new RpcHttpError({ url, status: 429, retryAfterMs: 2000 }),
        new RpcHttpError({ url, status: 429, retryAfterMs: 3_600_000 })
      ]
      const fiber = yield* Effect.fork(
        Effect.flatMap(TestClock.currentTimeMillis, (now) => {
          times.push(now)
          const error = errors[times.length - 1]
          return error === undefined ? Effect.succeed("ok") : Effect.fail(error)
        }).pipe(Effect.retry(rpcRetrySchedule))
      )
      yield* untilSleeping
      yield* TestClock.adjust("1999 millis")
      assert.strictEqual(times.length, 1)
      yield* TestClock.adjust("1 millis")
      yield* eventually(() => times.length === 2)
      yield* untilSleeping
      yield* TestClock.adjust("10 seconds")
      assert.strictEqual(yield* Fiber.join(fiber), "ok")
      assert.deepStrictEqual(times, [0, 2000, 12000])
    }))

  it.effect("rpcRetrySchedule: a deterministic failure is not retried", () =>
    Effect.gen(function*() {
      let attempts = 0
      yield* Effect.suspend(() => {
        attempts++
        return Effect.fail(new NodeError({ kind: "nonceTooLow" }))
      }).pipe(Effect.retry(rpcRetrySchedule), Effect.flip)
      assert.strictEqual(attempts, 1)
    }))

  it.effect("receiptRetrySchedule: 6 retries at 200 ms × 2^attempt", () =>
    Effect.gen(function*() {
      const times: Array<number> = []
      const fiber = yield* Effect.fork(
        Effect.flatMap(TestClock.currentTimeMillis, (now) => {
          times.push(now)
          return Effect.fail(new RpcTimeout({ url }))
        }).pipe(Effect.retry(receiptRetrySchedule), Effect.flip)
      )
      for (const wait of [200, 400, 800, 1600, 3200, 6400]) {
        yield* untilSleeping
        yield* TestClock.adjust(`${wait} millis`)
      }
      yield* Fiber.join(fiber)
      assert.deepStrictEqual(times, [0, 200, 600, 1400, 3000, 6200, 12600])
    }))
})

