/** lazyModule (runtime/lazyModule.ts) for layers: a chunk imported on first use, kept once loaded, retried after a failure. */
import * as Effect from "effect/Effect"
import { RpcHttpError } from "../../schemas/errors/chainRpc.js"
import type { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { chunkLoadFailed, lazyModule } from "../../runtime/lazyModule.js"

/** `load` once it succeeds; a failed load fails that use with ChunkLoadFailed (a typed error, not a defect) and the next use imports again. */
export const lazyChunk = <M>(module: string, load: () => Promise<M>): Effect.Effect<M, ChunkLoadFailed> => {
  const loaded = lazyModule(module, load)
  return Effect.tryPromise({ try: loaded, catch: (cause) => chunkLoadFailed(module, cause) })
}

/**
 * lazyChunk for chain reads, whose contract (ChainRpcFailure, AdapterReadError) is the chain-read catalogue:
 * the failed download is an RpcHttpError of the `import()` "request", its cause the ChunkLoadFailed.
 */
export const lazyReadChunk = <M>(module: string, load: () => Promise<M>): Effect.Effect<M, RpcHttpError> =>
  Effect.mapError(lazyChunk(module, load), (cause) => new RpcHttpError({ url: "import()", cause }))
