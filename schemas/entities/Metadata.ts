/** SPEC §1, §3: the host app's metadata, shown to wallets. */
import * as Schema from "effect/Schema"

/** SPEC §1, §3: name, description, url and icon URLs of the host app. */
export const AppMetadata = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  url: Schema.String,
  icons: Schema.Array(Schema.String)
})
/** SPEC §1, §3: the host app's metadata. */
export interface AppMetadata extends Schema.Schema.Type<typeof AppMetadata> {}
