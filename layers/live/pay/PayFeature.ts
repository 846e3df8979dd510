/**
 * The Pay feature in the core (ARCHITECTURE §4): `pay` checks `features.pay` (SPEC §1: off by default), then
 * imports the program's chunk (./Pay.ts) and runs it.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Config } from "../../../services/Config.js"
import { PayFeature } from "../../../services/Pay.js"
import { requireFeature } from "../features.js"
import { lazyChunk } from "../lazyChunk.js"
import type { PayDependencies } from "./Pay.js"

type PayModule = typeof import("./Pay.js")

/** The feature over `loadPay`, the chunk's import() (tests pass their own). */
export const payFeatureLive = (loadPay: () => Promise<PayModule>): Layer.Layer<PayFeature, never, PayDependencies | Config> =>
  Layer.effect(
    PayFeature,
    Effect.map(Effect.context<PayDependencies | Config>(), (context) => ({
      pay: (request) =>
        requireFeature("pay").pipe(
          Effect.zipRight(lazyChunk("the Pay flow", loadPay)),
          Effect.flatMap((module) => module.pay(request)),
          Effect.provide(context)
        )
    }))
  )

export const PayFeatureLive: Layer.Layer<PayFeature, never, PayDependencies | Config> = payFeatureLive(() => import("./Pay.js"))
