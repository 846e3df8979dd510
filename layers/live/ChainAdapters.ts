/**
 * ChainAdapters (ARCHITECTURE §8): builds every configured adapter in the instance's scope. Each descriptor's
 * `load()` imports its chunk (so the runtime is built asynchronously); `make` acquires its listeners, which
 * `dispose()` releases. An adapter whose chunk fails to download is reported and left out, so the others
 * (and the modal) still work; when none loads, or the merge chunk (without which no adapter of a shared
 * namespace works) does not, the build fails with ChunkLoadFailed instead (the host's call rejects with it;
 * its next call builds again).
 */
import * as Arr from "effect/Array"
import * as Effect from "effect/Effect"
import { identity } from "effect/Function"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import { adapterLoader } from "../../schemas/adapterDescriptor.js"
import type { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { type ChainAdapterShape, ChainAdapters } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"
import type { Device } from "../../services/Device.js"
import type { Storage } from "../../services/Storage.js"
import { chunkLoadFailed } from "../../runtime/lazyModule.js"
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
        Effect.tryPromise({
          try: () => {
            // Options decoding only lets through descriptors made by defineAdapter, which all have a loader.
            const load = adapterLoader(descriptor)
            return load === undefined ? Promise.reject(new Error("not an adapter from walletport/evm or walletport/solana")) : load()
          },
          catch: (cause) => chunkLoadFailed(`the ${descriptor.namespace} adapter`, cause)
        }).pipe(
          Effect.flatMap((module): Effect.Effect<ReadonlyArray<ChainAdapterShape>, never, Scope.Scope | Config | Storage | Device> =>
            "makeAll" in module ? module.makeAll : Effect.map(module.make, (adapter) => [adapter])),
          Effect.tapError((error) => Effect.logError(`the ${descriptor.namespace} adapter could not be loaded`, error)),
          Effect.either
        ), { concurrency: "unbounded" })
      // Not one adapter loaded: a modal without wallets would stay so for the runtime's life, so the build
      // fails and the host's next call builds (and downloads) again.
      const [failures, adapters] = Arr.partitionMap(loaded, identity)
      const firstFailure = failures[0]
      if (firstFailure !== undefined && adapters.length === 0) return yield* Effect.fail(firstFailure)
      // A namespace served by several adapters (its own and WalletConnect's) is one merged adapter; the merge
      // loads only then (a host without WalletConnect never downloads it).
      const flat = adapters.flat()
      const shared = new Set(flat.map((adapter) => adapter.namespace)).size < flat.length
      const all = shared
        ? yield* Effect.map(mergeChunk, (m) => m.mergeAdapters(flat))
        : flat
      return { all, built: flat, get: (namespace) => all.find((adapter) => adapter.namespace === namespace) }
    })
  )
}

export const ChainAdaptersLive: Layer.Layer<ChainAdapters, ChunkLoadFailed, Config | Storage | Device> = chainAdaptersLive(() => import("./mergeAdapters.js"))
