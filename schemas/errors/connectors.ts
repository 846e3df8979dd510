/** Connector errors (connection status, "Connector errors"). Texts follow wagmi's. */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * The requested chain is not in the host's networks.
 * What to do: Add the network to `networks`, or ask only for configured ones.
 */
export class ChainNotConfigured extends CatalogueError("ChainNotConfigured", {
  chainId: Schema.optional(Schema.Union(Schema.Number, Schema.String))
}) {
  override get message(): string {
    // The chain named, so a host can tell which of its calls asked for it.
    return this.chainId === undefined ? "Chain not configured." : `Chain ${this.chainId} is not configured: add it to \`networks\`.`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * Connecting the connector that is already current.
 * What to do: Check the account (`getAccount()`) before connecting.
 */
export class ConnectorAlreadyConnected extends CatalogueError("ConnectorAlreadyConnected", {
  connectorId: Schema.String
}) {
  override get message(): string {
    return "Connector already connected."
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * An action that needs a connection, with none.
 * What to do: Connect first (`open()` or `connect()`).
 */
export class ConnectorNotConnected extends CatalogueError("ConnectorNotConnected", {}) {
  override get message(): string {
    return "Connector not connected."
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The wallet answered with no usable account.
 * What to do: Ask the visitor to unlock the wallet or create an account, then connect again.
 */
export class ConnectorAccountNotFound extends CatalogueError("ConnectorAccountNotFound", {
  connector: Schema.String,
  address: Schema.optional(Schema.String)
}) {
  override get message(): string {
    return this.address === undefined
      ? `No account found for connector "${this.connector}".`
      : `Account "${this.address}" not found for connector "${this.connector}".`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The wallet's chain differs from the one the connection expects.
 * What to do: Switch the network (`switchNetwork`) and retry.
 */
export class ConnectorChainMismatch extends CatalogueError("ConnectorChainMismatch", {
  connectorChainId: Schema.Union(Schema.Number, Schema.String),
  expectedChainId: Schema.Union(Schema.Number, Schema.String)
}) {
  override get message(): string {
    return `The current chain of the connector (id: ${this.connectorChainId}) does not match the connection's chain (id: ${this.expectedChainId}).`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A connect call while a reconnect is still running.
 * What to do: Wait for `ready()` (or the restore) and retry.
 */
export class ConnectorUnavailableReconnecting
  extends CatalogueError("ConnectorUnavailableReconnecting", {
    connector: Schema.String
  })
{
  override get message(): string {
    return `Connector "${this.connector}" unavailable while reconnecting.`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The wallet answered with something that is not what EIP-1193 promises (e.g. accounts that are not
 * addresses).
 * What to do: A wallet fault: `method` and `cause` say which answer; retry or use another wallet.
 */
export class ConnectorBadResponse extends CatalogueError("ConnectorBadResponse", {
  method: Schema.String,
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return `The wallet gave an invalid answer to ${this.method}.`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * Disconnecting failed.
 * What to do: Retry; `cause` is the wallet's error.
 */
export class DisconnectFailed extends CatalogueError("DisconnectFailed", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "Failed to disconnect"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A wallet id that no discovered wallet has (it was uninstalled, or excluded by the host).
 * What to do: Open the modal and let the visitor pick from the wallets it lists.
 */
export class WalletNotFound extends CatalogueError("WalletNotFound", {
  walletId: Schema.String
}) {
  override get message(): string {
    return `Wallet "${this.walletId}" is not available on this page.`
  }

  get details(): string {
    return developerDetails(this)
  }
}
