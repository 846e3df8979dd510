/**
 * A feature whose service is its own chunk (ARCHITECTURE §4): the layer holds only `load`, which imports the
 * chunk on first use (retried after a failed download) and builds the service once, in the layer's scope, so the
 * service lives as long as the instance. A gate (a feature flag) is checked on every call before anything loads.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import type { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { buildOnce, lazyChunk } from "./lazyChunk.js"

/** What such a feature's tag holds. */
export interface LazyFeatureShape<S, E> {
  readonly load: Effect.Effect<S, ChunkLoadFailed | E>
}

export interface LazyFeatureOptions<M, S, R, E, RG> {
  /** Names the chunk in ChunkLoadFailed ("the Swap flow"). */
  readonly chunk: string
  /** The chunk's import() (tests pass their own). */
  readonly importChunk: () => Promise<M>
  /** The service the module builds; its Scope is the layer's. */
  readonly make: (module: M) => Effect.Effect<S, never, R | Scope.Scope>
  /** Checked before every load (a feature flag); nothing loads while it fails. */
  readonly gate?: Effect.Effect<void, E, RG>
}

export const lazyFeatureLayer = <I, S, M, R, E = never, RG = never>(
  tag: Context.Tag<I, LazyFeatureShape<S, E>>,
  options: LazyFeatureOptions<M, S, R, E, RG>
): Layer.Layer<I, never, R | RG> =>
  Layer.scoped(
    tag,
    Effect.gen(function*() {
      const context = yield* Effect.context<R | RG>()
      const scope = yield* Effect.scope
      const build = buildOnce((module: M) => options.make(module).pipe(Scope.extend(scope), Effect.provide(context)))
      const loaded = Effect.flatMap(lazyChunk(options.chunk, options.importChunk), build)
      const gate = options.gate
      const load = gate === undefined ? loaded : Effect.zipRight(Effect.provide(gate, context), loaded)
      return tag.of({ load })
    })
  )
