/**
 * Unsolicited events (FRAME_SESSION_UPDATE, FRAME_SHOW_PANEL, FRAME_HIDE_PANEL) reach every subscriber;
 * `panel` follows SHOW/HIDE; `place` draws the frame over the reserved box and hides it again.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Chunk from "effect/Chunk"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import { makeSecureFrame } from "../../../layers/live/frame/SecureFrameLive.js"
import { CONFIG, settle } from "./fakeFrame.js"
import { page, readyFrame } from "./setup.js"

describe("secure frame events and panels", () => {
  it.scoped("each subscriber gets the decoded events; FRAME_READY is not one of them", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const first = yield* Effect.fork(Stream.runCollect(Stream.take(frame.events, 3)))
      const second = yield* Effect.fork(Stream.runCollect(Stream.take(frame.events, 3)))
      yield* settle
      const f = p.frame()
      f.event("FRAME_READY", { version: "again" })
      f.event("FRAME_SESSION_UPDATE", { token: "t", expiresAt: 5 })
      f.event("FRAME_SHOW_PANEL", { panel: "approval", requestId: "r1", method: "personal_sign" })
      f.event("FRAME_HIDE_PANEL", { panel: "approval", outcome: "approved" })
      yield* settle
      for (const fiber of [first, second]) {
        const types = Chunk.toReadonlyArray(yield* Fiber.join(fiber)).map((e) => e.type)
        assert.deepStrictEqual(types, ["FRAME_SESSION_UPDATE", "FRAME_SHOW_PANEL", "FRAME_HIDE_PANEL"])
      }
    }))

  it.scoped("panel follows SHOW/HIDE; place shows the frame over the box above the modal, HIDE_PANEL hides it", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const iframe = p.iframes()[0]!
      p.frame().event("FRAME_SHOW_PANEL", { panel: "recovery-export" })
      yield* settle
      assert.deepStrictEqual(yield* frame.panel.get, { panel: "recovery-export", requestId: undefined, method: undefined })
      yield* frame.place({ top: 10, left: 20, width: 300, height: 400 })
      assert.strictEqual(iframe.style.getPropertyValue("top"), "10px")
      assert.strictEqual(iframe.style.getPropertyValue("left"), "20px")
      assert.strictEqual(iframe.style.getPropertyValue("width"), "300px")
      assert.strictEqual(iframe.style.getPropertyValue("height"), "400px")
      assert.strictEqual(iframe.style.getPropertyValue("position"), "fixed")
      assert.strictEqual(iframe.style.getPropertyValue("z-index"), "2147483647")
      assert.isNull(iframe.getAttribute("aria-hidden"))
      assert.isNull(iframe.getAttribute("tabindex"))
      p.frame().event("FRAME_HIDE_PANEL", { panel: "recovery-export", outcome: "done" })
      yield* settle
      assert.isUndefined(yield* frame.panel.get)
      assert.strictEqual(iframe.style.getPropertyValue("width"), "0px")
      assert.strictEqual(iframe.getAttribute("aria-hidden"), "true")
      yield* frame.place({ top: 1, left: 1, width: 10, height: 10 })
      yield* frame.place(undefined)
      assert.strictEqual(iframe.style.getPropertyValue("height"), "0px")
      assert.strictEqual(iframe.getAttribute("tabindex"), "-1")
    }))

  it.scoped("place before the frame is usable does nothing and never fails", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      yield* frame.place({ top: 1, left: 1, width: 10, height: 10 })
      yield* frame.abortOpenRequests
      assert.strictEqual(p.iframes().length, 0)
    }))

  it.scoped("focus moves keyboard focus into the placed frame (outside the dialog's focus trap)", () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const iframe = p.iframes()[0]!
      yield* frame.place({ top: 10, left: 20, width: 300, height: 400 })
      assert.notStrictEqual(iframe.ownerDocument.activeElement, iframe)
      yield* frame.focus ?? Effect.void
      assert.strictEqual(iframe.ownerDocument.activeElement, iframe)
      // Hidden again, it gives the focus back: keys typed into a hidden frame would reach nobody.
      yield* frame.place(undefined)
      assert.notStrictEqual(iframe.ownerDocument.activeElement, iframe)
    }))
})
