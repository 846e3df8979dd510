/** Identity response (GET /v1/identity/{address}). */
import * as Schema from "effect/Schema"

/** Identity response: avatar URL and name, each null when unknown. */
export const IdentityResponse = Schema.Struct({
  avatar: Schema.NullOr(Schema.String),
  name: Schema.NullOr(Schema.String)
})
/** Identity response. */
export interface IdentityResponse extends Schema.Schema.Type<typeof IdentityResponse> {}
