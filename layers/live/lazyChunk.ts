/** A chunk imported with import() on first use, kept once loaded; a failed import is tried again on the next use. */
import * as Effect from "effect/Effect"
import { RpcHttpError } from "../../schemas/errors/chainRpc.js"

/** `load` once; a failed load (offline, a deploy in between) is an RpcHttpError for the read that needed it. */
export const lazyChunk = <M>(load: () => Promise<M>): Effect.Effect<M, RpcHttpError> => {
  let loading: Promise<M> | undefined
  return Effect.tryPromise({
    try: () => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined
        throw error
      })
      return loading
    },
    catch: (cause) => new RpcHttpError({ url: "import()", cause })
  })
}
