/** JSON-RPC 2.0 to a network's RPC URL (FrameConfig.rpcUrls): the node's own error code and message are passed on. */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { FrameFailure } from "../failure.js"
import type { FetchLike } from "../serverApi.js"

// The error member first: a property of type Unknown also accepts a missing key.
const RpcAnswer = Schema.Union(
  Schema.Struct({ error: Schema.Struct({ code: Schema.Number, message: Schema.String }) }),
  Schema.Struct({ result: Schema.Unknown })
)
const decodeAnswer = Schema.decodeUnknownEither(RpcAnswer)

export type JsonRpc = (method: string, params: unknown) => Promise<unknown>

export const jsonRpc = (fetchFn: FetchLike, url: string): JsonRpc => {
  let next = 1
  return async (method, params) => {
    const response = await fetchFn(url, {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: next++, method, params: params ?? [] })
    })
    let json: unknown
    try {
      json = await response.json()
    } catch {
      throw new FrameFailure(`The network's RPC answered ${response.status}`, -32603)
    }
    const answer = decodeAnswer(json)
    if (Either.isLeft(answer)) throw new FrameFailure("The network's RPC answer was malformed", -32603)
    if ("error" in answer.right) throw new FrameFailure(answer.right.error.message, Math.trunc(answer.right.error.code))
    return answer.right.result
  }
}
