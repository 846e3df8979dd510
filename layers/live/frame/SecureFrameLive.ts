/**
 * The secure frame service (services/SecureFrame.ts): at most one frame at a time, created on the first
 * `ready` / `request` and replaced by `reload` (or by a new `ready` after it failed to load). Everything it
 * adds to the page belongs to the caller's scope: closing it removes the iframe, the listeners and the port.
 */
import * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as PubSub from "effect/PubSub"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as Subscribable from "effect/Subscribable"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { EmailLoginDependencyFailed, FrameNotSet } from "../../../schemas/errors/frame.js"
import type { FrameEventMessage } from "../../../schemas/frame/envelope.js"
import type {
  FrameLoadError,
  FramePanelRequest,
  FrameStatus,
  SecureFrameConfig,
  SecureFrameShape
} from "../../../services/SecureFrame.js"
import type { OnDropped } from "./drops.js"
import { frameLocation } from "./frameUrl.js"
import { type FrameConnection, type FrameSetup, type FrameShared, runFrame } from "./lifecycle.js"
import { assumedSuccess } from "./requests.js"

/** The page the frame is added to; tests pass their own. */
export interface SecureFrameEnv {
  /** Default: the global `window`. */
  readonly window?: Window
  /** Default: `window.document`. */
  readonly document?: Document
  /** Default: the global MessageChannel. */
  readonly MessageChannel?: typeof MessageChannel
  /** Told of every dropped incoming message (tests count them). */
  readonly onDropped?: OnDropped
}

/** A waiter's frame was replaced by `reload`: it waits for the new one. */
class Replaced extends Data.TaggedError("Replaced") {}

interface Generation {
  readonly fiber: Fiber.RuntimeFiber<never, FrameLoadError>
  readonly usable: Deferred.Deferred<FrameConnection, FrameLoadError | Replaced>
}

const pageWindow = (): Window | undefined => (typeof window === "undefined" ? undefined : window)

const resolveSetup = (config: SecureFrameConfig, env: SecureFrameEnv): Either.Either<FrameSetup, FrameLoadError> => {
  const page = env.window ?? pageWindow()
  if (page === undefined) return Either.left(new FrameNotSet({ missing: "parent" }))
  const Channel = env.MessageChannel ?? globalThis.MessageChannel
  return Either.map(
    Either.mapLeft(frameLocation(config, page.location.origin), (reason) => new EmailLoginDependencyFailed({ cause: reason })),
    (location) => ({
      window: page,
      document: env.document ?? page.document,
      MessageChannel: Channel,
      onDropped: env.onDropped ?? (() => undefined),
      location
    })
  )
}

