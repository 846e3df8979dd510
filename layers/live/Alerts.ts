/** Alerts (SPEC §8): each kind is recorded and logged the first time only. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { Alert, type AlertKind } from "../../schemas/errors/alerts.js"
import { Alerts } from "../../services/Alerts.js"

export const AlertsLive: Layer.Layer<Alerts> = Layer.effect(
  Alerts,
  Effect.gen(function*() {
    const ref = yield* SubscriptionRef.make<ReadonlyArray<Alert>>([])
    const raise = Effect.fn("Alerts.raise")(function*(kind: AlertKind, cause?: unknown) {
      const alert = new Alert(cause === undefined ? { kind } : { kind, cause })
      const fresh = yield* SubscriptionRef.modify(ref, (shown) =>
        shown.some((a) => a.kind === kind) ? [false, shown] : [true, [...shown, alert]]
      )
      if (fresh) yield* Effect.logWarning(`${alert.message}: ${alert.longMessage}`)
    })
    return { state: ref, raise }
  })
)
