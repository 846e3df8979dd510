/** `customWallets`: a wallet the host adds to the lists by hand. */
import * as Schema from "effect/Schema"

/** A host-supplied wallet entry (explorer-style field names). */
export const CustomWallet = Schema.Struct({
  id: Schema.NonEmptyString,
  name: Schema.NonEmptyString,
  homepage: Schema.optional(Schema.String),
  image_url: Schema.optional(Schema.String),
  mobile_link: Schema.optional(Schema.NullOr(Schema.String)),
  desktop_link: Schema.optional(Schema.NullOr(Schema.String)),
  webapp_link: Schema.optional(Schema.NullOr(Schema.String)),
  app_store: Schema.optional(Schema.NullOr(Schema.String)),
  play_store: Schema.optional(Schema.NullOr(Schema.String)),
  rdns: Schema.optional(Schema.NullOr(Schema.String))
})
/** A host-supplied wallet entry. */
export interface CustomWallet extends Schema.Schema.Type<typeof CustomWallet> {}
