/** Events (SPEC §4 tracking): an in-memory log plus a PubSub for listeners such as analytics. */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as PubSub from "effect/PubSub"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { TimedEvent, WalletportEvent } from "../../schemas/events.js"
import { Events } from "../../services/Events.js"

/** How many events `useEvents()` keeps; older ones fall off. */
export const EVENT_LOG_MAX = 50

export const EventsLive: Layer.Layer<Events> = Layer.effect(
  Events,
  Effect.gen(function*() {
    const log = yield* SubscriptionRef.make<ReadonlyArray<TimedEvent>>([])
    const hub = yield* PubSub.unbounded<TimedEvent>()
    const track = Effect.fn("Events.track")(function*(event: WalletportEvent) {
      const timed: TimedEvent = { timestamp: yield* Clock.currentTimeMillis, event }
      yield* SubscriptionRef.update(log, (events) => [timed, ...events].slice(0, EVENT_LOG_MAX))
      yield* PubSub.publish(hub, timed)
    })
    return { log, track, stream: Stream.fromPubSub(hub) }
  })
)
