/**
 * Account-name errors (name registration, "Names"). When the API gives
 * a reason, its first description replaces the default text.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

const apiReason = { apiDescription: Schema.optional(Schema.String), cause: Schema.optional(Schema.Defect) }

/**
 * Looking up a name failed.
 * What to do: Retry; `cause` is the API's error.
 */
export class ResolveNameFailed extends CatalogueError("ResolveNameFailed", apiReason) {
  override get message(): string {
    return this.apiDescription ?? "Error resolving name"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The suggestions call failed.
 * What to do: Retry; `cause` is the API's error.
 */
export class NameSuggestionsFailed extends CatalogueError("NameSuggestionsFailed", apiReason) {
  override get message(): string {
    return this.apiDescription ?? "Error fetching name suggestions"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The reverse lookup for an address failed.
 * What to do: Retry; `cause` is the API's error.
 */
export class NamesForAddressFailed extends CatalogueError("NamesForAddressFailed", apiReason) {
  override get message(): string {
    return this.apiDescription ?? "Error fetching names for address"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * Registration needs an active network.
 * What to do: Connect and pick a network first.
 */
export class NameNetworkNotFound extends CatalogueError("NameNetworkNotFound", {}) {
  override get message(): string {
    return "Network not found"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * Registration needs an address and the embedded-wallet connector.
 * What to do: Connect the embedded wallet first.
 */
export class NameAddressOrConnectorNotFound
  extends CatalogueError("NameAddressOrConnectorNotFound", {})
{
  override get message(): string {
    return "Address or auth connector not found"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * Registering `name` failed.
 * What to do: Show `message`; the visitor may pick another name.
 */
export class RegisterNameFailed extends CatalogueError("RegisterNameFailed", {
  name: Schema.String,
  ...apiReason
}) {
  override get message(): string {
    return this.apiDescription ?? `Error registering name ${this.name}`
  }

  get details(): string {
    return developerDetails(this)
  }
}
