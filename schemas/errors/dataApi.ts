/**
 * Blockchain data API errors. Server texts are mapped to these
 * inside the live layer; HttpClient errors never leak past it.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * Balance load failed or the network is unsupported; retry blocked 30 s.
 * What to do: Shown to the visitor as a banner; `cause` says why (check `apiUrl` and the network).
 */
export class TokenBalanceUnavailable extends CatalogueError("TokenBalanceUnavailable", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "Token Balance Unavailable"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The gas-price call on a network without swap support.
 * What to do: Offer swaps only on supported networks.
 */
export class GasPriceNetworkNotSupported
  extends CatalogueError("GasPriceNetworkNotSupported", {
    caipNetworkId: Schema.optional(Schema.String)
  })
{
  override get message(): string {
    return "Network not supported for Gas Price"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * Swap building on a network without swap support.
 * What to do: Offer swaps only on supported networks.
 */
export class SwapNetworkNotSupported extends CatalogueError("SwapNetworkNotSupported", {
  caipNetworkId: Schema.optional(Schema.String)
}) {
  override get message(): string {
    return "Network not supported for Swaps"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/** "server messages mapped": the texts the API answers with on a 401/403. */
export const SERVER_MESSAGES = {
  originNotAllowed: "Unauthorized: origin not allowed",
  jwtNotYetValid: "JWT validation error: JWT Token is not yet valid",
  invalidKey: "Unauthorized: invalid key"
} as const

/**
 * A server refusal recognised from its text; `message` is the server text itself.
 * What to do: Add the origin to the project's allowlist, check `projectId`, or the device clock (jwtNotYetValid).
 */
export class ApiUnauthorized extends CatalogueError("ApiUnauthorized", {
  reason: Schema.Literal("originNotAllowed", "jwtNotYetValid", "invalidKey")
}) {
  override get message(): string {
    return SERVER_MESSAGES[this.reason]
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A data API call that failed for a reason the catalogue does not name (status, network, body shape).
 * What to do: Retry; check `apiUrl` and the network.
 */
export class ApiRequestFailed extends CatalogueError("ApiRequestFailed", {
  path: Schema.String,
  status: Schema.optional(Schema.Number),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return this.status === undefined ? `Request to ${this.path} failed` : `Request to ${this.path} failed with status ${this.status}`
  }

  get details(): string {
    return developerDetails(this)
  }
}
