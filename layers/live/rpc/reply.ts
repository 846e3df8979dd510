/** A JSON-RPC reply → its result, or the catalogue error it stands for (SPEC §8). */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import type * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { type NodeError, RpcHttpError, type RpcRequestError } from "../../../schemas/errors/chainRpc.js"
import { JsonRpcReply } from "./codecs.js"
import { fromJsonRpcError } from "./nodeErrors.js"

const decodeReply = Schema.decodeUnknownEither(JsonRpcReply)

/** Decodes a call's result (a Schema's decodeUnknownEither). */
export type Decode<A> = (result: unknown) => Either.Either<A, ParseResult.ParseError>

/**
 * The result of the reply to request `id`. A reply that is not JSON-RPC, answers another id or whose result does
 * not decode is a bad reply (RpcHttpError with status 200: transient, another try may get a good one).
 */
export const unwrapReply = <A>(
  url: string,
  raw: unknown,
  id: number,
  decode: Decode<A>
): Effect.Effect<A, RpcHttpError | RpcRequestError | NodeError> => {
  const reply = decodeReply(raw)
  if (Either.isLeft(reply)) return Effect.fail(new RpcHttpError({ url, status: 200, cause: reply.left }))
  if (reply.right.id !== id) {
    return Effect.fail(new RpcHttpError({ url, status: 200, cause: `reply id ${String(reply.right.id)} is not ${id}` }))
  }
  if (reply.right.error !== undefined) return Effect.fail(fromJsonRpcError(url, reply.right.error))
  const result = decode(reply.right.result)
  return Either.isLeft(result)
    ? Effect.fail(new RpcHttpError({ url, status: 200, cause: result.left }))
    : Effect.succeed(result.right)
}
