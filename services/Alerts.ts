/** SPEC §8 alerts: host-configuration problems reported once each (Invalid App Configuration, Session Expired, …). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { Alert, AlertKind } from "../schemas/errors/alerts.js"

export interface AlertsShape {
  /** Every alert raised so far, oldest first, one per kind. */
  readonly state: Subscribable.Subscribable<ReadonlyArray<Alert>>
  /** Records and logs the alert unless one of its kind was already shown (SPEC §8 "shown once"). Never fails. */
  readonly raise: (kind: AlertKind, cause?: unknown) => Effect.Effect<void>
}

export class Alerts extends Context.Tag("walletport/Alerts")<Alerts, AlertsShape>() {}
