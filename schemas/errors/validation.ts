/**
 * Validation errors: CAIP identifiers, chain ids, decimals, addresses.
 * Each `message` is the catalogue text exactly.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * A CAIP-2 network id must be exactly `namespace:reference`.
 * What to do: Fix the id (e.g. `eip155:1`).
 */
export class InvalidCaipNetworkId extends CatalogueError("InvalidCaipNetworkId", {
  value: Schema.String
}) {
  override get message(): string {
    return "Invalid CAIP-2 network id"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A CAIP-10 account id that breaks the CAIP-10 grammar.
 * What to do: Fix the id (`namespace:reference:address`).
 */
export class InvalidCaip10Address extends CatalogueError("InvalidCaip10Address", {
  value: Schema.String
}) {
  override get message(): string {
    return "Invalid CAIP-10 address"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A CAIP address that is not three non-empty parts with a known namespace.
 * What to do: Fix the address.
 */
export class InvalidCaipAddress extends CatalogueError("InvalidCaipAddress", {
  value: Schema.String
}) {
  override get message(): string {
    return "Invalid CAIP Address"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * ENSIP-11 coin types need a chain id below 2^31.
 * What to do: Use a chain id below 2^31.
 */
export class InvalidChainId extends CatalogueError("InvalidChainId", {
  chainId: Schema.Union(Schema.Number, Schema.String)
}) {
  override get message(): string {
    return "Invalid chainId"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * Decimal strings are an optional minus, digits and an optional fraction (viem's texture).
 * What to do: Fix the number string (no exponent, no separators).
 */
export class InvalidDecimalNumber extends CatalogueError("InvalidDecimalNumber", {
  value: Schema.String
}) {
  override get message(): string {
    return `Number \`${this.value}\` is not a valid decimal number.`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * An address that is not 20 bytes of hex, or fails its EIP-55 checksum.
 * What to do: Fix the address, or pass it all lower-case.
 */
export class InvalidAddress extends CatalogueError("InvalidAddress", {
  address: Schema.String
}) {
  override get message(): string {
    return `Address "${this.address}" is invalid.\n- Address must be a hex value of 20 bytes (40 hex characters).\n- Address must match its checksum counterpart.`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * `open({ view })` named a view a host cannot open by name: unknown, one that needs route data, or one whose
 * feature has not shipped. The message lists the views that can be opened.
 * What to do: Open one of `accepted`.
 */
export class InvalidView extends CatalogueError("InvalidView", {
  view: Schema.String,
  accepted: Schema.Array(Schema.String)
}) {
  override get message(): string {
    return `Cannot open unknown view "${this.view}": open({ view }) accepts ${this.accepted.join(", ")}`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * "Email fields must be valid emails": the address typed in an email field (login, email update).
 * What to do: Nothing: the field shows it.
 */
export class InvalidEmail extends CatalogueError("InvalidEmail", {}) {
  override get message(): string {
    return "Invalid email address"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * "OTP is a string": a one-time code that is not the 6 digits the wallet server mails.
 * What to do: Nothing: the field shows it.
 */
export class InvalidOtp extends CatalogueError("InvalidOtp", {}) {
  override get message(): string {
    return "The code has 6 digits"
  }

  get details(): string {
    return developerDetails(this)
  }
}
