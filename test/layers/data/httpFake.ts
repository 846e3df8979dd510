/**
 * An HttpClient test layer: a handler answers each request (a web Response or a transport failure), and every
 * request is recorded with its decoded URL and JSON body.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientError from "@effect/platform/HttpClientError"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

export interface Recorded {
  readonly method: string
  readonly url: URL
  readonly body: unknown
  readonly headers: Readonly<Record<string, string>>
}

/** What a handler answers: a Response, or "offline" for a transport failure. */
export type Answer = Response | "offline"
export type Handler = (request: Recorded) => Answer

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

export interface HttpFake {
  readonly layer: Layer.Layer<HttpClient.HttpClient>
  readonly requests: Array<Recorded>
  /** Requests to a path (ignoring the base). */
  readonly to: (path: string) => ReadonlyArray<Recorded>
}

const bodyOf = (request: HttpClientRequest.HttpClientRequest): unknown =>
  request.body._tag === "Uint8Array" ? JSON.parse(new TextDecoder().decode(request.body.body)) : undefined

export const httpFake = (handler: Handler): HttpFake => {
  const requests: Array<Recorded> = []
  const client = HttpClient.make((request, url) =>
    Effect.suspend(() => {
      const recorded: Recorded = { method: request.method, url, body: bodyOf(request), headers: request.headers }
      requests.push(recorded)
      const answer = handler(recorded)
      return answer === "offline"
        ? Effect.fail(new HttpClientError.RequestError({ request, reason: "Transport", description: "offline" }))
        : Effect.succeed(HttpClientResponse.fromWeb(request, answer))
    })
  )
  return {
    layer: Layer.succeed(HttpClient.HttpClient, client),
    requests,
    to: (path) => requests.filter((r) => r.url.pathname.endsWith(path))
  }
}
