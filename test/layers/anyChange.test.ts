// A layer's reaction to several sources (layers/live/anyChange.ts): one run per burst, never two at once.
import { assert, describe, it } from "@effect/vitest"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { onAnyChange } from "../../layers/live/anyChange.js"

/** Lets the forked fibers run until `done` holds (bounded: the assertion after fails when it never does). */
const until = (done: () => boolean) =>
  Effect.gen(function*() {
    for (let i = 0; i < 200 && !done(); i++) yield* Effect.yieldNow()
  })

/** Lets the forked fibers run a while, for a check that nothing more happens. */
const settle = Effect.repeatN(Effect.yieldNow(), 200)

describe("onAnyChange", () => {
  it.scoped("every source's first value at start runs the reaction once, reading the sources' state", () =>
    Effect.gen(function*() {
      const a = yield* SubscriptionRef.make(1)
      const b = yield* SubscriptionRef.make(10)
      const seen: Array<number> = []
      yield* onAnyChange([a.changes, b.changes], Effect.map(Effect.zipWith(a.get, b.get, (x, y) => x + y), (sum) => void seen.push(sum)))
      yield* until(() => seen.length > 0)
      yield* settle
      assert.deepStrictEqual(seen, [11])
    }))

  it.scoped("a change after a run runs it again, from any source", () =>
    Effect.gen(function*() {
      const a = yield* SubscriptionRef.make(1)
      const b = yield* SubscriptionRef.make(10)
      const seen: Array<number> = []
      yield* onAnyChange([a.changes, b.changes], Effect.map(Effect.zipWith(a.get, b.get, (x, y) => x + y), (sum) => void seen.push(sum)))
      yield* until(() => seen.length === 1)
      yield* SubscriptionRef.set(b, 20)
      yield* until(() => seen.length === 2)
      yield* SubscriptionRef.set(a, 2)
      yield* until(() => seen.length === 3)
      assert.deepStrictEqual(seen, [11, 21, 22])
    }))

  it.scoped("changes during a run never start a second one alongside: they run it once more after, with the last state", () =>
    Effect.gen(function*() {
      const a = yield* SubscriptionRef.make(0)
      let running = 0
      let overlapped = false
      const reads: Array<number> = []
      let gate = yield* Deferred.make<void>()
      const react = Effect.gen(function*() {
        running += 1
        overlapped ||= running > 1
        reads.push(yield* a.get)
        yield* Deferred.await(gate)
        running -= 1
      })
      yield* onAnyChange([a.changes], react)
      yield* until(() => reads.length === 1)
      // Three changes while the first run is held: one more run, which reads the last.
      yield* SubscriptionRef.set(a, 1)
      yield* SubscriptionRef.set(a, 2)
      yield* SubscriptionRef.set(a, 3)
      yield* settle
      assert.deepStrictEqual(reads, [0])
      const held = gate
      gate = yield* Deferred.make<void>()
      yield* Deferred.succeed(held, undefined)
      yield* until(() => reads.length === 2)
      yield* Deferred.succeed(gate, undefined)
      yield* settle
      assert.deepStrictEqual(reads, [0, 3])
      assert.isFalse(overlapped)
    }))

  it.effect("closing the scope stops the reaction", () =>
    Effect.gen(function*() {
      const a = yield* SubscriptionRef.make(0)
      let runs = 0
      yield* Effect.scoped(Effect.gen(function*() {
        yield* onAnyChange([a.changes], Effect.sync(() => void (runs += 1)))
        yield* until(() => runs === 1)
      }))
      yield* SubscriptionRef.set(a, 1)
      yield* settle
      assert.strictEqual(runs, 1)
    }))
})
