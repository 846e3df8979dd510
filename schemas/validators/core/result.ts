/**
 * The result of a `safeParseX` validator: the shape zod, valibot and Standard Schema users know.
 * The safe functions are the one source of truth of each rule; `parseX` (throws) and the Either
 * functions of walletport/effect are thin wrappers over them. No Effect at run time here.
 */

/** `{ success: true, data }` or `{ success: false, error }` with the catalogue error. */
export type SafeParseResult<A, E> =
  | { readonly success: true; readonly data: A }
  | { readonly success: false; readonly error: E }

/** A successful result. */
export const succeed = <A>(data: A): { readonly success: true; readonly data: A } => ({ success: true, data })

/** A failed result carrying the catalogue error. */
export const fail = <E>(error: E): { readonly success: false; readonly error: E } => ({ success: false, error })

/** The data, or throws the catalogue error: how each `parseX` is made from its `safeParseX`. */
export const getOrThrow = <A, E>(result: SafeParseResult<A, E>): A => {
  if (result.success) return result.data
  throw result.error
}
