/** Name suggestion (GET /v1/profile/suggestions/{name}). */
import * as Schema from "effect/Schema"

/** Name suggestion: `name` plus fields the spec does not show, kept as unknown. */
export const NameSuggestion = Schema.Struct(
  {
    name: Schema.NonEmptyString,
    registered: Schema.optional(Schema.Boolean)
  },
  Schema.Record({ key: Schema.String, value: Schema.Unknown })
)
/** Name suggestion. */
export interface NameSuggestion extends Schema.Schema.Type<typeof NameSuggestion> {}
