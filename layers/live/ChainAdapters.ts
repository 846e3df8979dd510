/**
 * ChainAdapters (ARCHITECTURE §8): builds every configured adapter in the instance's scope. Each descriptor's
 * `load()` imports its chunk (so the runtime is built asynchronously); `make` acquires its listeners, which
 * `dispose()` releases.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"

export const ChainAdaptersLive: Layer.Layer<ChainAdapters, never, Config> = Layer.scoped(
  ChainAdapters,
  Effect.gen(function*() {
    const config = yield* Config
    const all = yield* Effect.forEach(config.adapters, (descriptor) =>
      Effect.flatMap(Effect.promise(() => descriptor.load()), (module) => module.make)
    )
    return { all, get: (namespace) => all.find((adapter) => adapter.namespace === namespace) }
  })
)
