/** Shared steps of the secure frame tests: a page per test, and a frame brought to Ready on the TestClock. */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { FRAME_READY_DELAY_MS } from "../../../schemas/constants.js"
import { makeSecureFrame } from "../../../layers/live/frame/SecureFrameLive.js"
import type { SecureFrameShape } from "../../../services/SecureFrame.js"
import { CONFIG, makePage, type Page, settle } from "./fakeFrame.js"

/** A fresh page, closed with the test's scope. */
export const page = Effect.acquireRelease(Effect.sync(makePage), (p) => p.close())

/** The frame's side of a successful load: HELLO, then FRAME_READY on the port. */
export const answerLoad = (p: Page, version = "1.0.0") =>
  Effect.gen(function*() {
    yield* settle
    p.hello()
    yield* settle
    p.frame().event("FRAME_READY", { version })
    yield* settle
  })

/** A frame made and loaded to Ready (FRAME_READY + 500 ms). */
export const readyFrame = (p: Page) =>
  Effect.gen(function*() {
    const frame: SecureFrameShape = yield* makeSecureFrame(CONFIG, p.env)
    const ready = yield* Effect.fork(frame.ready)
    yield* answerLoad(p)
    yield* TestClock.adjust(FRAME_READY_DELAY_MS)
    yield* Fiber.join(ready)
    return frame
  })
