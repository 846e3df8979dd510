/**
 * The Onramp feature in the core (ARCHITECTURE §4): the service's code (./Onramp.ts) is its own chunk, imported on
 * first use and built once; refused while `features.onramp` is off (SPEC §1).
 */
import * as Layer from "effect/Layer"
import { Config } from "../../../services/Config.js"
import { OnrampFeature } from "../../../services/Onramp.js"
import { requireFeature } from "../features.js"
import { lazyFeatureLayer } from "../lazyFeature.js"
import type { OnrampDependencies } from "./Onramp.js"

type OnrampModule = typeof import("./Onramp.js")

/** The feature over `importOnramp`, the chunk's import() (tests pass their own). */
export const onrampFeatureLive = (importOnramp: () => Promise<OnrampModule>): Layer.Layer<OnrampFeature, never, OnrampDependencies | Config> =>
  lazyFeatureLayer(OnrampFeature, { chunk: "the Onramp flow", importChunk: importOnramp, make: (module) => module.makeOnramp, gate: requireFeature("onramp") })

export const OnrampFeatureLive: Layer.Layer<OnrampFeature, never, OnrampDependencies | Config> = onrampFeatureLive(() => import("./Onramp.js"))
