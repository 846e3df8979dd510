/**
 * One HTTP call to a SPEC §7 service over @effect/platform's HttpClient: base + path, the identifying query
 * (`projectId`, `st`, `sv`), a Schema-encoded body, a Schema-decoded response, and the retry of transient
 * failures on API_RETRY_SCHEDULE. Failures come back as HttpFailure (status and decoded error body kept) for
 * each service to map onto its catalogue errors; platform errors never leave the live layers.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import { ApiErrorBody } from "../../schemas/api/blockchainApi.js"
import { identifyingQuery } from "../../schemas/api/hosts.js"
import { ApiRequestFailed, ApiUnauthorized, SERVER_MESSAGES } from "../../schemas/errors/dataApi.js"
import type { AlertKind } from "../../schemas/errors/alerts.js"
import type { AlertsShape } from "../../services/Alerts.js"

/** First retry delay of a transient data-call failure; doubles after each retry. */
export const API_RETRY_BASE_DELAY_MS = 200
/** Retries after the first attempt of a transient data-call failure. */
export const API_RETRY_COUNT = 2
/** Statuses worth another try (timeouts, rate limits, gateway and server errors). */
export const API_RETRYABLE_STATUSES: ReadonlyArray<number> = [408, 429, 500, 502, 503, 504]

/** SPEC §7: the retry of transient data-call failures: 200 ms, then 400 ms. */
export const API_RETRY_SCHEDULE = Schedule.exponential(Duration.millis(API_RETRY_BASE_DELAY_MS)).pipe(
  Schedule.intersect(Schedule.recurs(API_RETRY_COUNT))
)

/** A failed call before mapping: no status for a transport failure; `body` when the server said why. */
export class HttpFailure extends Data.TaggedError("HttpFailure")<{
  readonly path: string
  readonly status?: number
  readonly body?: ApiErrorBody
  readonly cause?: unknown
  /** Worth another try on the same URL: a transport failure or a retryable status. */
  readonly transient: boolean
}> {}

const isTransient = (failure: HttpFailure): boolean => failure.transient

const decodeErrorBody = Schema.decodeUnknownEither(ApiErrorBody)

/** Query values; undefined ones are left out. */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>

export interface CallSpec<A, I, B = never, BI = never> {
  readonly method: "GET" | "POST"
  /** Starts with "/"; path parameters already encoded (see `segment`). */
  readonly path: string
  readonly query?: Query
  readonly body?: { readonly schema: Schema.Schema<B, BI>; readonly value: B }
  readonly response: Schema.Schema<A, I>
}

/** Encodes one path segment. */
export const segment = (value: string): string => encodeURIComponent(value)

const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, "")}${path}`

/** A caller bound to one base URL and project. */
export interface ApiCaller {
  readonly call: <A, I, B = never, BI = never>(spec: CallSpec<A, I, B, BI>) => Effect.Effect<A, HttpFailure>
}

/** Builds the caller; every request carries projectId, st and sv (SPEC §7; the explorer and analytics too). */
export const makeApiCaller = (httpClient: HttpClient.HttpClient, base: string, projectId: string): ApiCaller => {
  // No `traceparent`: a header the services do not list in their CORS answers would fail every preflight.
  const client = HttpClient.withTracerPropagation(httpClient, false)
  return {
  call: <A, I, B, BI>(spec: CallSpec<A, I, B, BI>) => {
    const { path } = spec
    const attempt = Effect.gen(function*() {
      const query = identifyingQuery(projectId)
      for (const [key, value] of Object.entries(spec.query ?? {})) if (value !== undefined) query[key] = String(value)
      let request = HttpClientRequest.make(spec.method)(joinUrl(base, path), { urlParams: query })
      if (spec.body !== undefined) {
        const encoded = yield* Schema.encode(spec.body.schema)(spec.body.value).pipe(
          Effect.mapError((cause) => new HttpFailure({ path, cause, transient: false }))
        )
        request = HttpClientRequest.bodyUnsafeJson(request, encoded)
      }
      const response = yield* client.execute(request).pipe(Effect.mapError((cause) => new HttpFailure({ path, cause, transient: true })))
      const json = yield* response.json.pipe(Effect.orElseSucceed((): unknown => undefined))
      if (response.status < 200 || response.status >= 300) {
        const body = decodeErrorBody(json)
        const status = response.status
        const transient = API_RETRYABLE_STATUSES.includes(status)
        return yield* new HttpFailure(Either.isRight(body) ? { path, status, body: body.right, transient } : { path, status, transient })
      }
      return yield* Schema.decodeUnknown(spec.response)(json).pipe(
        Effect.mapError((cause) => new HttpFailure({ path, status: response.status, cause, transient: false }))
      )
    })
    return attempt.pipe(Effect.retry({ schedule: API_RETRY_SCHEDULE, while: isTransient }))
  }
  }
}

const REASONS: ReadonlyArray<ApiUnauthorized["reason"]> = ["originNotAllowed", "jwtNotYetValid", "invalidKey"]

/** SPEC §8: the alert each mapped server message raises. */
export const ALERT_FOR_REASON: { readonly [R in ApiUnauthorized["reason"]]: AlertKind } = {
  originNotAllowed: "invalidAppConfiguration",
  invalidKey: "invalidProjectId",
  jwtNotYetValid: "jwtTokenNotValid"
}

/** The mapped server refusal in a failure, if its message is one of SPEC §8's. */
export const unauthorizedReason = (failure: HttpFailure): ApiUnauthorized["reason"] | undefined => {
  const message = failure.body?.message
  return REASONS.find((reason) => SERVER_MESSAGES[reason] === message)
}

/** The API's first reason description (SPEC §8 names errors). */
export const firstReason = (failure: HttpFailure): string | undefined => failure.body?.reasons?.[0]?.description

/**
 * Maps a failure to ApiUnauthorized (raising its alert once) or hands it to `other`.
 */
export const mapFailure = <E>(alerts: AlertsShape, other: (failure: HttpFailure) => E) =>
(failure: HttpFailure): Effect.Effect<never, ApiUnauthorized | E> => {
  const reason = unauthorizedReason(failure)
  if (reason === undefined) return Effect.fail(other(failure))
  const error = new ApiUnauthorized({ reason })
  return Effect.zipRight(alerts.raise(ALERT_FOR_REASON[reason], error), Effect.fail(error))
}

/** The generic catalogue form of a failure. */
export const requestFailed = (failure: HttpFailure): ApiRequestFailed =>
  new ApiRequestFailed(
    failure.status === undefined ? { path: failure.path, cause: failure.cause } : { path: failure.path, status: failure.status, cause: failure.cause }
  )
