/** The connector list (connector order, include/exclude/featured/custom, recent wallets). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { Connector } from "../schemas/entities/Connector.js"
import type { CustomWallet } from "../schemas/entities/CustomWallet.js"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { ConnectorGroup } from "../schemas/entities/ConnectorGroup.js"

export { CONNECTOR_GROUPS, type ConnectorGroup } from "../schemas/entities/ConnectorGroup.js"

/**
 * One entry of the list the UI renders, exactly as ordered: the entity Connector (its id is the wallet's id in its
 * adapter, or a custom wallet's id; MULTI_CHAIN when several adapters found the same wallet: the same declared rdns, or WalletConnect's own entries) and its place in the list.
 */
export interface ConnectorEntry extends Connector {
  /** The namespaces this connector connects, in adapter order. Empty for a custom wallet not on the page. */
  readonly namespaces: ReadonlyArray<ChainNamespace>
  /** Found on the page (a browser wallet). */
  readonly installed: boolean
  readonly recent: boolean
  readonly group: ConnectorGroup
  /** The wallet's id in each namespace's adapter. */
  readonly walletIds: Readonly<Partial<Record<ChainNamespace, string>>>
  /** The host's entry, for a custom wallet (links to install it). */
  readonly custom: CustomWallet | undefined
  /** A connect request is still open in the wallet (the visitor went Back): picking it again waits for that one. */
  readonly prompting?: boolean
}

export interface ConnectorsShape {
  /** The ordered list. Updates as wallets announce and as recent wallets change. */
  readonly list: Subscribable.Subscribable<ReadonlyArray<ConnectorEntry>>
  /** The entry with this id, if listed now. Never fails. */
  readonly get: (connectorId: string) => Effect.Effect<ConnectorEntry | undefined>
  /** The entry whose wallet in `namespace` has this adapter id, waiting for nothing. Never fails. */
  readonly byWallet: (namespace: ChainNamespace, walletId: string) => Effect.Effect<ConnectorEntry | undefined>
  /** "on finalize": stores the connector as the most recent wallet (max 2). Never fails. */
  readonly markRecent: (entry: ConnectorEntry) => Effect.Effect<void>
  /** Asks every adapter's wallets to announce again. Never fails. */
  readonly refresh: Effect.Effect<void>
}

export class Connectors extends Context.Tag("walletport/Connectors")<Connectors, ConnectorsShape>() {}
