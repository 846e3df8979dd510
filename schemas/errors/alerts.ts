/**
 * Alerts: errors shown to the host developer as a banner, each once.
 * `message` is the short text; `longMessage` says what to do.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/** Every alert of the error catalogue, with its short and long text. */
export const ALERTS = {
  networkNotFound: {
    short: "Network Not Found",
    long: "The network requested by the wallet is not configured in this application."
  },
  invalidAppConfiguration: {
    short: "Invalid App Configuration",
    long: "Origin not found on Allowlist - update configuration in the project dashboard"
  },
  unverifiedDomain: {
    short: "Invalid App Configuration",
    long: "There was an issue loading the embedded wallet. Please verify that your domain is allowed in the project dashboard"
  },
  invalidProjectId: {
    short: "Invalid App Configuration",
    long: "Invalid Project ID - update configuration in the project dashboard"
  },
  iframeLoadFailed: {
    short: "Network Error - Could not load embedded wallet",
    long: "There was an issue loading the embedded wallet. Please try again later."
  },
  iframeRequestTimeout: {
    short: "Embedded Wallet Request Timed Out",
    long: "There was an issue doing the request to the embedded wallet. Please try again later."
  },
  jwtTokenNotValid: {
    short: "Session Expired",
    long: "Invalid session found on UniversalProvider - please check your time settings and connect again"
  },
  projectIdNotConfigured: {
    short: "Project ID Not Configured",
    long: "Project ID Not Configured - update configuration in the project dashboard"
  },
  switchNetworkNotFound: {
    short: "Network Not Found",
    long: "Network not found - please make sure it is included in 'networks' array in the configuration"
  }
} as const

export type AlertKind = keyof typeof ALERTS

/**
 * A host-configuration or embedded-wallet alert; shown once per kind.
 * What to do: Do what `longMessage` says (mostly: update the project's configuration in the dashboard).
 */
export class Alert extends CatalogueError("Alert", {
  kind: Schema.Literal(
    "networkNotFound",
    "invalidAppConfiguration",
    "unverifiedDomain",
    "invalidProjectId",
    "iframeLoadFailed",
    "iframeRequestTimeout",
    "jwtTokenNotValid",
    "projectIdNotConfigured",
    "switchNetworkNotFound"
  ),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return ALERTS[this.kind].short
  }

  get details(): string {
    return developerDetails(this)
  }
  get longMessage(): string {
    return ALERTS[this.kind].long
  }
}
