/**
 * The connector remembered per chain namespace (SPEC §3 "Connector types", §4 session restore).
 */
import * as Schema from "effect/Schema"
import { CHAIN_NAMESPACES } from "../namespaces.js"

/** SPEC §3: the chain namespaces. */
export const StoredChainNamespace = Schema.Literal(...CHAIN_NAMESPACES)

/** SPEC §3: connector types. */
export const StoredConnectorType = Schema.Literal(
  "INJECTED",
  "ANNOUNCED",
  "EXTERNAL",
  "MULTI_CHAIN",
  "WALLET_CONNECT",
  "AUTH"
)

/** SPEC §4: the connector a namespace was last connected through, restored on start. */
export const StoredConnector = Schema.Struct({
  id: Schema.NonEmptyString.pipe(Schema.maxLength(256)),
  type: StoredConnectorType,
  name: Schema.optional(Schema.String.pipe(Schema.maxLength(256))),
  /** The connector-list id when it differs from the adapter's wallet id (a MULTI_CHAIN entry). */
  connectorId: Schema.optional(Schema.NonEmptyString.pipe(Schema.maxLength(256)))
})

export type StoredChainNamespace = typeof StoredChainNamespace.Type
export type StoredConnectorType = typeof StoredConnectorType.Type
export type StoredConnector = typeof StoredConnector.Type

/** Every namespace, in a fixed order (used to enumerate our per-namespace keys). */
export const STORED_CHAIN_NAMESPACES: ReadonlyArray<StoredChainNamespace> = StoredChainNamespace.literals
