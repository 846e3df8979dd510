/**
 * The Swap feature in the core (ARCHITECTURE §4): the Swap service's code (./Swap.ts) is its own chunk, imported
 * on first use and built once; with `features.swaps` off nothing of the flow loads (SPEC §1): FeatureDisabled.
 */
import * as Layer from "effect/Layer"
import { Config } from "../../../services/Config.js"
import { SwapFeature } from "../../../services/Swap.js"
import { requireFeature } from "../features.js"
import { lazyFeatureLayer } from "../lazyFeature.js"
import type { SwapDependencies } from "./Swap.js"

type SwapModule = typeof import("./Swap.js")

/** The feature over `importSwap`, the Swap chunk's import() (tests pass their own). */
export const swapFeatureLive = (importSwap: () => Promise<SwapModule>): Layer.Layer<SwapFeature, never, SwapDependencies | Config> =>
  lazyFeatureLayer(SwapFeature, { chunk: "the Swap flow", importChunk: importSwap, make: (module) => module.makeSwap, gate: requireFeature("swaps") })

export const SwapFeatureLive: Layer.Layer<SwapFeature, never, SwapDependencies | Config> = swapFeatureLive(() => import("./Swap.js"))
