/** An Analytics for tests: records what would be posted (MODAL_CREATED dropped, like the live layer). */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import { Analytics, type AnalyticsError, type AnalyticsEvent } from "../../services/Analytics.js"
import { UNTRACKED_EVENTS } from "../live/Analytics.js"

export interface RecordedAnalytics {
  readonly events: ReadonlyArray<AnalyticsEvent & { readonly address?: string }>
  readonly errors: ReadonlyArray<AnalyticsError>
}

/** The layer and the record it fills. */
export const analyticsTest = (): { readonly layer: Layer.Layer<Analytics>; readonly recorded: Ref.Ref<RecordedAnalytics> } => {
  const recorded = Ref.unsafeMake<RecordedAnalytics>({ events: [], errors: [] })
  const layer = Layer.succeed(Analytics, {
    track: (event, address) =>
      UNTRACKED_EVENTS.includes(event.event)
        ? Effect.void
        : Ref.update(recorded, (r) => ({ ...r, events: [...r.events, address === undefined ? event : { ...event, address }] })),
    trackError: (error) => Ref.update(recorded, (r) => ({ ...r, errors: [...r.errors, error] })),
    flush: Effect.void
  })
  return { layer, recorded }
}
