/**
 * The wallet server's HTTP API (schemas/walletServer/api.ts) from the frame: same origin, cookies included,
 * JSON bodies, responses decoded with the shared schemas. A non-2xx answer becomes a ServerApiError carrying
 * the server's message (shown to the visitor by the library) and its ApiError code.
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { ApiError } from "../schemas/walletServer/api.js"
import { FrameFailure } from "./failure.js"

export type ApiErrorCode = ApiError["error"]

export class ServerApiError extends FrameFailure {
  constructor(
    message: string,
    readonly error: ApiErrorCode | undefined,
    readonly status: number
  ) {
    super(message)
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface ServerApi {
  readonly post: <A, I>(path: string, body: unknown, response: Schema.Schema<A, I>) => Promise<A>
  readonly postEmpty: (path: string, body: unknown) => Promise<void>
  readonly get: <A, I>(path: string, response: Schema.Schema<A, I>) => Promise<A>
}

const decodeApiError = Schema.decodeUnknownEither(ApiError)

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

const failed = async (response: Response): Promise<never> => {
  const body = decodeApiError(await readJson(response))
  throw Either.isRight(body)
    ? new ServerApiError(body.right.message, body.right.error, response.status)
    : new ServerApiError(`The wallet server answered ${response.status}`, undefined, response.status)
}

export const createServerApi = (fetchFn: FetchLike): ServerApi => {
  const call = async (method: "GET" | "POST", path: string, body?: unknown): Promise<Response> => {
    const init: RequestInit = { method, credentials: "same-origin", headers: { accept: "application/json" } }
    const response = await fetchFn(
      path,
      body === undefined ? init : { ...init, headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(body) }
    )
    return response.ok ? response : failed(response)
  }
  const decoded = async <A, I>(response: Response, schema: Schema.Schema<A, I>): Promise<A> => {
    const value = Schema.decodeUnknownEither(schema)(await readJson(response))
    if (Either.isLeft(value)) throw new ServerApiError("The wallet server's answer was malformed", undefined, response.status)
    return value.right
  }
  return {
    post: async (path, body, response) => decoded(await call("POST", path, body), response),
    postEmpty: async (path, body) => {
      await call("POST", path, body)
    },
    get: async (path, response) => decoded(await call("GET", path), response)
  }
}
