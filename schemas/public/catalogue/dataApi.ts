/** dataApi: plain declarations of walletport/errors (generated shape; checked against schemas/errors/dataApi.ts). */
import * as impl from "../../errors/dataApi.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * Balance load failed or the network is unsupported; retry blocked 30 s.
 * What to do: Shown to the visitor as a banner; `cause` says why (check `apiUrl` and the network).
 */
export interface TokenBalanceUnavailable extends CatalogueError<"TokenBalanceUnavailable"> {
  readonly cause?: unknown
}
export const TokenBalanceUnavailable: ErrorClass<TokenBalanceUnavailable, { readonly cause?: unknown }> = impl.TokenBalanceUnavailable

/**
 * The gas-price call on a network without swap support.
 * What to do: Offer swaps only on supported networks.
 */
export interface GasPriceNetworkNotSupported extends CatalogueError<"GasPriceNetworkNotSupported"> {
  readonly caipNetworkId?: string | undefined
}
export const GasPriceNetworkNotSupported: ErrorClass<GasPriceNetworkNotSupported, { readonly caipNetworkId?: string | undefined }> = impl.GasPriceNetworkNotSupported

/**
 * Swap building on a network without swap support.
 * What to do: Offer swaps only on supported networks.
 */
export interface SwapNetworkNotSupported extends CatalogueError<"SwapNetworkNotSupported"> {
  readonly caipNetworkId?: string | undefined
}
export const SwapNetworkNotSupported: ErrorClass<SwapNetworkNotSupported, { readonly caipNetworkId?: string | undefined }> = impl.SwapNetworkNotSupported

/**
 * A server refusal recognised from its text; `message` is the server text itself.
 * What to do: Add the origin to the project's allowlist, check `projectId`, or the device clock (jwtNotYetValid).
 */
export interface ApiUnauthorized extends CatalogueError<"ApiUnauthorized"> {
  readonly reason: "originNotAllowed" | "jwtNotYetValid" | "invalidKey"
}
export const ApiUnauthorized: ErrorClass<ApiUnauthorized, { readonly reason: "originNotAllowed" | "jwtNotYetValid" | "invalidKey" }> = impl.ApiUnauthorized

/**
 * A data API call that failed for a reason the catalogue does not name (status, network, body shape).
 * What to do: Retry; check `apiUrl` and the network.
 */
export interface ApiRequestFailed extends CatalogueError<"ApiRequestFailed"> {
  readonly path: string
  readonly status?: number | undefined
  readonly cause?: unknown
}
export const ApiRequestFailed: ErrorClass<ApiRequestFailed, { readonly cause?: unknown; readonly status?: number | undefined; readonly path: string }> = impl.ApiRequestFailed

/** The texts the blockchain API's failures show. */
export const SERVER_MESSAGES = impl.SERVER_MESSAGES
