/** walletConnect: plain declarations of walletport/errors (generated shape; checked against schemas/errors/walletConnect.ts). */
import * as impl from "../../errors/walletConnect.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * A WalletConnect pairing or session failure, with its `reason`.
 * What to do: Relay: check the network and `relayUrl`; expired: refresh the QR code; namespaces: configure networks
 * the wallet supports.
 */
export interface WalletConnectFailed extends CatalogueError<"WalletConnectFailed"> {
  readonly reason: "RelayUnreachable" | "PairingExpired" | "UnsupportedNamespace" | "SessionSettlement" | "NamespaceNotApproved"
  readonly cause?: unknown
}
export const WalletConnectFailed: ErrorClass<WalletConnectFailed, { readonly cause?: unknown; readonly reason: "RelayUnreachable" | "PairingExpired" | "UnsupportedNamespace" | "SessionSettlement" | "NamespaceNotApproved" }> = impl.WalletConnectFailed

/** Why a WalletConnect pairing or session failed; a rejected proposal is UserRejectedRequest instead. */
export type WalletConnectFailureReason = "RelayUnreachable" | "PairingExpired" | "UnsupportedNamespace" | "SessionSettlement" | "NamespaceNotApproved"
