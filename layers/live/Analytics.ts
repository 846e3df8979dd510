/**
 * Analytics (SPEC §7) over @effect/platform's HttpClient, at the host's `analyticsUrl` (default: the hosted
 * service). Queue, then post from a background fiber after ANALYTICS_FLUSH_DELAY_MS (so a click's events leave
 * after it has been handled); on `pagehide` what is still queued goes with sendBeacon. Only with
 * `features.analytics` on and the explorer's analytics config not saying otherwise; never MODAL_CREATED; error
 * telemetry capped at 5 per 60 s; a 403 raises Invalid App Configuration once and stops posting.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Queue from "effect/Queue"
import * as Ref from "effect/Ref"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { AnalyticsEventBody } from "../../schemas/api/analytics.js"
import { apiHosts, SDK_TYPE, SDK_VERSION } from "../../schemas/api/hosts.js"
import { ERROR_TELEMETRY_MAX_EVENTS, ERROR_TELEMETRY_WINDOW_MS } from "../../schemas/constants.js"
import { AnalyticsRateLimited, AnalyticsRequestFailed } from "../../schemas/errors/analytics.js"
import type { WalletportEvent } from "../../schemas/events.js"
import { Alerts } from "../../services/Alerts.js"
import { Analytics, type AnalyticsEvent, type AnalyticsShape } from "../../services/Analytics.js"
import { Config } from "../../services/Config.js"
import { Events } from "../../services/Events.js"
import { Explorer } from "../../services/Explorer.js"
import { makeApiCaller } from "./apiRequest.js"

/** Queued events wait this long before they are posted, so they never compete with the interaction. */
export const ANALYTICS_FLUSH_DELAY_MS = 1000

/** SPEC §7, §5: never posted. */
export const UNTRACKED_EVENTS: ReadonlyArray<string> = ["MODAL_CREATED"]

/** What the layer needs from the page: where it is, pagehide, sendBeacon. */
export interface AnalyticsPage {
  readonly url: () => string
  readonly domain: () => string
  /** Calls `listener` on pagehide; returns the remover. */
  readonly onPageHide: (listener: () => void) => () => void
  /** Posts `body` to `url` as the page unloads; false when the browser refused. */
  readonly sendBeacon: (url: string, body: string) => boolean
}

/** The browser page (inert where there is none, e.g. a server render). */
export const browserPage: AnalyticsPage = {
  url: () => globalThis.location?.href ?? "",
  domain: () => globalThis.location?.hostname ?? "",
  onPageHide: (listener) => {
    if (typeof globalThis.addEventListener !== "function") return () => {}
    globalThis.addEventListener("pagehide", listener)
    return () => globalThis.removeEventListener("pagehide", listener)
  },
  sendBeacon: (url, body) => typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)
}

/** A SPEC §4 event as analytics sends it: its tag and data; catalogue errors as tag and message. */
export const analyticsEventOf = (event: WalletportEvent): AnalyticsEvent => {
  const { _tag, ...data } = event
  const properties: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    properties[key] = value instanceof Error ? { _tag: Reflect.get(value, "_tag"), message: value.message } : value
  }
  return { event: _tag, properties }
}

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

const encodeBody = Schema.encodeSync(AnalyticsEventBody)

export const makeAnalytics = (page: AnalyticsPage) =>
  Effect.gen(function*() {
    const config = yield* Config
    const alerts = yield* Alerts
    const explorer = yield* Explorer
    const base = apiHosts(config).analytics
    const { call } = makeApiCaller(yield* HttpClient.HttpClient, base, config.projectId)
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
      call({ method: "POST", path: "/e", body: { schema: AnalyticsEventBody, value: body }, response: Schema.Unknown }).pipe(
        Effect.asVoid,
        Effect.catchAll((failure) =>
          Effect.gen(function*() {
            const error = new AnalyticsRequestFailed(
              failure.status === undefined ? { cause: failure.cause } : { status: failure.status, cause: failure.cause }
            )
            yield* Effect.logDebug(error.message)
            if (failure.status === 403) {
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
    const beaconUrl = () => {
      const url = new URL(`${base.replace(/\/+$/, "")}/e`)
      url.search = new URLSearchParams({ projectId: config.projectId, st: SDK_TYPE, sv: SDK_VERSION }).toString()
      return url.toString()
    }
    const remove = page.onPageHide(() => {
      const bodies = Effect.runSync(Queue.takeAll(queue))
      for (const body of bodies) page.sendBeacon(beaconUrl(), JSON.stringify(encodeBody(body)))
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

    // Every SPEC §4 event the modal tracks goes to analytics too.
    const events = yield* Events
    yield* events.stream.pipe(
      Stream.runForEach(({ event }) => track(analyticsEventOf(event))),
      Effect.forkScoped
    )
    // Let the forked fiber subscribe before the layer is handed out, so the first events are not missed.
    for (let i = 0; i < 3; i++) yield* Effect.yieldNow()

    const shape: AnalyticsShape = { track, trackError, flush }
    return shape
  })

/** The analytics layer over a given page (tests pass a fake one). */
export const analyticsLive = (page: AnalyticsPage): Layer.Layer<Analytics, never, HttpClient.HttpClient | Config | Alerts | Explorer | Events> =>
  Layer.scoped(Analytics, makeAnalytics(page))

export const AnalyticsLive: Layer.Layer<Analytics, never, HttpClient.HttpClient | Config | Alerts | Explorer | Events> = analyticsLive(
  browserPage
)
