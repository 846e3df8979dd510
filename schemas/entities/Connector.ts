/** SPEC §3 Connector types and the connector descriptor the wallet lists render. */
import * as Schema from "effect/Schema"
import { ChainNamespace } from "./ids.js"

/** SPEC §3: how a wallet is reached. */
export const ConnectorType = Schema.Literal("INJECTED", "ANNOUNCED", "EXTERNAL", "MULTI_CHAIN", "WALLET_CONNECT", "AUTH")
/** SPEC §3: how a wallet is reached. */
export type ConnectorType = typeof ConnectorType.Type

/** SPEC §2, §3: a connector as listed in the modal (exclusion matches `rdns` or `name`). */
export const Connector = Schema.Struct({
  id: Schema.NonEmptyString,
  type: ConnectorType,
  name: Schema.NonEmptyString,
  chain: ChainNamespace,
  imageUrl: Schema.optional(Schema.String),
  imageId: Schema.optional(Schema.String),
  rdns: Schema.optional(Schema.String),
  explorerId: Schema.optional(Schema.String)
})
/** SPEC §3: a connector as listed in the modal. */
export interface Connector extends Schema.Schema.Type<typeof Connector> {}