export const makeSecureFrame = (
  config: SecureFrameConfig,
  env: SecureFrameEnv = {}
): Effect.Effect<SecureFrameShape, never, Scope.Scope> =>
  Effect.gen(function*() {
    const outer = yield* Effect.scope
    const status = yield* SubscriptionRef.make<FrameStatus>({ _tag: "Idle" })
    const panel = yield* SubscriptionRef.make<FramePanelRequest | undefined>(undefined)
    const events = yield* PubSub.unbounded<FrameEventMessage>()
    const sessionLive = yield* Ref.make(false)
    const current = yield* Ref.make<Generation | undefined>(undefined)
    const disposed = yield* Ref.make(false)
    const lock = yield* Effect.makeSemaphore(1)
    yield* Effect.addFinalizer(() => Effect.zipRight(Ref.set(disposed, true), PubSub.shutdown(events)))

    /** A frame that ended (load failure, interruption) is no longer the current one. */
    const ended = (usable: Generation["usable"], exit: Exit.Exit<never, FrameLoadError>) =>
      Effect.gen(function*() {
        const failure = Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : Option.none()
        // Replaced (reload) was set before the interrupt, so only disposal reaches the FrameNotSet.
        yield* Deferred.fail(usable, Option.getOrElse(failure, () => new FrameNotSet({ missing: "iframe" })))
        const wasCurrent = yield* Ref.modify(current, (g) => (g?.usable === usable ? [true, undefined] : [false, g]))
        if (wasCurrent) {
          yield* SubscriptionRef.set(status, Option.match(failure, { onNone: () => ({ _tag: "Idle" }), onSome: (error) => ({ _tag: "Failed", error }) }))
        }
      })

    const shared: FrameShared = {
      status,
      panel,
      events,
      sessionLive,
      reloadDetached: Effect.suspend(() => Effect.asVoid(Effect.forkIn(reload, outer)))
    }

    const start = Effect.gen(function*() {
      const usable = yield* Deferred.make<FrameConnection, FrameLoadError | Replaced>()
      const frame: Effect.Effect<never, FrameLoadError> = Either.match(resolveSetup(config, env), {
        onLeft: Effect.fail,
        onRight: (setup) => runFrame(setup, shared, (connection) => Effect.asVoid(Deferred.succeed(usable, connection)))
      })
      yield* SubscriptionRef.set(status, { _tag: "Loading" })
      // The frame starts once recorded as current, so that however soon it ends, `ended` finds it.
      const recorded = yield* Deferred.make<void>()
      const run = Effect.zipRight(Deferred.await(recorded), frame)
      const generation: Generation = { usable, fiber: yield* Effect.forkIn(Effect.onExit(run, (exit) => ended(usable, exit)), outer) }
      yield* Ref.set(current, generation)
      yield* Deferred.succeed(recorded, undefined)
      return generation
    })

    /** How the frame's loading ended, if it has: its connection, or why not. */
    const outcome = (generation: Generation) =>
      Effect.flatMap(Deferred.poll(generation.usable), (done) =>
        Option.isSome(done) ? Effect.map(Effect.exit(done.value), Option.some) : Effect.succeed(Option.none())
      )

    /** The frame in use, started when there is none (never used, failed to load, or replaced). */
    const inUse = lock.withPermits(1)(
      Effect.gen(function*() {
        if (yield* Ref.get(disposed)) return yield* Effect.fail(new FrameNotSet({ missing: "iframe" }))
        return (yield* Ref.get(current)) ?? (yield* start)
      })
    )

    const connection: Effect.Effect<FrameConnection, FrameLoadError> = Effect.suspend(() =>
      inUse.pipe(
        Effect.flatMap((generation) => Deferred.await(generation.usable)),
        Effect.catchTag("Replaced", () => connection)
      )
    )

    const reload: Effect.Effect<void> = lock.withPermits(1)(
      Effect.gen(function*() {
        const generation = yield* Ref.get(current)
        if (generation === undefined || (yield* Ref.get(disposed))) return
        // Waiters move on to the new frame, and the old one's end is no longer the service's status.
        yield* Deferred.fail(generation.usable, new Replaced())
        yield* Ref.set(current, undefined)
        yield* Fiber.interrupt(generation.fiber)
        yield* start
      })
    )

    /** The frame if it is usable now; nothing waits for it. */
    const ifUsable = (use: (connection: FrameConnection) => Effect.Effect<void>) =>
      Effect.gen(function*() {
        const generation = yield* Ref.get(current)
        const done = generation === undefined ? Option.none() : yield* outcome(generation)
        if (Option.isSome(done) && Exit.isSuccess(done.value)) yield* use(done.value.value)
      })

    const shape: SecureFrameShape = {
      status: Subscribable.make({ get: SubscriptionRef.get(status), changes: status.changes }),
      ready: Effect.asVoid(connection),
      request: (type, payload) => {
        // The frame would reload its own page and lose the port: a new iframe (and handshake) instead.
        if (type === "APP_RELOAD") return Effect.zipRight(reload, assumedSuccess(type))
        const sent = Effect.flatMap(connection, (c) => c.send(type, payload))
        // Signed out whatever the frame answers (SPEC §9 waits 3 s at most): the heartbeat has nothing left to watch.
        return type === "APP_SIGN_OUT" ? Effect.ensuring(sent, Ref.set(sessionLive, false)) : sent
      },
      abortOpenRequests: ifUsable((c) => c.abortOpen),
      events: Stream.fromPubSub(events),
      panel: Subscribable.make({ get: SubscriptionRef.get(panel), changes: panel.changes }),
      place: (box) => ifUsable((c) => Effect.sync(() => c.place(box))),
      reload
    }
    return shape
  })
