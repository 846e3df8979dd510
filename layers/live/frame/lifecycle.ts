/**
 * One frame's life (SPEC §4, §9 on Effect's Clock): the iframe inserted (Loading), the handshake, FRAME_READY,
 * usable FRAME_READY_DELAY_MS later (Ready). No FRAME_READY within FRAME_LOAD_TIMEOUT_MS from insertion fails
 * it with FrameTimeout (load): a page that could not be fetched, a 403 (origin not allowed: the frame stays
 * silent) or a frame that never answers all end there, since browsers fire no `error` event on iframes and a
 * 403 page still fires `load`. Once usable it lives until its scope ends (reload, dispose): then the iframe
 * goes, the port closes, and the requests still open fail as aborted.
 */
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FiberHandle from "effect/FiberHandle"
import type * as PubSub from "effect/PubSub"
import * as Queue from "effect/Queue"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS } from "../../../schemas/constants.js"
import { FrameRequestAborted, FrameTimeout, RpcRequestAborted } from "../../../schemas/errors/frame.js"
import type { FrameEventMessage } from "../../../schemas/frame/envelope.js"
import type { FrameBox, FramePanelRequest, FrameStatus } from "../../../services/SecureFrame.js"
import { dispatch } from "./dispatch.js"
import type { FrameLocation } from "./frameUrl.js"
import { handshake, type HandshakeEnv } from "./handshake.js"
import { heartbeat } from "./heartbeat.js"
import { mountIframe, placeIframe } from "./iframe.js"
import { makeOpenRequests, type OpenRequests } from "./openRequests.js"
import { listenPort } from "./port.js"
import { type FrameSender, makeSender } from "./requests.js"

/** Where one frame runs. */
export interface FrameSetup extends HandshakeEnv {
  readonly document: Document
  readonly location: FrameLocation
}

/** What outlives one frame: the service's public state, and how to replace a dead frame. */
export interface FrameShared {
  readonly status: SubscriptionRef.SubscriptionRef<FrameStatus>
  readonly panel: SubscriptionRef.SubscriptionRef<FramePanelRequest | undefined>
  readonly events: PubSub.PubSub<FrameEventMessage>
  /** A session is live (the last FRAME_SESSION_UPDATE had a token): the heartbeat runs. Kept across reloads. */
  readonly sessionLive: Ref.Ref<boolean>
  /** Replaces this frame with a new one; runs outside it (it ends this frame's scope). */
  readonly reloadDetached: Effect.Effect<void>
}

/** A usable frame. */
export interface FrameConnection extends FrameSender {
  readonly place: (box: FrameBox | undefined) => void
}

const failOpen = (open: OpenRequests) =>
  Effect.flatMap(open.takeAll(() => true), (left) =>
    Effect.forEach(
      left,
      ([, request]) =>
        Deferred.fail(
          request.reply,
          request.type === "APP_RPC_REQUEST"
            ? new RpcRequestAborted({ method: request.method })
            : new FrameRequestAborted({ request: request.type })
        ),
      { discard: true }
    )
  )

/** Runs one frame until interrupted; fails only while loading. `onUsable` gets it once Ready. */
export const runFrame = (
  setup: FrameSetup,
  shared: FrameShared,
  onUsable: (connection: FrameConnection) => Effect.Effect<void>
): Effect.Effect<never, FrameTimeout> =>
  Effect.scoped(
    Effect.gen(function*() {
      const scope: Scope.Scope = yield* Effect.scope
      const iframe = yield* mountIframe(setup.document, setup.location.src)
      const open = makeOpenRequests()
      yield* Effect.addFinalizer(() => Effect.zipRight(failOpen(open), SubscriptionRef.set(shared.panel, undefined)))
      const frameReady = yield* Deferred.make<string>()
      const beats = yield* FiberHandle.make<void, never>()
      const inbox = yield* Queue.unbounded<unknown>()

      const startBeats = (sender: FrameSender) =>
        FiberHandle.run(beats, heartbeat(sender.send("APP_HEARTBEAT", {}), shared.reloadDetached, Ref.get(shared.sessionLive)), {
          onlyIfMissing: true
        })

      const connect = Effect.gen(function*() {
        const port = yield* handshake(setup, iframe, setup.location.origin)
        const sender = makeSender(port, open, scope)
        const handle = dispatch({
          open,
          frameReady,
          panel: shared.panel,
          events: shared.events,
          onSession: (live) => Effect.zipRight(Ref.set(shared.sessionLive, live), live ? startBeats(sender) : FiberHandle.clear(beats)),
          hide: () => placeIframe(iframe, undefined),
          onDropped: setup.onDropped
        })
        yield* listenPort(port, (data) => Queue.unsafeOffer(inbox, data), setup.onDropped)
        yield* Effect.forkIn(Effect.forever(Effect.flatMap(Queue.take(inbox), handle)), scope)
        return { sender, version: yield* Deferred.await(frameReady) }
      })

      const { sender, version } = yield* connect.pipe(
        Effect.timeoutFail({ duration: Duration.millis(FRAME_LOAD_TIMEOUT_MS), onTimeout: () => new FrameTimeout({ phase: "load" }) })
      )
      yield* Effect.sleep(Duration.millis(FRAME_READY_DELAY_MS))
      yield* SubscriptionRef.set(shared.status, { _tag: "Ready", version })
      if (yield* Ref.get(shared.sessionLive)) yield* startBeats(sender)
      yield* onUsable({ ...sender, place: (box) => placeIframe(iframe, box) })
      return yield* Effect.never
    })
  )
