/**
 * Alerts (SPEC §8): each kind is recorded and logged the first time only, and queued for the banner. Kinds,
 * not texts, so the catalogue's texts load with what shows them rather than with the core.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Subscribable from "effect/Subscribable"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { AlertKind } from "../../schemas/errors/alerts.js"
import { type AlertBanner, Alerts, BANNER_INFO } from "../../services/Alerts.js"

/** Both views in one ref, so a raise and a close never interleave between them. */
interface AlertsState {
  readonly raised: ReadonlyArray<AlertKind>
  readonly banner: AlertBanner
}

/** The kind raised after `kind`, shown once `kind` is closed. */
const after = (raised: ReadonlyArray<AlertKind>, kind: AlertKind): AlertBanner => {
  const next = raised[raised.indexOf(kind) + 1]
  return next === undefined ? BANNER_INFO : { variant: "error", kind: next }
}

export const AlertsLive: Layer.Layer<Alerts> = Layer.effect(
  Alerts,
  Effect.gen(function*() {
    const ref = yield* SubscriptionRef.make<AlertsState>({ raised: [], banner: BANNER_INFO })
    const raise = (kind: AlertKind, cause?: unknown) =>
      Effect.gen(function*() {
        const fresh = yield* SubscriptionRef.modify(ref, (s): [boolean, AlertsState] =>
          s.raised.includes(kind)
            ? [false, s]
            : [true, { raised: [...s.raised, kind], banner: s.banner.variant === "info" ? { variant: "error", kind } : s.banner }])
        // Logged whether or not the banner shows (it needs `debug`), at the error level: a host's configuration
        // or the embedded wallet's service is at fault, which developers must see at the default level.
        if (fresh) yield* Effect.logError(`alert ${kind}`, cause)
      })
    const close = SubscriptionRef.update(ref, (s) => s.banner.variant === "info" ? s : { ...s, banner: after(s.raised, s.banner.kind) })
    return {
      state: Subscribable.map(ref, (s) => s.raised),
      banner: Subscribable.map(ref, (s) => s.banner),
      raise,
      close
    }
  })
)
