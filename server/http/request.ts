/** Reading a request: its JSON body through a Schema, its cookies, and the same-origin rule of the API. */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { SERVER_MESSAGES } from "../../schemas/errors/dataApi.js"
import { fail } from "./respond.js"

/** Bodies above this are refused before parsing (the largest legitimate one is a share upload, < 8 KiB). */
export const MAX_BODY_BYTES = 64 * 1024

export const readBody = async <A, I>(request: Request, schema: Schema.Schema<A, I>): Promise<A> => {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    throw fail(415, "bad_request", "Expected a JSON body")
  }
  const declared = Number(request.headers.get("content-length") ?? "0")
  if (declared > MAX_BODY_BYTES) throw fail(413, "bad_request", "Body too large")
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength > MAX_BODY_BYTES) throw fail(413, "bad_request", "Body too large")
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw fail(400, "bad_request", "Malformed JSON")
  }
  const decoded = Schema.decodeUnknownEither(schema, { onExcessProperty: "error" })(parsed)
  if (Either.isLeft(decoded)) throw fail(400, "bad_request", "Invalid request body")
  return decoded.right
}

export const cookie = (request: Request, name: string): string | undefined => {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=")
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/**
 * The API's only caller is the frame, served from this same origin. A POST must carry `Origin: <ours>` (browsers
 * always send it on POST); a GET may omit it (same-origin GETs do), but not name another origin or site.
 */
export const requireSameOrigin = (request: Request, ownOrigin: string): void => {
  const origin = request.headers.get("origin")
  const site = request.headers.get("sec-fetch-site")
  const mustHave = request.method !== "GET" && request.method !== "HEAD"
  if ((mustHave || origin !== null) && origin !== ownOrigin) {
    throw fail(403, "origin_not_allowed", SERVER_MESSAGES.originNotAllowed)
  }
  if (site !== null && site !== "same-origin") throw fail(403, "origin_not_allowed", SERVER_MESSAGES.originNotAllowed)
}
