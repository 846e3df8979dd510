/** SPEC §4 → §7: every event the modal tracks is sent to analytics too. */
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import type { WalletportEvent } from "../../schemas/events.js"
import type { AnalyticsEvent, AnalyticsShape } from "../../services/Analytics.js"
import { Events } from "../../services/Events.js"
import { followStream } from "./followStream.js"

/** A SPEC §4 event as analytics sends it: its tag and data; catalogue errors as tag and message. */
export const analyticsEventOf = (event: WalletportEvent): AnalyticsEvent => {
  const { _tag, ...data } = event
  const properties: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    properties[key] = value instanceof Error ? { _tag: Reflect.get(value, "_tag"), message: value.message } : value
  }
  return { event: _tag, properties }
}

/** Forwards the event stream to `analytics.track` for the life of the scope. */
export const forwardEvents = (analytics: Pick<AnalyticsShape, "track">): Effect.Effect<void, never, Events | Scope.Scope> =>
  Effect.gen(function*() {
    const events = yield* Events
    yield* followStream(events.stream, ({ event }) => analytics.track(analyticsEventOf(event)))
  })
