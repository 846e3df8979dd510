/**
 * Account-name errors (name registration, "Names"). When the API gives
 * a reason, its first description replaces the default text.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"

const apiReason = { apiDescription: Schema.optional(Schema.String), cause: Schema.optional(Schema.Defect) }

/**
 * Looking up a name failed.
 * What to do: Retry; `cause` is the API's error.
 */
export class ResolveNameFailed extends Schema.TaggedError<ResolveNameFailed>()("ResolveNameFailed", apiReason) {
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
export class NameSuggestionsFailed extends Schema.TaggedError<NameSuggestionsFailed>()("NameSuggestionsFailed", apiReason) {
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
export class NamesForAddressFailed extends Schema.TaggedError<NamesForAddressFailed>()("NamesForAddressFailed", apiReason) {
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
export class NameNetworkNotFound extends Schema.TaggedError<NameNetworkNotFound>()("NameNetworkNotFound", {}) {
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
  extends Schema.TaggedError<NameAddressOrConnectorNotFound>()("NameAddressOrConnectorNotFound", {})
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
export class RegisterNameFailed extends Schema.TaggedError<RegisterNameFailed>()("RegisterNameFailed", {
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
