/**
 * The Names feature in the core (ARCHITECTURE §4): imports the Names service's code (./Names.ts, the names chunk)
 * on first use and builds it once, in the instance's scope.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import { NamesFeature } from "../../../services/Names.js"
import { buildOnce, lazyChunk } from "../lazyChunk.js"
import type { NamesDependencies } from "./Names.js"

type NamesModule = typeof import("./Names.js")

/** The feature over `loadNames`, the Names chunk's import() (tests pass their own). */
export const namesFeatureLive = (loadNames: () => Promise<NamesModule>): Layer.Layer<NamesFeature, never, NamesDependencies> =>
  Layer.scoped(
    NamesFeature,
    Effect.gen(function*() {
      const context = yield* Effect.context<NamesDependencies>()
      const scope = yield* Effect.scope
      const build = buildOnce((module: NamesModule) => module.makeNames.pipe(Effect.provide(context), Scope.extend(scope)))
      return { load: Effect.flatMap(lazyChunk("the account names", loadNames), build) }
    })
  )

export const NamesFeatureLive: Layer.Layer<NamesFeature, never, NamesDependencies> = namesFeatureLive(() => import("./Names.js"))
