/**
 * Alerts (SPEC §8): each kind is recorded and logged the first time only. Kinds, not texts, so the catalogue's
 * texts load with what shows them rather than with the core.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { AlertKind } from "../../schemas/errors/alerts.js"
import { Alerts } from "../../services/Alerts.js"

export const AlertsLive: Layer.Layer<Alerts> = Layer.effect(
  Alerts,
  Effect.gen(function*() {
    const ref = yield* SubscriptionRef.make<ReadonlyArray<AlertKind>>([])
    const raise = (kind: AlertKind, cause?: unknown) =>
      Effect.gen(function*() {
        const fresh = yield* SubscriptionRef.modify(ref, (shown) => shown.includes(kind) ? [false, shown] : [true, [...shown, kind]])
        if (fresh) yield* Effect.logWarning(`walletport alert: ${kind}`, cause)
      })
    return { state: ref, raise }
  })
)
