/** Alerts: host-configuration problems reported once each (Invalid App Configuration, Session Expired, …). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { AlertKind } from "../schemas/errors/alerts.js"

/**
 * The alert banner ("closes back to the info variant"): `info` is its resting state, in which
 * nothing shows; `error` shows one raised kind until the developer closes it.
 */
export type AlertBanner = { readonly variant: "info" } | { readonly variant: "error"; readonly kind: AlertKind }

/** The banner's resting state: one value, so a store sees no change when it is already closed. */
export const BANNER_INFO: AlertBanner = { variant: "info" }

export interface AlertsShape {
  /** The kinds raised so far, oldest first, each once (texts: `ALERTS[kind]`, the `Alert` error). */
  readonly state: Subscribable.Subscribable<ReadonlyArray<AlertKind>>
  /** The banner: the oldest raised kind not yet closed, else `info`. The UI shows it only with `debug` on. */
  readonly banner: Subscribable.Subscribable<AlertBanner>
  /** Records and logs the alert unless its kind was already raised ("shown once"). Never fails. */
  readonly raise: (kind: AlertKind, cause?: unknown) => Effect.Effect<void>
  /** Closes the shown alert: the next raised one shows, or the banner goes back to `info`. Never fails. */
  readonly close: Effect.Effect<void>
}

export class Alerts extends Context.Tag("walletport/Alerts")<Alerts, AlertsShape>() {}
