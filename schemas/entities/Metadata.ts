/** The host app's metadata, shown to wallets. */
import * as Schema from "effect/Schema"
import { isHttpUrl } from "../validators/httpUrl.js"

/** Name, description, url and icon URLs of the host app. */
export const AppMetadata = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  /** The app's address, which wallets show and check: an absolute http(s) URL. */
  url: Schema.String.pipe(Schema.filter(isHttpUrl, { message: () => "must be an absolute http(s) URL, like https://example.com" })),
  icons: Schema.Array(Schema.String)
})
/** The host app's metadata. */
export interface AppMetadata extends Schema.Schema.Type<typeof AppMetadata> {}
