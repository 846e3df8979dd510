/** connectors: plain declarations of walletport/errors (generated shape; checked against schemas/errors/connectors.ts). */
import * as impl from "../../errors/connectors.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * The requested chain is not in the host's networks.
 * What to do: Add the network to `networks`, or ask only for configured ones.
 */
export interface ChainNotConfigured extends CatalogueError<"ChainNotConfigured"> {
  readonly chainId?: string | number | undefined
}
export const ChainNotConfigured: ErrorClass<ChainNotConfigured, { readonly chainId?: string | number | undefined }> = impl.ChainNotConfigured

/**
 * Connecting the connector that is already current.
 * What to do: Check the account (`getAccount()`) before connecting.
 */
export interface ConnectorAlreadyConnected extends CatalogueError<"ConnectorAlreadyConnected"> {
  readonly connectorId: string
}
export const ConnectorAlreadyConnected: ErrorClass<ConnectorAlreadyConnected, { readonly connectorId: string }> = impl.ConnectorAlreadyConnected

/**
 * An action that needs a connection, with none.
 * What to do: Connect first (`open()` or `connect()`).
 */
export interface ConnectorNotConnected extends CatalogueError<"ConnectorNotConnected"> {}
export const ConnectorNotConnected: ErrorClass<ConnectorNotConnected, {}> = impl.ConnectorNotConnected

/**
 * The wallet answered with no usable account.
 * What to do: Ask the visitor to unlock the wallet or create an account, then connect again.
 */
export interface ConnectorAccountNotFound extends CatalogueError<"ConnectorAccountNotFound"> {
  readonly connector: string
  readonly address?: string | undefined
}
export const ConnectorAccountNotFound: ErrorClass<ConnectorAccountNotFound, { readonly connector: string; readonly address?: string | undefined }> = impl.ConnectorAccountNotFound

/**
 * The wallet's chain differs from the one the connection expects.
 * What to do: Switch the network (`switchNetwork`) and retry.
 */
export interface ConnectorChainMismatch extends CatalogueError<"ConnectorChainMismatch"> {
  readonly connectorChainId: string | number
  readonly expectedChainId: string | number
}
export const ConnectorChainMismatch: ErrorClass<ConnectorChainMismatch, { readonly connectorChainId: string | number; readonly expectedChainId: string | number }> = impl.ConnectorChainMismatch

/**
 * A connect call while a reconnect is still running.
 * What to do: Wait for `ready()` (or the restore) and retry.
 */
export interface ConnectorUnavailableReconnecting extends CatalogueError<"ConnectorUnavailableReconnecting"> {
  readonly connector: string
}
export const ConnectorUnavailableReconnecting: ErrorClass<ConnectorUnavailableReconnecting, { readonly connector: string }> = impl.ConnectorUnavailableReconnecting

/**
 * The wallet answered with something that is not what EIP-1193 promises (e.g. accounts that are not
 * addresses).
 * What to do: A wallet fault: `method` and `cause` say which answer; retry or use another wallet.
 */
export interface ConnectorBadResponse extends CatalogueError<"ConnectorBadResponse"> {
  readonly method: string
  readonly cause?: unknown
}
export const ConnectorBadResponse: ErrorClass<ConnectorBadResponse, { readonly cause?: unknown; readonly method: string }> = impl.ConnectorBadResponse

/**
 * Disconnecting failed.
 * What to do: Retry; `cause` is the wallet's error.
 */
export interface DisconnectFailed extends CatalogueError<"DisconnectFailed"> {
  readonly cause?: unknown
}
export const DisconnectFailed: ErrorClass<DisconnectFailed, { readonly cause?: unknown }> = impl.DisconnectFailed

/**
 * A wallet id that no discovered wallet has (it was uninstalled, or excluded by the host).
 * What to do: Open the modal and let the visitor pick from the wallets it lists.
 */
export interface WalletNotFound extends CatalogueError<"WalletNotFound"> {
  readonly walletId: string
}
export const WalletNotFound: ErrorClass<WalletNotFound, { readonly walletId: string }> = impl.WalletNotFound
