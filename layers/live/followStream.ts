/**
 * A layer's background follower: runs `f` on each element of `stream` in a fiber of the layer's scope, and
 * yields a few times so that fiber has subscribed before the layer is handed out (an element published right
 * after the layer is built is then not missed).
 */
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"

/** Yields that let a just-forked fiber reach its subscription (a hub's subscribe takes a few steps). */
const SUBSCRIBE_YIELDS = 3

export const followStream = <A, E, R, R2>(
  stream: Stream.Stream<A, E, R>,
  f: (a: A) => Effect.Effect<unknown, E, R2>
): Effect.Effect<void, never, R | R2 | Scope.Scope> =>
  Effect.gen(function*() {
    yield* stream.pipe(Stream.runForEach(f), Effect.forkScoped)
    for (let i = 0; i < SUBSCRIBE_YIELDS; i++) yield* Effect.yieldNow()
  })
