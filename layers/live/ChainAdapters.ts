/**
 * ChainAdapters (ARCHITECTURE §8): builds every configured adapter in the instance's scope. Each descriptor's
 * `load()` imports its chunk (so the runtime is built asynchronously); `make` acquires its listeners, which
 * `dispose()` releases. An adapter whose chunk fails to download is reported and left out, so the others
 * (and the modal) still work; the merge chunk, without which no adapter of a shared namespace works, fails
 * the build with ChunkLoadFailed instead (the host's call rejects with it; its next call builds again).
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import { adapterLoader } from "../../schemas/adapterDescriptor.js"
import type { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { type ChainAdapterShape, ChainAdapters } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"
import type { Device } from "../../services/Device.js"
import type { Storage } from "../../services/Storage.js"
import { lazyChunk } from "./lazyChunk.js"

type MergeModule = typeof import("./mergeAdapters.js")

/** The layer over `loadMerge`, the merge's import() (tests pass their own). */
export const chainAdaptersLive = (loadMerge: () => Promise<MergeModule>): Layer.Layer<ChainAdapters, ChunkLoadFailed, Config | Storage | Device> => {
  const mergeChunk = lazyChunk("the adapter merge", loadMerge)
  return Layer.scoped(
    ChainAdapters,
    Effect.gen(function*() {
      const config = yield* Config
      const loaded = yield* Effect.forEach(config.adapters, (descriptor) =>
        Effect.tryPromise(() => {
          // Options decoding only lets through descriptors made by defineAdapter, which all have a loader.
          const load = adapterLoader(descriptor)
          return load === undefined ? Promise.reject(new Error("not an adapter from walletport/evm or walletport/solana")) : load()
        }).pipe(
          Effect.flatMap((module): Effect.Effect<ReadonlyArray<ChainAdapterShape>, never, Scope.Scope | Config | Storage | Device> =>
            "makeAll" in module ? module.makeAll : Effect.map(module.make, (adapter) => [adapter])),
          Effect.catchAll((error) =>
            Effect.as(Effect.logError(`walletport: the ${descriptor.namespace} adapter could not be loaded`, error), [])
          )
        ), { concurrency: "unbounded" })
      // A namespace served by several adapters (its own and WalletConnect's) is one merged adapter; the merge
      // loads only then (a host without WalletConnect never downloads it).
      const flat = loaded.flat()
      const shared = new Set(flat.map((adapter) => adapter.namespace)).size < flat.length
      const all = shared
        ? yield* Effect.map(mergeChunk, (m) => m.mergeAdapters(flat))
        : flat
      return { all, get: (namespace) => all.find((adapter) => adapter.namespace === namespace) }
    })
  )
}

export const ChainAdaptersLive: Layer.Layer<ChainAdapters, ChunkLoadFailed, Config | Storage | Device> = chainAdaptersLive(() => import("./mergeAdapters.js"))
