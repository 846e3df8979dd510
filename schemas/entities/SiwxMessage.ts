/** SPEC §3 Sign-in message: the fields a sign-in-with-wallet message is built from. */
import * as Schema from "effect/Schema"
import { CaipNetworkId } from "./ids.js"

/** SPEC §3 Sign-in message data; `chainId` is CAIP-2, times are ISO-8601 strings. */
export const SiwxMessageData = Schema.Struct({
  accountAddress: Schema.NonEmptyString,
  chainId: CaipNetworkId,
  domain: Schema.NonEmptyString,
  uri: Schema.NonEmptyString,
  version: Schema.NonEmptyString,
  nonce: Schema.NonEmptyString,
  statement: Schema.optional(Schema.String),
  resources: Schema.optional(Schema.Array(Schema.String)),
  requestId: Schema.optional(Schema.String),
  issuedAt: Schema.optional(Schema.String),
  expirationTime: Schema.optional(Schema.String),
  notBefore: Schema.optional(Schema.String)
})
/** SPEC §3 Sign-in message data. */
export interface SiwxMessageData extends Schema.Schema.Type<typeof SiwxMessageData> {}
