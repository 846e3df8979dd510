// SPEC §8 toasts: one at a time, self-dismissing on Effect's Clock except `loading`, which waits for its owner.
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/TestClock"
import { ToastsLive } from "../../layers/live/Toasts.js"
import { TOAST_MS } from "../../schemas/constants.js"
import { Toasts } from "../../services/Toasts.js"

const shown = Effect.flatMap(Toasts, (t) => Effect.map(t.state.get, (toast) => toast?.message))

describe("Toasts", () => {
  it.scoped("an info toast dismisses itself after TOAST_MS, not before", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      yield* toasts.show("Copied", "info")
      assert.strictEqual(yield* shown, "Copied")
      yield* TestClock.adjust(TOAST_MS - 1)
      assert.strictEqual(yield* shown, "Copied")
      yield* TestClock.adjust(1)
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("a loading toast stays until its owner dismisses it", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      const id = yield* toasts.show("Authenticating...", "loading")
      assert.deepStrictEqual(yield* toasts.state.get, { id, message: "Authenticating...", variant: "loading" })
      yield* TestClock.adjust(TOAST_MS * 10)
      assert.strictEqual(yield* shown, "Authenticating...")
      yield* toasts.dismiss(id)
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("a newer toast replaces the shown one; the old one's dismiss and timer leave it alone", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      const first = yield* toasts.show("Authenticating...", "loading")
      yield* TestClock.adjust(1_000)
      const second = yield* toasts.show("Signature declined", "error")
      assert.notStrictEqual(first, second)
      yield* toasts.dismiss(first)
      assert.strictEqual(yield* shown, "Signature declined")
      // An earlier self-dismissing toast's timer does not cut the newer one short.
      yield* toasts.show("One", "info")
      yield* TestClock.adjust(TOAST_MS / 2)
      yield* toasts.show("Two", "success")
      yield* TestClock.adjust(TOAST_MS / 2)
      assert.strictEqual(yield* shown, "Two")
      yield* TestClock.adjust(TOAST_MS / 2)
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("dismiss() without an id clears whatever is shown", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      yield* toasts.show("Authenticating...", "loading")
      yield* toasts.dismiss()
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))
})
