/**
 * A layer's background reaction to several sources: `react` runs in one fiber of the layer's scope after any
 * source emits, never twice at once; changes that come while it runs or waits run it once more, not once each.
 * It first runs once every source has given its first value, so a source must start with its current value
 * (as `SubscriptionRef.changes` does): the state it reads then is the sources' at subscription or later. A
 * source only marks the reaction due (a sliding queue of one), so `react` reads the state it needs rather
 * than take the element. Cheaper than a merged stream, whose channels and fibers per source every instance's
 * start would pay for.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"

export const onAnyChange = <R>(
  sources: ReadonlyArray<Stream.Stream<unknown>>,
  react: Effect.Effect<void, never, R>
): Effect.Effect<void, never, R | Scope.Scope> =>
  Effect.gen(function*() {
    const due = yield* Queue.sliding<void>(1)
    const subscribed = yield* Deferred.make<void>()
    let waiting = sources.length
    for (const source of sources) {
      let first = true
      yield* Stream.runForEach(source, () =>
        Effect.zipRight(
          Queue.offer(due, undefined),
          Effect.suspend(() => {
            if (!first) return Effect.void
            first = false
            waiting -= 1
            return waiting === 0 ? Deferred.succeed(subscribed, undefined) : Effect.void
          })
        )).pipe(Effect.forkScoped)
    }
    if (sources.length === 0) return
    yield* Deferred.await(subscribed).pipe(
      Effect.zipRight(Queue.take(due).pipe(Effect.zipRight(react), Effect.forever)),
      Effect.forkScoped
    )
  })
