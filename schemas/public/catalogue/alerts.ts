/** alerts: plain declarations of walletport/errors (generated shape; checked against schemas/errors/alerts.ts). */
import * as impl from "../../errors/alerts.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * A host-configuration or embedded-wallet alert; shown once per kind.
 * What to do: Do what `longMessage` says (mostly: update the project's configuration in the dashboard).
 */
export interface Alert extends CatalogueError<"Alert"> {
  readonly kind: "networkNotFound" | "invalidAppConfiguration" | "unverifiedDomain" | "invalidProjectId" | "iframeLoadFailed" | "iframeRequestTimeout" | "jwtTokenNotValid" | "projectIdNotConfigured" | "switchNetworkNotFound"
  readonly cause?: unknown
  readonly longMessage: string
}
export const Alert: ErrorClass<Alert, { readonly kind: "networkNotFound" | "invalidAppConfiguration" | "unverifiedDomain" | "invalidProjectId" | "iframeLoadFailed" | "iframeRequestTimeout" | "jwtTokenNotValid" | "projectIdNotConfigured" | "switchNetworkNotFound"; readonly cause?: unknown }> = impl.Alert

/** Every alert, with its short and long text. */
export const ALERTS = impl.ALERTS
/** Which alert it is. */
export type AlertKind = keyof typeof ALERTS
