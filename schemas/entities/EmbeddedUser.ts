/** Embedded user payload: who the secure frame says is signed in. */
import * as Schema from "effect/Schema"
import { PreferredAccountType } from "./AccountType.js"

/** One account of the embedded user. */
export const EmbeddedUserAccount = Schema.Struct({
  address: Schema.NonEmptyString,
  type: PreferredAccountType
})
/** One account of the embedded user. */
export interface EmbeddedUserAccount extends Schema.Schema.Type<typeof EmbeddedUserAccount> {}

/** Embedded user payload (the reply to APP_GET_USER / APP_CONNECT_*). */
export const EmbeddedUser = Schema.Struct({
  email: Schema.optional(Schema.NullOr(Schema.String)),
  address: Schema.NonEmptyString,
  chainId: Schema.Union(Schema.String, Schema.Number),
  accounts: Schema.optional(Schema.Array(EmbeddedUserAccount)),
  userName: Schema.optional(Schema.NullOr(Schema.String)),
  preferredAccountType: Schema.optional(PreferredAccountType),
  smartAccountDeployed: Schema.optional(Schema.Boolean)
})
/** Embedded user payload. */
export interface EmbeddedUser extends Schema.Schema.Type<typeof EmbeddedUser> {}
