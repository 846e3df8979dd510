// @vitest-environment node
/**
 * The handshake (schemas/frame/handshake.ts): only the frame's window on the frame's origin is answered, INIT
 * goes to that origin only with a fresh port, the first valid HELLO wins and the window listener goes with it.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { APP_INIT_TYPE } from "../../../schemas/frame/handshake.js"
import { FRAME_READY_DELAY_MS, SECURE_SDK_VERSION } from "../../../schemas/constants.js"
import { makeSecureFrame } from "../../../layers/live/frame/SecureFrameLive.js"
import { CONFIG, FakeFrameWindow, FakePort, FRAME_ORIGIN, HOST_ORIGIN, NONCE, settle } from "./fakeFrame.js"
import { page } from "./setup.js"

describe("secure frame handshake", () => {
  it.scoped("nothing is added to the page until the first use; then one hidden iframe at the frame URL", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      assert.strictEqual(p.iframes().length, 0)
      assert.strictEqual(p.windowListeners(), 0)
      yield* Effect.fork(frame.ready)
      yield* settle
      assert.strictEqual(p.iframes().length, 1)
      const iframe = p.iframes()[0]!
      const src = new URL(iframe.src)
      assert.strictEqual(`${src.origin}${src.pathname}`, `${FRAME_ORIGIN}/base/frame`)
      assert.deepStrictEqual(Object.fromEntries(src.searchParams), {
        origin: HOST_ORIGIN,
        projectId: "p1",
        chainId: "eip155:1",
        version: String(SECURE_SDK_VERSION),
        enableLogger: "false"
      })
      assert.strictEqual(iframe.getAttribute("aria-hidden"), "true")
      assert.strictEqual(iframe.getAttribute("tabindex"), "-1")
      assert.strictEqual(iframe.getAttribute("allow"), "publickey-credentials-get; publickey-credentials-create")
      assert.strictEqual(iframe.style.getPropertyValue("position"), "fixed")
      assert.strictEqual(iframe.style.getPropertyValue("width"), "0px")
      assert.notStrictEqual(iframe.title, "")
      assert.strictEqual((yield* frame.status.get)._tag, "Loading")
    }))

  it.scoped("a HELLO from another window or another origin, or a malformed one, gets no INIT", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      yield* Effect.fork(frame.ready)
      yield* settle
      const impostor = new FakeFrameWindow()
      p.hello({ source: impostor })
      p.hello({ source: null })
      p.hello({ origin: HOST_ORIGIN })
      p.hello({ origin: "https://wallet.example.evil" })
      p.hello({ origin: "null" })
      p.hello({ nonce: "short" })
      p.dispatch({ type: "@walletport-frame/HELLO" }, FRAME_ORIGIN, p.frame())
      p.dispatch("HELLO", FRAME_ORIGIN, p.frame())
      assert.strictEqual(p.frame().posts.length, 0)
      assert.strictEqual(impostor.posts.length, 0)
      assert.strictEqual(p.drops.get("foreign-window-message"), 5)
      assert.strictEqual(p.drops.get("not-hello"), 3)
      assert.strictEqual(p.windowListeners(), 1)
    }))

  it.scoped("the first valid HELLO gets INIT with a port, to the frame origin only; a second HELLO is ignored", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      const ready = yield* Effect.fork(frame.ready)
      yield* settle
      p.hello()
      yield* settle
      assert.strictEqual(p.frame().posts.length, 1)
      const init = p.frame().posts[0]!
      assert.deepStrictEqual(init.data, { type: APP_INIT_TYPE, nonce: NONCE })
      assert.strictEqual(init.targetOrigin, FRAME_ORIGIN)
      assert.strictEqual(init.transfer.length, 1)
      assert.instanceOf(init.transfer[0], FakePort)
      // The window listener is gone: a second HELLO (even a valid one) reaches no one.
      assert.strictEqual(p.windowListeners(), 0)
      p.hello({ nonce: "another-nonce-0123456789" })
      yield* settle
      assert.strictEqual(p.frame().posts.length, 1)
      // FRAME_READY on the port, then usable 500 ms later.
      p.frame().event("FRAME_READY", { version: "2.1" })
      yield* settle
      assert.strictEqual((yield* frame.status.get)._tag, "Loading")
      yield* TestClock.adjust(FRAME_READY_DELAY_MS - 1)
      assert.strictEqual((yield* frame.status.get)._tag, "Loading")
      yield* TestClock.adjust(1)
      yield* Fiber.join(ready)
      assert.deepStrictEqual(yield* frame.status.get, { _tag: "Ready", version: "2.1" })
    }))

  it.scoped("messages posted to the window after the handshake are never read", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      yield* Effect.fork(frame.ready)
      yield* settle
      p.hello()
      yield* settle
      assert.isDefined(p.frame().port)
      // A well-formed FRAME_READY, from the frame's window and origin, but on the window instead of the port.
      p.dispatch({ v: 1, id: "0123456789", type: "FRAME_READY", payload: { version: "x" } }, FRAME_ORIGIN, p.frame())
      yield* settle
      yield* TestClock.adjust(FRAME_READY_DELAY_MS)
      assert.strictEqual((yield* frame.status.get)._tag, "Loading")
    }))
})
