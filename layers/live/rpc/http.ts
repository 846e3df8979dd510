/**
 * One JSON-RPC HTTP POST to one endpoint (SPEC §7): the body as JSON, `text/plain` for the gateway (no CORS
 * preflight), 10 s with Effect.timeoutFail, interruption aborting the fetch, the status and Retry-After kept.
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { RPC_TIMEOUT_MS } from "../../../schemas/constants.js"
import { RpcHttpError, RpcTimeout } from "../../../schemas/errors/chainRpc.js"
import { parseRetryAfter } from "./policy.js"

/** The `fetch` the calls go through (the page's; tests and the chaos proxy pass their own). */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** Where to send: the URL and the content type it wants. */
export interface Endpoint {
  readonly url: string
  readonly contentType: "application/json" | "text/plain"
}

/** POSTs `body` and answers the parsed JSON. Fails: RpcHttpError (status, Retry-After, cause), RpcTimeout. */
export const postJson = (
  fetchImpl: Fetch,
  endpoint: Endpoint,
  body: unknown,
  timeoutMs: number = RPC_TIMEOUT_MS
): Effect.Effect<unknown, RpcHttpError | RpcTimeout> => {
  const { url } = endpoint
  return Effect.gen(function*() {
    const response = yield* Effect.tryPromise({
      // Effect aborts this signal when the fiber is interrupted (the timeout included).
      try: (signal) =>
        fetchImpl(url, {
          method: "POST",
          headers: { "content-type": endpoint.contentType },
          body: JSON.stringify(body),
          signal
        }),
      catch: (cause) => new RpcHttpError({ url, cause })
    })
    if (!response.ok) {
      const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), yield* Clock.currentTimeMillis)
      // Drain the body so the connection is reused; its text is kept for the developer.
      const text = yield* Effect.promise(() => response.text().catch(() => ""))
      return yield* new RpcHttpError({
        url,
        status: response.status,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        cause: text.slice(0, 512)
      })
    }
    return yield* Effect.tryPromise({
      try: () => response.json(),
      catch: (cause) => new RpcHttpError({ url, status: response.status, cause })
    })
  }).pipe(Effect.timeoutFail({ duration: Duration.millis(timeoutMs), onTimeout: () => new RpcTimeout({ url }) }))
}
