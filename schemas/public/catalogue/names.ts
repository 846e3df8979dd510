/** names: plain declarations of walletport/errors (generated shape; checked against schemas/errors/names.ts). */
import * as impl from "../../errors/names.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * Looking up a name failed.
 * What to do: Retry; `cause` is the API's error.
 */
export interface ResolveNameFailed extends CatalogueError<"ResolveNameFailed"> {
  readonly apiDescription?: string | undefined
  readonly cause?: unknown
}
export const ResolveNameFailed: ErrorClass<ResolveNameFailed, { readonly cause?: unknown; readonly apiDescription?: string | undefined }> = impl.ResolveNameFailed

/**
 * The suggestions call failed.
 * What to do: Retry; `cause` is the API's error.
 */
export interface NameSuggestionsFailed extends CatalogueError<"NameSuggestionsFailed"> {
  readonly apiDescription?: string | undefined
  readonly cause?: unknown
}
export const NameSuggestionsFailed: ErrorClass<NameSuggestionsFailed, { readonly cause?: unknown; readonly apiDescription?: string | undefined }> = impl.NameSuggestionsFailed

/**
 * The reverse lookup for an address failed.
 * What to do: Retry; `cause` is the API's error.
 */
export interface NamesForAddressFailed extends CatalogueError<"NamesForAddressFailed"> {
  readonly apiDescription?: string | undefined
  readonly cause?: unknown
}
export const NamesForAddressFailed: ErrorClass<NamesForAddressFailed, { readonly cause?: unknown; readonly apiDescription?: string | undefined }> = impl.NamesForAddressFailed

/**
 * Registration needs an active network.
 * What to do: Connect and pick a network first.
 */
export interface NameNetworkNotFound extends CatalogueError<"NameNetworkNotFound"> {}
export const NameNetworkNotFound: ErrorClass<NameNetworkNotFound, {}> = impl.NameNetworkNotFound

/**
 * Registration needs an address and the embedded-wallet connector.
 * What to do: Connect the embedded wallet first.
 */
export interface NameAddressOrConnectorNotFound extends CatalogueError<"NameAddressOrConnectorNotFound"> {}
export const NameAddressOrConnectorNotFound: ErrorClass<NameAddressOrConnectorNotFound, {}> = impl.NameAddressOrConnectorNotFound

/**
 * Registering `name` failed.
 * What to do: Show `message`; the visitor may pick another name.
 */
export interface RegisterNameFailed extends CatalogueError<"RegisterNameFailed"> {
  readonly apiDescription?: string | undefined
  readonly cause?: unknown
  readonly name: string
}
export const RegisterNameFailed: ErrorClass<RegisterNameFailed, { readonly cause?: unknown; readonly apiDescription?: string | undefined; readonly name: string }> = impl.RegisterNameFailed
