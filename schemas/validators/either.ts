/** The Either form of a safe validator result, for walletport/effect. */
import * as Either from "effect/Either"
import type { SafeParseResult } from "./core/result.js"

/** `{ success: true, data }` → `Either.right(data)`; `{ success: false, error }` → `Either.left(error)`. */
export const toEither = <A, E>(result: SafeParseResult<A, E>): Either.Either<A, E> =>
  result.success ? Either.right(result.data) : Either.left(result.error)
