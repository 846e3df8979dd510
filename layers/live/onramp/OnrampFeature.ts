/**
 * The Onramp feature in the core (ARCHITECTURE §4): imports the service's code (./Onramp.ts, its own chunk) on
 * first use and builds it once, in the instance's scope; refused while `features.onramp` is off (SPEC §1).
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import { Config } from "../../../services/Config.js"
import { OnrampFeature } from "../../../services/Onramp.js"
import { requireFeature } from "../features.js"
import { buildOnce, lazyChunk } from "../lazyChunk.js"
import type { OnrampDependencies } from "./Onramp.js"

type OnrampModule = typeof import("./Onramp.js")

/** The feature over `loadOnramp`, the chunk's import() (tests pass their own). */
export const onrampFeatureLive = (loadOnramp: () => Promise<OnrampModule>): Layer.Layer<OnrampFeature, never, OnrampDependencies | Config> =>
  Layer.scoped(
    OnrampFeature,
    Effect.gen(function*() {
      const context = yield* Effect.context<OnrampDependencies | Config>()
      const scope = yield* Effect.scope
      const build = buildOnce((module: OnrampModule) => module.makeOnramp.pipe(Effect.provide(context), Scope.extend(scope)))
      const load = requireFeature("onramp").pipe(
        Effect.zipRight(lazyChunk("the Onramp flow", loadOnramp)),
        Effect.flatMap(build),
        Effect.provide(context)
      )
      return { load }
    })
  )

export const OnrampFeatureLive: Layer.Layer<OnrampFeature, never, OnrampDependencies | Config> = onrampFeatureLive(() => import("./Onramp.js"))
