/** SPEC §8 alerts: host-configuration problems reported once each (Invalid App Configuration, Session Expired, …). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { AlertKind } from "../schemas/errors/alerts.js"

export interface AlertsShape {
  /** The kinds raised so far, oldest first, each once (texts: `ALERTS[kind]`, the `Alert` error). */
  readonly state: Subscribable.Subscribable<ReadonlyArray<AlertKind>>
  /** Records and logs the alert unless its kind was already raised (SPEC §8 "shown once"). Never fails. */
  readonly raise: (kind: AlertKind, cause?: unknown) => Effect.Effect<void>
}

export class Alerts extends Context.Tag("walletport/Alerts")<Alerts, AlertsShape>() {}
