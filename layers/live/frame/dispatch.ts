/**
 * Where each message from the port goes once read (inbox.ts): a reply to its open request, FRAME_READY to
 * the lifecycle, the other events to the service's state and subscribers; anything else is counted as
 * dropped. Never fails: nothing the frame sends can stop the consumer.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as PubSub from "effect/PubSub"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { FrameEventMessage } from "../../../schemas/frame/envelope.js"
import type { FramePanelRequest } from "../../../services/SecureFrame.js"
import type { FrameDrop, OnDropped } from "./drops.js"
import { readIncoming } from "./inbox.js"
import type { OpenRequests } from "./openRequests.js"

export interface Recipients {
  readonly open: OpenRequests
  /** Completed by the first FRAME_READY with the frame's version. */
  readonly frameReady: Deferred.Deferred<string>
  readonly panel: SubscriptionRef.SubscriptionRef<FramePanelRequest | undefined>
  readonly events: PubSub.PubSub<FrameEventMessage>
  /** FRAME_SESSION_UPDATE: a session started (a token) or ended (an empty one). */
  readonly onSession: (live: boolean) => Effect.Effect<void>
  /** FRAME_HIDE_PANEL: the frame goes back to hidden. */
  readonly hide: () => void
  readonly onDropped: OnDropped
}

export const dispatch = (to: Recipients) => {
  const drop = (reason: FrameDrop) => Effect.sync(() => to.onDropped(reason))

  const onEvent = (event: FrameEventMessage): Effect.Effect<void> => {
    switch (event.type) {
      case "FRAME_READY":
        return Effect.flatMap(Deferred.succeed(to.frameReady, event.payload.version), (first) =>
          first ? Effect.void : drop("repeated-ready")
        )
      case "FRAME_SESSION_UPDATE":
        return Effect.zipRight(to.onSession(event.payload.token !== ""), PubSub.publish(to.events, event))
      case "FRAME_SHOW_PANEL": {
        const { method, panel, requestId } = event.payload
        return Effect.zipRight(SubscriptionRef.set(to.panel, { panel, requestId, method }), PubSub.publish(to.events, event))
      }
      case "FRAME_HIDE_PANEL":
        return Effect.all([
          SubscriptionRef.set(to.panel, undefined),
          Effect.sync(to.hide),
          PubSub.publish(to.events, event)
        ])
    }
  }

  return (data: unknown): Effect.Effect<void> => {
    const incoming = readIncoming(data)
    switch (incoming._tag) {
      case "Dropped":
        return drop(incoming.reason)
      case "Reply":
        return Effect.flatMap(to.open.settle(incoming.reply), (reason) => (reason === undefined ? Effect.void : drop(reason)))
      case "Event":
        return onEvent(incoming.event)
    }
  }
}
