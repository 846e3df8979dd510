/** lazyModule (runtime/lazyModule.ts) for layers: a chunk imported on first use, kept once loaded, retried after a failure. */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as FiberId from "effect/FiberId"
import { RpcHttpError } from "../../schemas/errors/chainRpc.js"
import type { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { chunkLoadFailed, lazyModule } from "../../runtime/lazyModule.js"

/** `load` once it succeeds; a failed load fails that use with ChunkLoadFailed (a typed error, not a defect) and the next use imports again. */
export const lazyChunk = <M>(module: string, load: () => Promise<M>): Effect.Effect<M, ChunkLoadFailed> => {
  const loaded = lazyModule(module, load)
  return Effect.tryPromise({ try: loaded, catch: (cause) => chunkLoadFailed(module, cause) })
}

/**
 * What a loaded chunk builds (a service), built once with the first module given; later and concurrent callers
 * wait for that result. With lazyChunk: `Effect.flatMap(chunk, buildOnce(build))` retries the download, never the build.
 */
export const buildOnce = <M, A>(build: (module: M) => Effect.Effect<A>): ((module: M) => Effect.Effect<A>) => {
  let built: Deferred.Deferred<A> | undefined
  return (module) =>
    Effect.suspend(() => {
      if (built !== undefined) return Deferred.await(built)
      const deferred = Deferred.unsafeMake<A>(FiberId.none)
      built = deferred
      return Effect.zipRight(Effect.intoDeferred(build(module), deferred), Deferred.await(deferred))
    })
}

/**
 * lazyChunk for chain reads, whose contract (ChainRpcFailure, AdapterReadError) is the chain-read catalogue:
 * the failed download is an RpcHttpError of the `import()` "request", its cause the ChunkLoadFailed.
 */
export const lazyReadChunk = <M>(module: string, load: () => Promise<M>): Effect.Effect<M, RpcHttpError> =>
  Effect.mapError(lazyChunk(module, load), (cause) => new RpcHttpError({ url: "import()", cause }))
