/**
 * Connector types and the connector: the one shape of "a wallet we can connect through". The narrower
 * and wider views derive from it: a session's connector picks from it (Session.ts), an adapter's wallet adds its
 * namespace (services/ChainAdapter.ts), a list entry adds its place in the list (services/Connectors.ts), the
 * stored connector bounds its fields (storage/connector.ts).
 */
import * as Schema from "effect/Schema"
import { CONNECTOR_TYPES } from "../connectorTypes.js"

/** How a wallet is reached. */
export const ConnectorType = Schema.Literal(...CONNECTOR_TYPES)
/** How a wallet is reached. */
export type ConnectorType = typeof ConnectorType.Type

/** A connector (exclusion matches `rdns` or `name`). */
export const Connector = Schema.Struct({
  /** Unique in its list and stable across reloads (rdns for EIP-6963, "injected", the Wallet Standard name). */
  id: Schema.NonEmptyString,
  type: ConnectorType,
  /** Display name: bidi controls stripped, never empty, at most 128 characters. */
  name: Schema.NonEmptyString,
  /** A data URI or http(s) URL; undefined when the wallet gave none we accept (the UI draws one). */
  icon: Schema.optional(Schema.String),
  /** EIP-6963 rdns: used for exclusion and to match one wallet across namespaces (MULTI_CHAIN). */
  rdns: Schema.optional(Schema.String)
})
/** A connector. */
export interface Connector extends Schema.Schema.Type<typeof Connector> {}
