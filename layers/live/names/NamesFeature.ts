/**
 * The Names feature in the core (ARCHITECTURE §4): the Names service's code (./Names.ts, the names chunk) is
 * imported on first use and built once, in the instance's scope.
 */
import * as Layer from "effect/Layer"
import { NamesFeature } from "../../../services/Names.js"
import { lazyFeatureLayer } from "../lazyFeature.js"
import type { NamesDependencies } from "./Names.js"

type NamesModule = typeof import("./Names.js")

/** The feature over `importNames`, the Names chunk's import() (tests pass their own). */
export const namesFeatureLive = (importNames: () => Promise<NamesModule>): Layer.Layer<NamesFeature, never, NamesDependencies> =>
  lazyFeatureLayer(NamesFeature, { chunk: "the account names", importChunk: importNames, make: (module) => module.makeNames })

export const NamesFeatureLive: Layer.Layer<NamesFeature, never, NamesDependencies> = namesFeatureLive(() => import("./Names.js"))
