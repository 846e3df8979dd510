/**
 * SPEC §9 heartbeat: only while a session is live, one APP_HEARTBEAT every 5 s; no answer before the next
 * beat → the frame is replaced by a new iframe with a new handshake (requests left on the dead one fail).
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { FRAME_HEARTBEAT_INTERVAL_MS, FRAME_READY_DELAY_MS, FRAME_SIGN_OUT_WAIT_MS } from "../../../schemas/constants.js"
import { FrameRequestAborted } from "../../../schemas/errors/frame.js"
import { type FakeFrameWindow, settle } from "./fakeFrame.js"
import { answerLoad, page, readyFrame } from "./setup.js"

const beats = (f: FakeFrameWindow) => f.received.filter((r) => r.type === "APP_HEARTBEAT")

/** The frame answers every beat, with a success or an error reply. */
const answerBeats = (f: FakeFrameWindow, reply: "FRAME_HEARTBEAT_SUCCESS" | "FRAME_HEARTBEAT_ERROR") => {
  f.autoReply = (r) => (r.type === "APP_HEARTBEAT" ? { v: 1, id: r.id, type: reply, payload: { message: "busy" } } : undefined)
}

describe("secure frame heartbeat", () => {
  it.scoped("no session, no heartbeat", () =>
    Effect.gen(function*() {
      const p = yield* page
      yield* readyFrame(p)
      yield* TestClock.adjust(4 * FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(p.frame()).length, 0)
    }))

  it.scoped("a beat every 5 s while a session is live; an empty token stops it", () =>
    Effect.gen(function*() {
      const p = yield* page
      yield* readyFrame(p)
      const f = p.frame()
      answerBeats(f, "FRAME_HEARTBEAT_SUCCESS")
      f.event("FRAME_SESSION_UPDATE", { token: "t1" })
      yield* settle
      yield* TestClock.adjust(FRAME_HEARTBEAT_INTERVAL_MS - 1)
      assert.strictEqual(beats(f).length, 0)
      yield* TestClock.adjust(1)
      assert.strictEqual(beats(f).length, 1)
      yield* TestClock.adjust(FRAME_HEARTBEAT_INTERVAL_MS)
      yield* TestClock.adjust(FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(f).length, 3)
      f.event("FRAME_SESSION_UPDATE", { token: "" })
      yield* settle
      yield* TestClock.adjust(3 * FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(f).length, 3)
      assert.strictEqual(p.iframes().length, 1)
    }))

  it.scoped("an error reply is an answer too", () =>
    Effect.gen(function*() {
      const p = yield* page
      yield* readyFrame(p)
      const f = p.frame()
      answerBeats(f, "FRAME_HEARTBEAT_ERROR")
      f.event("FRAME_SESSION_UPDATE", { token: "t1" })
      yield* settle
      yield* TestClock.adjust(3 * FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(f).length, 3)
      assert.strictEqual(p.iframes().length, 1)
    }))

  it.scoped("no answer before the next beat: a new iframe, a new handshake; open requests fail as aborted", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const dead = p.frame()
      const oldIframe = p.iframes()[0]
      dead.event("FRAME_SESSION_UPDATE", { token: "t1" })
      const user = yield* Effect.fork(frame.request("APP_GET_USER", {}))
      yield* settle
      yield* TestClock.adjust(FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(dead).length, 1)
      yield* TestClock.adjust(FRAME_HEARTBEAT_INTERVAL_MS - 1)
      assert.strictEqual(p.iframes()[0], oldIframe)
      yield* TestClock.adjust(1)
      yield* settle
      assert.strictEqual(p.iframes().length, 1)
      assert.notStrictEqual(p.iframes()[0], oldIframe)
      assert.strictEqual((yield* frame.status.get)._tag, "Loading")
      const error = yield* Effect.flip(Fiber.join(user))
      assert.instanceOf(error, FrameRequestAborted)
      assert.strictEqual(error.message, "Something went wrong")
      // A request made meanwhile waits for the new frame, which beats again once ready (the session is kept).
      const chain = yield* Effect.fork(frame.request("APP_GET_CHAIN_ID", {}))
      yield* answerLoad(p)
      yield* TestClock.adjust(FRAME_READY_DELAY_MS)
      const fresh = p.frame()
      assert.notStrictEqual(fresh, dead)
      fresh.succeed(fresh.last("APP_GET_CHAIN_ID"), { chainId: 1 })
      yield* settle
      assert.deepStrictEqual(yield* Fiber.join(chain), { chainId: 1 })
      yield* TestClock.adjust(FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(fresh).length, 1)
    }))

  it.scoped("sign-out ends the heartbeat, even when the frame never answers the sign-out", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const f = p.frame()
      answerBeats(f, "FRAME_HEARTBEAT_SUCCESS")
      f.event("FRAME_SESSION_UPDATE", { token: "t1" })
      yield* settle
      yield* TestClock.adjust(FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(f).length, 1)
      const signOut = yield* Effect.fork(frame.request("APP_SIGN_OUT", {}))
      yield* settle
      yield* TestClock.adjust(FRAME_SIGN_OUT_WAIT_MS)
      yield* Fiber.join(signOut)
      yield* TestClock.adjust(3 * FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(f).length, 1)
      assert.strictEqual(p.iframes().length, 1)
      // A new session beats again.
      f.event("FRAME_SESSION_UPDATE", { token: "t2" })
      yield* settle
      yield* TestClock.adjust(FRAME_HEARTBEAT_INTERVAL_MS)
      assert.strictEqual(beats(f).length, 2)
    }))
})
