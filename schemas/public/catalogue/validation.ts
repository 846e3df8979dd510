/** validation: plain declarations of walletport/errors (generated shape; checked against schemas/errors/validation.ts). */
import * as impl from "../../errors/validation.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * A CAIP-2 network id must be exactly `namespace:reference`.
 * What to do: Fix the id (e.g. `eip155:1`).
 */
export interface InvalidCaipNetworkId extends CatalogueError<"InvalidCaipNetworkId"> {
  readonly value: string
}
export const InvalidCaipNetworkId: ErrorClass<InvalidCaipNetworkId, { readonly value: string }> = impl.InvalidCaipNetworkId

/**
 * A CAIP-10 account id that breaks the CAIP-10 grammar.
 * What to do: Fix the id (`namespace:reference:address`).
 */
export interface InvalidCaip10Address extends CatalogueError<"InvalidCaip10Address"> {
  readonly value: string
}
export const InvalidCaip10Address: ErrorClass<InvalidCaip10Address, { readonly value: string }> = impl.InvalidCaip10Address

/**
 * A CAIP address that is not three non-empty parts with a known namespace.
 * What to do: Fix the address.
 */
export interface InvalidCaipAddress extends CatalogueError<"InvalidCaipAddress"> {
  readonly value: string
}
export const InvalidCaipAddress: ErrorClass<InvalidCaipAddress, { readonly value: string }> = impl.InvalidCaipAddress

/**
 * ENSIP-11 coin types need a chain id below 2^31.
 * What to do: Use a chain id below 2^31.
 */
export interface InvalidChainId extends CatalogueError<"InvalidChainId"> {
  readonly chainId: string | number
}
export const InvalidChainId: ErrorClass<InvalidChainId, { readonly chainId: string | number }> = impl.InvalidChainId

/**
 * Decimal strings are an optional minus, digits and an optional fraction (viem's texture).
 * What to do: Fix the number string (no exponent, no separators).
 */
export interface InvalidDecimalNumber extends CatalogueError<"InvalidDecimalNumber"> {
  readonly value: string
}
export const InvalidDecimalNumber: ErrorClass<InvalidDecimalNumber, { readonly value: string }> = impl.InvalidDecimalNumber

/**
 * An address that is not 20 bytes of hex, or fails its EIP-55 checksum.
 * What to do: Fix the address, or pass it all lower-case.
 */
export interface InvalidAddress extends CatalogueError<"InvalidAddress"> {
  readonly address: string
}
export const InvalidAddress: ErrorClass<InvalidAddress, { readonly address: string }> = impl.InvalidAddress

/**
 * `open({ view })` named a view a host cannot open by name: unknown, one that needs route data, or one whose
 * feature has not shipped. The message lists the views that can be opened.
 * What to do: Open one of `accepted`.
 */
export interface InvalidView extends CatalogueError<"InvalidView"> {
  readonly view: string
  readonly accepted: readonly string[]
}
export const InvalidView: ErrorClass<InvalidView, { readonly view: string; readonly accepted: readonly string[] }> = impl.InvalidView

/**
 * The address typed in an email field (login, email update).
 * What to do: Nothing: the field shows it.
 */
export interface InvalidEmail extends CatalogueError<"InvalidEmail"> {}
export const InvalidEmail: ErrorClass<InvalidEmail, {}> = impl.InvalidEmail

/**
 * A one-time code that is not the 6 digits the wallet server mails.
 * What to do: Nothing: the field shows it.
 */
export interface InvalidOtp extends CatalogueError<"InvalidOtp"> {}
export const InvalidOtp: ErrorClass<InvalidOtp, {}> = impl.InvalidOtp
