/**
 * Requests over the port (SPEC §7, §9): replies matched by id (a second reply, an unknown id or another
 * request's reply type are dropped), payloads decoded, the 30 s bound on FRAME_TIMED_REQUESTS, sign-out after
 * at most 3 s, APP_RPC_ABORT on interrupt, and abortOpenRequests sparing the SPEC §6 safe list.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { FRAME_REQUEST_TIMEOUT_MS, FRAME_SIGN_OUT_WAIT_MS } from "../../../schemas/constants.js"
import { FrameError, FrameTimeout, RpcRequestAborted } from "../../../schemas/errors/frame.js"
import { FRAME_MESSAGE_MAX_BYTES } from "../../../schemas/frame/envelope.js"
import { settle } from "./fakeFrame.js"
import { page, readyFrame } from "./setup.js"

describe("secure frame requests", () => {
  it.scoped("replies are matched by id, in any order; a second reply and unknown ids are dropped", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const email = yield* Effect.fork(frame.request("APP_CONNECT_EMAIL", { email: "a@b.co" }))
      const chain = yield* Effect.fork(frame.request("APP_GET_CHAIN_ID", {}))
      yield* settle
      const f = p.frame()
      const emailRequest = f.last("APP_CONNECT_EMAIL")
      const chainRequest = f.last("APP_GET_CHAIN_ID")
      assert.notStrictEqual(emailRequest.id, chainRequest.id)
      assert.match(emailRequest.id, /^[0-9a-f-]{36}$/)
      assert.deepStrictEqual(emailRequest.payload, { email: "a@b.co" })
      f.succeed(chainRequest, { chainId: "eip155:10" })
      f.succeed(emailRequest, { action: "VERIFY_OTP" })
      f.succeed(emailRequest, { action: "CONNECT" }) // second reply: dropped
      f.send({ v: 1, id: "11111111-2222-3333-4444-555555555555", type: "FRAME_GET_CHAIN_ID_SUCCESS", payload: { chainId: 5 } })
      yield* settle
      assert.deepStrictEqual(yield* Fiber.join(email), { action: "VERIFY_OTP" })
      assert.deepStrictEqual(yield* Fiber.join(chain), { chainId: "eip155:10" })
      assert.strictEqual(p.drops.get("unknown-id"), 2)
    }))

  it.scoped("another request's reply type for an open id is dropped; the request stays open", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const user = yield* Effect.fork(frame.request("APP_GET_USER", {}))
      yield* settle
      const request = p.frame().last("APP_GET_USER")
      p.frame().send({ v: 1, id: request.id, type: "FRAME_SIGN_OUT_SUCCESS", payload: {} })
      yield* settle
      assert.strictEqual(p.drops.get("wrong-reply"), 1)
      assert.isNull(user.unsafePoll())
      p.frame().fail(request, "no session", 4100)
      yield* settle
      const error = yield* Effect.flip(Fiber.join(user))
      assert.instanceOf(error, FrameError)
      assert.strictEqual(error.message, "no session")
      assert.strictEqual(error instanceof FrameError ? error.code : undefined, 4100)
    }))

  it.scoped("a success payload that fails its schema: FrameError 'An error occurred'", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const email = yield* Effect.fork(frame.request("APP_CONNECT_EMAIL", { email: "a@b.co" }))
      yield* settle
      p.frame().succeed(p.frame().last("APP_CONNECT_EMAIL"), { action: "LOG_IN_SOMEHOW" })
      yield* settle
      const error = yield* Effect.flip(Fiber.join(email))
      assert.instanceOf(error, FrameError)
      assert.strictEqual(error.message, "An error occurred")
      // The developer sees which field broke the reply's schema (issue 24: details and cause beside the text).
      assert.include(error instanceof FrameError ? error.details : "", "LOG_IN_SOMEHOW")
    }))

  it.scoped("a request the frame would refuse unread (extra field, too big) fails at once and is not sent", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const extra = { email: "a@b.co", password: "x" }
      const e1 = yield* Effect.flip(frame.request("APP_CONNECT_EMAIL", extra))
      const e2 = yield* Effect.flip(
        frame.request("APP_RPC_REQUEST", { method: "eth_call", params: ["x".repeat(FRAME_MESSAGE_MAX_BYTES)] })
      )
      assert.instanceOf(e1, FrameError)
      assert.instanceOf(e2, FrameError)
      assert.isDefined(e1 instanceof FrameError ? e1.cause : undefined)
      assert.strictEqual(p.frame().received.length, 0)
    }))

  it.scoped("a timed request fails after 30 s with iframe_request_timeout; its late reply is dropped", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const otp = yield* Effect.fork(frame.request("APP_CONNECT_OTP", { otp: "012345" }))
      const user = yield* Effect.fork(frame.request("APP_GET_USER", {})) // not timed: waits on
      yield* settle
      yield* TestClock.adjust(FRAME_REQUEST_TIMEOUT_MS - 1)
      assert.isNull(otp.unsafePoll())
      yield* TestClock.adjust(1)
      const error = yield* Effect.flip(Fiber.join(otp))
      assert.instanceOf(error, FrameTimeout)
      if (!(error instanceof FrameTimeout)) return
      assert.strictEqual(error.phase, "request")
      assert.strictEqual(error.callback, "iframe_request_timeout")
      assert.strictEqual(error.message, "Embedded Wallet Request Timed Out")
      p.frame().succeed(p.frame().last("APP_CONNECT_OTP"))
      yield* settle
      assert.strictEqual(p.drops.get("unknown-id"), 1)
      yield* TestClock.adjust(10 * FRAME_REQUEST_TIMEOUT_MS)
      assert.isNull(user.unsafePoll())
      p.frame().succeed(p.frame().last("APP_GET_USER"), { email: "a@b.co", address: "0x1", chainId: 1 })
      yield* settle
      assert.isNotNull(user.unsafePoll())
    }))

  it.scoped("sign-out resolves after at most 3 s without a reply, or at the reply", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const silent = yield* Effect.fork(frame.request("APP_SIGN_OUT", {}))
      yield* settle
      yield* TestClock.adjust(FRAME_SIGN_OUT_WAIT_MS - 1)
      assert.isNull(silent.unsafePoll())
      yield* TestClock.adjust(1)
      assert.deepStrictEqual(yield* Fiber.join(silent), {})
      const answered = yield* Effect.fork(frame.request("APP_SIGN_OUT", {}))
      yield* settle
      p.frame().succeed(p.frame().last("APP_SIGN_OUT"))
      yield* settle
      assert.deepStrictEqual(yield* Fiber.join(answered), {})
    }))

  it.scoped("interrupting an APP_RPC_REQUEST sends APP_RPC_ABORT with its id; other requests send nothing", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const sign = yield* Effect.fork(frame.request("APP_RPC_REQUEST", { method: "personal_sign", params: ["0x00", "0x1"] }))
      const user = yield* Effect.fork(frame.request("APP_GET_USER", {}))
      yield* settle
      const signRequest = p.frame().last("APP_RPC_REQUEST")
      yield* Fiber.interrupt(sign)
      yield* Fiber.interrupt(user)
      yield* settle
      const aborts = p.frame().received.filter((r) => r.type === "APP_RPC_ABORT")
      assert.deepStrictEqual(aborts.map((r) => r.payload), [{ requestId: signRequest.id }])
      // The abort's own acknowledgement is consumed, and the interrupted request's late reply dropped.
      p.frame().succeed(aborts[0]!)
      p.frame().succeed(signRequest, { result: "0xsig" })
      yield* settle
      assert.strictEqual(p.drops.get("unknown-id"), 1)
    }))

  it.scoped("abortOpenRequests fails approval and disallowed requests (RpcRequestAborted) and keeps safe ones", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const send = yield* Effect.fork(frame.request("APP_RPC_REQUEST", { method: "eth_sendTransaction", params: [{}] }))
      const odd = yield* Effect.fork(frame.request("APP_RPC_REQUEST", { method: "eth_sign", params: [] }))
      const call = yield* Effect.fork(frame.request("APP_RPC_REQUEST", { method: "eth_call", params: [] }))
      const user = yield* Effect.fork(frame.request("APP_GET_USER", {}))
      yield* settle
      const [sendRequest, oddRequest, callRequest] = p.frame().received.filter((r) => r.type === "APP_RPC_REQUEST")
      yield* frame.abortOpenRequests
      yield* settle
      for (const [fiber, method] of [[send, "eth_sendTransaction"], [odd, "eth_sign"]] as const) {
        const error = yield* Effect.flip(Fiber.join(fiber))
        assert.instanceOf(error, RpcRequestAborted)
        assert.strictEqual(error.message, "Request was aborted")
        assert.strictEqual(error instanceof RpcRequestAborted ? error.method : undefined, method)
      }
      const aborted = p.frame().received.filter((r) => r.type === "APP_RPC_ABORT").map((r) => r.payload["requestId"])
      assert.sameMembers(aborted, [sendRequest!.id, oddRequest!.id])
      assert.isNull(call.unsafePoll())
      assert.isNull(user.unsafePoll())
      p.frame().succeed(callRequest!, { result: "0x2a" })
      yield* settle
      assert.deepStrictEqual(yield* Fiber.join(call), { result: "0x2a" })
      // Interrupting an aborted request does not abort it twice.
      assert.isTrue(Exit.isFailure(yield* Fiber.await(send)))
      assert.strictEqual(p.frame().received.filter((r) => r.type === "APP_RPC_ABORT").length, 2)
    }))
})
