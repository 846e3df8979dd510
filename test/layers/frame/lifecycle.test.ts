/**
 * SPEC §4 / §9 frame lifecycle on the TestClock: Loading → FRAME_READY → Ready 500 ms later; no FRAME_READY
 * within 20 s → Failed (iframe_load_failed) for every waiter, and the next `ready` starts a new iframe;
 * closing the scope leaves the page clean.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/TestClock"
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS } from "../../../schemas/constants.js"
import { FrameTimeout } from "../../../schemas/errors/frame.js"
import { makeSecureFrame } from "../../../layers/live/frame/SecureFrameLive.js"
import { CONFIG, FakeMessageChannel, settle } from "./fakeFrame.js"
import { answerLoad, page, readyFrame } from "./setup.js"

describe("secure frame lifecycle", () => {
  it.scoped("no FRAME_READY within 20 s: every waiter fails with iframe_load_failed, the iframe goes", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      const ready = yield* Effect.fork(frame.ready)
      const request = yield* Effect.fork(frame.request("APP_GET_CHAIN_ID", {}))
      yield* settle
      p.hello() // the handshake alone is not enough
      yield* settle
      yield* TestClock.adjust(FRAME_LOAD_TIMEOUT_MS - 1)
      assert.isNull(ready.unsafePoll())
      yield* TestClock.adjust(1)
      for (const error of [yield* Effect.flip(Fiber.join(ready)), yield* Effect.flip(Fiber.join(request))]) {
        assert.instanceOf(error, FrameTimeout)
        if (!(error instanceof FrameTimeout)) return
        assert.strictEqual(error.phase, "load")
        assert.strictEqual(error.callback, "iframe_load_failed")
        assert.strictEqual(error.message, "Network Error - Could not load embedded wallet")
      }
      const status = yield* frame.status.get
      assert.strictEqual(status._tag, "Failed")
      assert.strictEqual(p.iframes().length, 0)
      assert.strictEqual(p.windowListeners(), 0)
    }))

  it.scoped("a frame that never says HELLO (a 403 page) fails the same way; the next ready retries with a new iframe", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      const first = yield* Effect.fork(frame.ready)
      yield* settle
      const firstIframe = p.iframes()[0]
      yield* TestClock.adjust(FRAME_LOAD_TIMEOUT_MS)
      assert.isTrue(Exit.isFailure(yield* Fiber.await(first)))
      const second = yield* Effect.fork(frame.ready)
      yield* settle
      assert.strictEqual((yield* frame.status.get)._tag, "Loading")
      assert.strictEqual(p.iframes().length, 1)
      assert.notStrictEqual(p.iframes()[0], firstIframe)
      yield* answerLoad(p)
      yield* TestClock.adjust(FRAME_READY_DELAY_MS)
      yield* Fiber.join(second)
      assert.strictEqual((yield* frame.status.get)._tag, "Ready")
    }))

  it.scoped("the 20 s bound is on FRAME_READY: ready at 19.9 s is usable at 20.4 s", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      const ready = yield* Effect.fork(frame.ready)
      yield* settle
      yield* TestClock.adjust(FRAME_LOAD_TIMEOUT_MS - 100)
      yield* answerLoad(p)
      yield* TestClock.adjust(FRAME_READY_DELAY_MS)
      yield* Fiber.join(ready)
      assert.strictEqual((yield* frame.status.get)._tag, "Ready")
    }))

  it.scoped("one frame for concurrent callers; a second FRAME_READY is dropped", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      yield* frame.ready
      p.frame().event("FRAME_READY", { version: "9" })
      yield* settle
      assert.strictEqual(p.iframes().length, 1)
      assert.strictEqual(p.drops.get("repeated-ready"), 1)
      assert.deepStrictEqual(yield* frame.status.get, { _tag: "Ready", version: "1.0.0" })
    }))

  it.scoped("closing the scope removes the iframe, the listeners and the port; later calls fail 'iframe is not set'", () =>
    Effect.gen(function*() {
      const p = yield* page
      const scope = yield* Scope.make()
      const frame = yield* Scope.extend(makeSecureFrame(CONFIG, p.env), scope)
      const waiting = yield* Effect.fork(frame.ready)
      yield* settle
      yield* Scope.close(scope, Exit.void)
      assert.strictEqual(p.iframes().length, 0)
      assert.strictEqual(p.windowListeners(), 0)
      const error = yield* Effect.flip(Fiber.join(waiting))
      assert.strictEqual(error.message, "iframe is not set")
      assert.strictEqual((yield* Effect.flip(frame.ready)).message, "iframe is not set")
    }))

  it.scoped("closing the scope of a ready frame closes its port and unlistens", () =>
    Effect.gen(function*() {
      const p = yield* page
      const scope = yield* Scope.make()
      yield* Scope.extend(readyFrame(p), scope)
      const channel = FakeMessageChannel.made.at(-1)!
      assert.strictEqual(channel.port1.listenerCount(), 2)
      yield* Scope.close(scope, Exit.void)
      assert.isTrue(channel.port1.closed)
      assert.strictEqual(channel.port1.listenerCount(), 0)
      assert.strictEqual(p.iframes().length, 0)
      assert.strictEqual(p.windowListeners(), 0)
    }))

  it.scoped("no window: 'parent is not set'; a URL that is not http(s): 'Unable to load email login dependency'", () =>
    Effect.gen(function*() {
      const bare = yield* makeSecureFrame(CONFIG)
      assert.strictEqual((yield* Effect.flip(bare.ready)).message, "parent is not set")
      const p = yield* page
      const bad = yield* makeSecureFrame({ ...CONFIG, url: "javascript:alert(1)" }, p.env)
      const error = yield* Effect.flip(bad.ready)
      assert.strictEqual(error.message, "Unable to load email login dependency")
      assert.strictEqual((yield* bad.status.get)._tag, "Failed")
      assert.strictEqual(p.iframes().length, 0)
    }))

  it.scoped("reload replaces a ready frame (Ready → Loading → Ready, never Idle); a request made meanwhile waits for it", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const seen: Array<string> = []
      yield* Effect.fork(Stream.runForEach(frame.status.changes, (s) => Effect.sync(() => seen.push(s._tag))))
      yield* settle
      const first = p.iframes()[0]
      yield* frame.reload
      const chain = yield* Effect.fork(frame.request("APP_GET_CHAIN_ID", {}))
      yield* settle
      assert.strictEqual(p.iframes().length, 1)
      assert.notStrictEqual(p.iframes()[0], first)
      yield* answerLoad(p)
      yield* TestClock.adjust(FRAME_READY_DELAY_MS)
      p.frame().succeed(p.frame().last("APP_GET_CHAIN_ID"), { chainId: 1 })
      yield* settle
      assert.deepStrictEqual(yield* Fiber.join(chain), { chainId: 1 })
      assert.deepStrictEqual(seen, ["Ready", "Loading", "Ready"])
    }))

  it.scoped("request APP_RELOAD is a reload: a new iframe and handshake, never sent to a frame that would lose its port", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const old = p.frame()
      assert.deepStrictEqual(yield* frame.request("APP_RELOAD", {}), {})
      yield* settle
      assert.deepStrictEqual(old.received.map((r) => r.type), [])
      assert.strictEqual(p.iframes().length, 1)
      assert.notStrictEqual(p.frame(), old)
      assert.strictEqual((yield* frame.status.get)._tag, "Loading")
    }))
})
