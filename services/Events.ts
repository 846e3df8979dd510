/** Tracked events: MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS … for `useEvents()` and analytics. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Stream from "effect/Stream"
import type * as SubscriptionRef from "effect/SubscriptionRef"
import type { TimedEvent, WalletportEvent } from "../schemas/events.js"

export interface EventsShape {
  /** Newest first, at most EVENT_LOG_MAX entries. */
  readonly log: SubscriptionRef.SubscriptionRef<ReadonlyArray<TimedEvent>>
  /** Stamps the event with the Clock and publishes it. Never fails. */
  readonly track: (event: WalletportEvent) => Effect.Effect<void>
  /** Every event tracked after subscription. */
  readonly stream: Stream.Stream<TimedEvent>
}

export class Events extends Context.Tag("walletport/Events")<Events, EventsShape>() {}
