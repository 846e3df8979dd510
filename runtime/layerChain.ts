/**
 * Layers built one after another into one context, in one fiber and with one memo map: each step sees what the
 * steps before it provide. Effect's own composition pays per node (a `provideMerge` a few hundred operations, a
 * `mergeAll` a fiber per layer): building a graph of 32 trivial layers shaped as the instance's takes 11,142
 * operations and 31 fibers that way, 5,201 and none in order (bench/README.md, "The core's start, counted"). Every
 * instance's start builds its graph, so runtime/layers.ts builds it in order. Layers that change fiber refs
 * (the logger) apply to the steps after them and to the runtime, as under `provideMerge`; finalizers run in
 * the reverse order of the steps when the scope closes.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"

/** Builds one step over the context the steps before it built. */
type Build<E> = (built: Context.Context<never>, memoMap: Layer.MemoMap, scope: Scope.Scope) => Effect.Effect<Context.Context<never>, E>

export interface LayerChain<ROut, E> {
  /** Adds a step, which may need anything the chain provides so far. */
  readonly then: <A, E2>(layer: Layer.Layer<A, E2, ROut>) => LayerChain<ROut | A, E | E2>
  /** The whole chain as one layer, providing what every step provides (a new layer at each read). */
  readonly layer: Layer.Layer<ROut, E>
}

// The context grows step by step, which its static type cannot follow: `then`'s type is what guarantees that
// `built` holds what a step needs, and that the whole holds ROut.
const chainOf = <ROut, E>(steps: ReadonlyArray<Build<E>>): LayerChain<ROut, E> => ({
  then: <A, E2>(layer: Layer.Layer<A, E2, ROut>) =>
    chainOf<ROut | A, E | E2>([
      ...steps,
      (built, memoMap, scope) => Effect.provide(Layer.buildWithMemoMap(layer, memoMap, scope), built as Context.Context<ROut>)
    ]),
  // A getter: the chain's intermediate links are never built, so they make no layer either.
  get layer() {
    return Layer.scopedContext(Effect.gen(function*() {
      const scope = yield* Effect.scope
      const memoMap = yield* Layer.makeMemoMap
      let built: Context.Context<never> = Context.empty()
      for (const step of steps) built = Context.merge(built, yield* step(built, memoMap, scope))
      return built as Context.Context<ROut>
    }))
  }
})

/** A chain starting with `first`, which needs nothing. */
export const layerChain = <ROut, E>(first: Layer.Layer<ROut, E>): LayerChain<ROut, E> =>
  chainOf<never, never>([]).then(first)
