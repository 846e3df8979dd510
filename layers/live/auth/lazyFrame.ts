/**
 * The secure frame behind an import() (issue 21: nothing of it in the initial chunk or the adapter's chunk):
 * the frame code loads, and the iframe is made, on the first `ready` or `request` (the visitor focuses the
 * email field, or a stored embedded session is restored), in the adapter module's scope, so `dispose()`
 * removes it. A failed download fails that use with EmailLoginDependencyFailed (SPEC §8) and the next use
 * downloads again. Before the frame exists, its status is Idle, it shows no panel and emits no event.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as Subscribable from "effect/Subscribable"
import { EmailLoginDependencyFailed } from "../../../schemas/errors/frame.js"
import type { SecureFrameConfig, SecureFrameShape } from "../../../services/SecureFrame.js"
import { buildOnce, lazyChunk } from "../lazyChunk.js"

/** What the frame chunk exports (layers/live/frame/SecureFrameLive.ts makeSecureFrame). */
export type MakeSecureFrame = (config: SecureFrameConfig) => Effect.Effect<SecureFrameShape, never, Scope.Scope>

export const lazySecureFrame = (
  config: SecureFrameConfig,
  load: () => Promise<MakeSecureFrame>
): Effect.Effect<SecureFrameShape, never, Scope.Scope> =>
  Effect.gen(function*() {
    const scope = yield* Effect.scope
    const made = yield* Deferred.make<SecureFrameShape>()
    const build = buildOnce((make: MakeSecureFrame) =>
      Effect.tap(Scope.extend(make(config), scope), (frame) => Deferred.succeed(made, frame)))
    const frame = lazyChunk("the secure frame", load).pipe(
      Effect.mapError((cause) => new EmailLoginDependencyFailed({ cause })),
      Effect.flatMap(build)
    )
    /** The frame if it exists already: what only an existing frame can do is a no-op before. */
    const ifMade = (f: (frame: SecureFrameShape) => Effect.Effect<void>) =>
      Effect.flatMap(Deferred.poll(made), Option.match({ onNone: () => Effect.void, onSome: Effect.flatMap(f) }))
    /** A property of the frame, `before` until it exists. */
    const follow = <A>(of: (frame: SecureFrameShape) => Subscribable.Subscribable<A>, before: A): Subscribable.Subscribable<A> =>
      Subscribable.make({
        get: Effect.flatMap(Deferred.poll(made), Option.match({ onNone: () => Effect.succeed(before), onSome: Effect.flatMap((f) => of(f).get) })),
        changes: Stream.unwrap(Effect.map(Deferred.poll(made), (done) =>
          Option.isSome(done)
            ? Stream.unwrap(Effect.map(done.value, (f) => of(f).changes))
            : Stream.concat(Stream.make(before), Stream.unwrap(Effect.map(Deferred.await(made), (f) => of(f).changes)))))
      })
    const shape: SecureFrameShape = {
      status: follow((f) => f.status, { _tag: "Idle" }),
      ready: Effect.flatMap(frame, (f) => f.ready),
      request: (type, payload) => Effect.flatMap(frame, (f) => f.request(type, payload)),
      abortOpenRequests: ifMade((f) => f.abortOpenRequests),
      events: Stream.unwrap(Effect.map(Deferred.await(made), (f) => f.events)),
      panel: follow((f) => f.panel, undefined),
      place: (box) => ifMade((f) => f.place(box)),
      reload: ifMade((f) => f.reload)
    }
    return shape
  })
