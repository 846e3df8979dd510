/**
 * The Swap feature in the core (ARCHITECTURE §4): a few lines that import the Swap service's code (./Swap.ts,
 * its own chunk) on first use and build it once, in the instance's scope.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import { Config } from "../../../services/Config.js"
import { SwapFeature } from "../../../services/Swap.js"
import { requireFeature } from "../features.js"
import { buildOnce, lazyChunk } from "../lazyChunk.js"
import type { SwapDependencies } from "./Swap.js"

type SwapModule = typeof import("./Swap.js")

/** The feature over `loadSwap`, the Swap chunk's import() (tests pass their own). */
export const swapFeatureLive = (loadSwap: () => Promise<SwapModule>): Layer.Layer<SwapFeature, never, SwapDependencies | Config> =>
  Layer.scoped(
    SwapFeature,
    Effect.gen(function*() {
      const context = yield* Effect.context<SwapDependencies | Config>()
      const scope = yield* Effect.scope
      const build = buildOnce((module: SwapModule) => module.makeSwap.pipe(Effect.provide(context), Scope.extend(scope)))
      // With `features.swaps` off nothing of the flow loads (SPEC §1): FeatureDisabled.
      const load = requireFeature("swaps").pipe(
        Effect.zipRight(lazyChunk("the Swap flow", loadSwap)),
        Effect.flatMap(build),
        Effect.provide(context)
      )
      return { load }
    })
  )

export const SwapFeatureLive: Layer.Layer<SwapFeature, never, SwapDependencies | Config> = swapFeatureLive(() => import("./Swap.js"))
