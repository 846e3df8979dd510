/** The HTTP side of analytics (SPEC §7): POST {analytics}/e over @effect/platform's HttpClient. */
import * as HttpClient from "@effect/platform/HttpClient"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { AnalyticsEventBody } from "../../schemas/api/analytics.js"
import { apiHosts } from "../../schemas/api/hosts.js"
import { AnalyticsRequestFailed } from "../../schemas/errors/analytics.js"
import type { Alerts } from "../../services/Alerts.js"
import { Analytics } from "../../services/Analytics.js"
import { Config } from "../../services/Config.js"
import type { Events } from "../../services/Events.js"
import type { Explorer } from "../../services/Explorer.js"
import { type AnalyticsTransport, makeAnalytics } from "./Analytics.js"
import type { AnalyticsPage } from "./AnalyticsPage.js"
import { forwardEvents } from "./analyticsEvents.js"
import { makeApiCaller } from "./apiRequest.js"

/** The transport over HttpClient (projectId/st/sv, retry of transient failures). */
export const makeAnalyticsTransport: Effect.Effect<AnalyticsTransport, never, HttpClient.HttpClient | Config> = Effect.gen(
  function*() {
    const config = yield* Config
    const { call } = makeApiCaller(yield* HttpClient.HttpClient, apiHosts(config).analytics, config.projectId)
    return (body) =>
      call({ method: "POST", path: "/e", body: { schema: AnalyticsEventBody, value: body }, response: Schema.Unknown }).pipe(
        Effect.asVoid,
        Effect.mapError((failure) =>
          new AnalyticsRequestFailed(
            failure.status === undefined ? { cause: failure.cause } : { status: failure.status, cause: failure.cause }
          )
        )
      )
  }
)

/** The analytics layer over a given page (tests pass a fake one) and HttpClient. */
export const analyticsLive = (page: AnalyticsPage): Layer.Layer<Analytics, never, HttpClient.HttpClient | Config | Alerts | Explorer | Events> =>
  Layer.scoped(
    Analytics,
    Effect.gen(function*() {
      const send = yield* makeAnalyticsTransport
      const analytics = yield* makeAnalytics(page, Effect.succeed(send))
      yield* forwardEvents(analytics)
      return analytics
    })
  )
