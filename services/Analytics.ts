/**
 * Analytics: events and error telemetry posted to `{analytics}/e`. Every method has E = never and
 * returns at once: events are queued and posted off the interaction path (and with sendBeacon on pagehide).
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

/** One tracked event: its name and data (events, serialised). */
export interface AnalyticsEvent {
  readonly event: string
  readonly properties?: { readonly [key: string]: unknown }
}

/** One error for the telemetry: where it happened and the error. */
export interface AnalyticsError {
  readonly event: string
  readonly error: unknown
}

export interface AnalyticsShape {
  /** Queues the event with the connected address; dropped when analytics is off and for MODAL_CREATED. Fails: never. */
  readonly track: (event: AnalyticsEvent, address?: string) => Effect.Effect<void>
  /** Queues error telemetry, at most 5 per 60 s (AnalyticsRateLimited logged past that). Fails: never. */
  readonly trackError: (error: AnalyticsError) => Effect.Effect<void>
  /** Posts everything queued now and waits for it (tests, dispose). Fails: never (AnalyticsRequestFailed logged). */
  readonly flush: Effect.Effect<void>
}

export class Analytics extends Context.Tag("walletport/Analytics")<Analytics, AnalyticsShape>() {}
