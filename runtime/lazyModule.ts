/**
 * The one policy for code loaded with import() (issue 20): a success is kept, a failure is forgotten so the
 * next use imports again (a 404 during a deploy, a page offline for a moment), and concurrent first uses share
 * one import. Plain Promises, no Effect: the shell uses it for the core; layers use its Effect form,
 * layers/live/lazyChunk.ts.
 */
import { ChunkLoadFailed } from "../schemas/errors/chunk.js"

/**
 * `run` on first use, its result kept once it succeeds; a rejection is passed on and forgotten (unless
 * `transient` says it would only happen again, e.g. bad options: then it is kept too).
 */
export const untilSucceeded = <A>(run: () => Promise<A>, transient: (error: unknown) => boolean = () => true): (() => Promise<A>) => {
  let pending: Promise<A> | undefined
  return () =>
    (pending ??= run().catch((error: unknown) => {
      if (transient(error)) pending = undefined
      throw error
    }))
}

/** The failure of loading `module`: the import's own error when it already is one. */
export const chunkLoadFailed = (module: string, cause: unknown): ChunkLoadFailed =>
  cause instanceof ChunkLoadFailed ? cause : new ChunkLoadFailed({ module, cause })

/** `load` (an import()) on first use, kept once loaded; a failure rejects with ChunkLoadFailed and is tried again on the next use. */
export const lazyModule = <M>(module: string, load: () => Promise<M>): (() => Promise<M>) =>
  untilSucceeded(() => load().catch((cause: unknown) => Promise.reject(chunkLoadFailed(module, cause))))
