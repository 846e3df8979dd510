// SPEC §4 notification banner, §8 toasts: variants success, loading, error; one at a time; a new one while one
// is open closes it and opens TOAST_GAP_MS later; all but `loading` dismiss themselves. TestClock throughout.
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/TestClock"
import { ToastsLive } from "../../layers/live/Toasts.js"
import { TOAST_GAP_MS, TOAST_MS } from "../../schemas/constants.js"
import { type ToastContent, Toasts } from "../../services/Toasts.js"

// Toasts of each variant, named so a test can tell them apart.
const authenticating: ToastContent = { code: "authenticating" }
const approved = (symbol: string): ToastContent => ({ code: "approved", amount: { units: 1n, decimals: 0, symbol } })
const failed = (message: string): ToastContent => ({ code: "failed", error: { _tag: "Test", message } })
const nameOf = (content: ToastContent): string =>
  content.code === "approved" ? content.amount.symbol : content.code === "failed" ? content.error.message : content.code

const shown = Effect.flatMap(Toasts, (t) => Effect.map(t.state.get, (toast) => toast === undefined ? undefined : nameOf(toast.content)))

describe("Toasts", () => {
  it.scoped("a success toast opens at once and dismisses itself after TOAST_MS, not before", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      yield* toasts.show(approved("Copied"))
      assert.strictEqual(yield* shown, "Copied")
      yield* TestClock.adjust(TOAST_MS - 1)
      assert.strictEqual(yield* shown, "Copied")
      yield* TestClock.adjust(1)
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("a loading toast stays until its owner dismisses it", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      const id = yield* toasts.show(authenticating)
      assert.deepStrictEqual(yield* toasts.state.get, { id, content: authenticating, variant: "loading" })
      yield* TestClock.adjust(TOAST_MS * 10)
      assert.strictEqual(yield* shown, "authenticating")
      yield* toasts.dismiss(id)
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("a new toast while one is open: the open one closes at once, the new one opens TOAST_GAP_MS later", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      yield* toasts.show(authenticating)
      yield* TestClock.adjust(1_000)
      const second = yield* toasts.show(failed("Signature declined"))
      assert.isUndefined(yield* shown)
      yield* TestClock.adjust(TOAST_GAP_MS - 1)
      assert.isUndefined(yield* shown)
      yield* TestClock.adjust(1)
      assert.deepStrictEqual(yield* (yield* Toasts).state.get, { id: second, content: failed("Signature declined"), variant: "error" })
      // Its own TOAST_MS counts from when it opened.
      yield* TestClock.adjust(TOAST_MS - 1)
      assert.strictEqual(yield* shown, "Signature declined")
      yield* TestClock.adjust(1)
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("with nothing open (the last one dismissed itself) a toast opens with no gap", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      yield* toasts.show(approved("One"))
      yield* TestClock.adjust(TOAST_MS)
      assert.isUndefined(yield* shown)
      yield* toasts.show(failed("Two"))
      assert.strictEqual(yield* shown, "Two")
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("the replaced toast's dismiss and timer leave the newer one alone", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      const first = yield* toasts.show(authenticating)
      yield* toasts.show(failed("Signature declined"))
      yield* toasts.dismiss(first)
      yield* TestClock.adjust(TOAST_GAP_MS)
      assert.strictEqual(yield* shown, "Signature declined")
      // An earlier self-dismissing toast's timer does not cut the newer one short.
      yield* toasts.show(approved("One"))
      yield* TestClock.adjust(TOAST_MS / 2)
      yield* toasts.show(approved("Two"))
      yield* TestClock.adjust(TOAST_GAP_MS + TOAST_MS / 2)
      assert.strictEqual(yield* shown, "Two")
      yield* TestClock.adjust(TOAST_MS / 2)
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("a third toast during the gap overtakes the waiting one, which never opens", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      const seen: Array<string | undefined> = []
      yield* toasts.show(approved("One"))
      yield* toasts.show(approved("Two"))
      yield* TestClock.adjust(TOAST_GAP_MS / 2)
      yield* toasts.show(failed("Three"))
      for (let t = 0; t < TOAST_GAP_MS * 2; t += 10) {
        seen.push(yield* shown)
        yield* TestClock.adjust(10)
      }
      assert.notInclude(seen, "Two")
      assert.strictEqual(yield* shown, "Three")
      // It too waited out a full gap from its own show.
      assert.strictEqual(seen.indexOf("Three"), TOAST_GAP_MS / 10)
    }).pipe(Effect.provide(ToastsLive)))

  it.scoped("dismissing the waiting toast cancels it; dismiss() without an id clears whatever is shown or waiting", () =>
    Effect.gen(function*() {
      const toasts = yield* Toasts
      yield* toasts.show(authenticating)
      const waiting = yield* toasts.show(approved("Signed in"))
      yield* toasts.dismiss(waiting)
      yield* TestClock.adjust(TOAST_GAP_MS * 2)
      assert.isUndefined(yield* shown)
      yield* toasts.show(authenticating)
      yield* toasts.dismiss()
      assert.isUndefined(yield* shown)
      yield* toasts.show(authenticating)
      yield* toasts.show(approved("Signed in"))
      yield* toasts.dismiss()
      yield* TestClock.adjust(TOAST_GAP_MS * 2)
      assert.isUndefined(yield* shown)
    }).pipe(Effect.provide(ToastsLive)))
})
