/**
 * Analytics (SPEC §7), posting through an AnalyticsTransport (analyticsTransport.ts: HttpClient, at the host's
 * `analyticsUrl`, default the hosted service). Queue, then post from a background fiber after ANALYTICS_FLUSH_DELAY_MS (so a click's events leave
 * after it has been handled); on `pagehide` what is still queued goes with sendBeacon. Only with
 * `features.analytics` on and the explorer's analytics config not saying otherwise; never MODAL_CREATED; error
 * telemetry capped at 5 per 60 s; a 403 raises Invalid App Configuration once and stops posting.
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"
import * as Ref from "effect/Ref"
import type { AnalyticsEventBody } from "../../schemas/api/analytics.js"
import { apiHosts, identifiedUrl } from "../../schemas/api/hosts.js"
import { ERROR_TELEMETRY_MAX_EVENTS, ERROR_TELEMETRY_WINDOW_MS } from "../../schemas/constants.js"
import { AnalyticsRateLimited, type AnalyticsRequestFailed } from "../../schemas/errors/analytics.js"
import { Alerts } from "../../services/Alerts.js"
import type { AnalyticsShape } from "../../services/Analytics.js"
import type { AnalyticsPage } from "./AnalyticsPage.js"
import { Config } from "../../services/Config.js"
import { Explorer } from "../../services/Explorer.js"

/** Queued events wait this long before they are posted, so they never compete with the interaction. */
export const ANALYTICS_FLUSH_DELAY_MS = 1000

/** SPEC §7, §5: never posted. */
export const UNTRACKED_EVENTS: ReadonlyArray<string> = ["MODAL_CREATED"]

const newEventId = (): string =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`

const errorText = (error: unknown): { errorType: string; errorMessage: string; stackTrace?: string } =>
  error instanceof Error
    ? {
      errorType: typeof Reflect.get(error, "_tag") === "string" ? String(Reflect.get(error, "_tag")) : error.name,
      errorMessage: error.message,
      ...(error.stack === undefined ? {} : { stackTrace: error.stack })
    }
    : { errorType: typeof error, errorMessage: String(error) }


/** Posts one event to `{analytics}/e`. Fails: AnalyticsRequestFailed (with the status when there was one). */
export type AnalyticsTransport = (body: AnalyticsEventBody) => Effect.Effect<void, AnalyticsRequestFailed>

/**
 * The analytics service; `transport` is asked for on the first post only, so the HTTP stack can load late
 * (the runtime passes a lazily imported one).
 */
export const makeAnalytics = (page: AnalyticsPage, transport: Effect.Effect<AnalyticsTransport>) =>
  Effect.gen(function*() {
    const config = yield* Config
    const alerts = yield* Alerts
    const explorer = yield* Explorer
    const base = apiHosts(config).analytics
    const queue = yield* Queue.unbounded<AnalyticsEventBody>()
    // Wakes the poster; sliding, so a burst of events is one wake-up.
    const wake = yield* Queue.sliding<void>(1)
    const errorTimes = yield* Ref.make<ReadonlyArray<number>>([])
    // Off when the host says so, after a 403, or when the explorer's config disables analytics.
    const stopped = yield* Ref.make(!config.features.analytics)
    const enabledByExplorer = yield* explorer.getAnalyticsConfig.pipe(
      Effect.map((c) => c.isAnalyticsEnabled),
      Effect.orElseSucceed(() => true),
      Effect.cached
    )

    const enqueue = (props: Record<string, unknown>) =>
      Effect.gen(function*() {
        if (yield* Ref.get(stopped)) return
        const timestamp = yield* Clock.currentTimeMillis
        yield* Queue.offer(queue, { eventId: newEventId(), url: page.url(), domain: page.domain(), timestamp, props })
        yield* Queue.offer(wake, undefined)
      })

    const post = (body: AnalyticsEventBody) =>
      Effect.flatMap(transport, (send) => send(body)).pipe(
        Effect.catchAll((error) =>
          Effect.gen(function*() {
            yield* Effect.logDebug(error.message)
            if (error.status === 403) {
              yield* Ref.set(stopped, true)
              yield* alerts.raise("invalidAppConfiguration", error)
            }
          })
        )
      )

    const flush = Effect.gen(function*() {
      const bodies = yield* Queue.takeAll(queue)
      if (!(yield* enabledByExplorer)) return
      for (const body of bodies) {
        if (yield* Ref.get(stopped)) return
        yield* post(body)
      }
    }).pipe(Effect.withSpan("Analytics.flush"))

    // The background poster: wait for an event, let the interaction finish, post what queued meanwhile.
    yield* Queue.take(wake).pipe(
      Effect.zipRight(Effect.sleep(ANALYTICS_FLUSH_DELAY_MS)),
      Effect.zipRight(flush),
      Effect.forever,
      Effect.forkScoped
    )

    // pagehide: what is still queued leaves with sendBeacon (fetch may not finish as the page goes).
    const beaconUrl = () => identifiedUrl(base, "/e", config.projectId)
    const remove = page.onPageHide(() => {
      const bodies = Effect.runSync(Queue.takeAll(queue))
      for (const body of bodies) page.sendBeacon(beaconUrl(), JSON.stringify(body))
    })
    yield* Effect.addFinalizer(() => Effect.sync(remove))

    const track: AnalyticsShape["track"] = (event, address) =>
      UNTRACKED_EVENTS.includes(event.event)
        ? Effect.void
        : enqueue({ type: "track", event: event.event, properties: event.properties ?? {}, ...(address === undefined ? {} : { address }) })

    const trackError: AnalyticsShape["trackError"] = ({ event, error }) =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        const allowed = yield* Ref.modify(errorTimes, (times) => {
          const recent = times.filter((t) => now - t < ERROR_TELEMETRY_WINDOW_MS)
          return recent.length < ERROR_TELEMETRY_MAX_EVENTS ? [true, [...recent, now]] : [false, recent]
        })
        if (!allowed) return yield* Effect.logDebug(new AnalyticsRateLimited({ event }).message)
        yield* enqueue({ type: "error", event, ...errorText(error) })
      })

    const shape: AnalyticsShape = { track, trackError, flush }
    return shape
  })
