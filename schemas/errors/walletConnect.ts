/** WalletConnect failures (issue 11: relay unreachable, pairing expired, unsupported namespace, session settlement). */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

// Kept module-private: walletport/errors exports the type only (its public types name no Effect type).
const FailureReason = Schema.Literal("RelayUnreachable", "PairingExpired", "UnsupportedNamespace", "SessionSettlement", "NamespaceNotApproved")
/** Why a WalletConnect pairing or session failed; a rejected proposal is UserRejectedRequest instead. */
export type WalletConnectFailureReason = typeof FailureReason.Type

const MESSAGES: Readonly<Record<WalletConnectFailureReason, string>> = {
  RelayUnreachable: "Could not reach the WalletConnect relay. Check your connection and try again.",
  PairingExpired: "The connection request expired. Refresh the QR code and try again.",
  UnsupportedNamespace: "The wallet does not support any of this site's networks.",
  SessionSettlement: "The wallet could not settle the session (7000). Try again.",
  // An optional namespace the wallet left out while approving others: that namespace stays disconnected.
  NamespaceNotApproved: "The wallet did not approve this network."
}

/**
 * A WalletConnect pairing or session failure, with its `reason`.
 * What to do: Relay: check the network and `relayUrl`; expired: refresh the QR code; namespaces: configure networks
 * the wallet supports.
 */
export class WalletConnectFailed extends CatalogueError("WalletConnectFailed", {
  reason: FailureReason,
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return MESSAGES[this.reason]
  }

  get details(): string {
    return developerDetails(this)
  }
}
