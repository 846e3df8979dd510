/** SPEC §1: the host's theme choices. */
import * as Schema from "effect/Schema"

/** SPEC §1: light or dark; the default is dark. */
export const ThemeMode = Schema.Literal("light", "dark")
/** SPEC §1: light or dark. */
export type ThemeMode = typeof ThemeMode.Type

/** SPEC §1: theme tokens a host may override; each becomes a CSS variable on the modal root. */
export const ThemeVariables = Schema.Struct({
  "--wp-accent": Schema.optional(Schema.String),
  "--wp-color-mix": Schema.optional(Schema.String),
  "--wp-color-mix-strength": Schema.optional(Schema.Number.pipe(Schema.between(0, 100))),
  "--wp-font-family": Schema.optional(Schema.String),
  "--wp-font-size-master": Schema.optional(Schema.String),
  "--wp-border-radius-master": Schema.optional(Schema.String),
  "--wp-z-index": Schema.optional(Schema.Int),
  "--wp-qr-color": Schema.optional(Schema.String)
})
/** SPEC §1: theme tokens a host may override. */
export interface ThemeVariables extends Schema.Schema.Type<typeof ThemeVariables> {}
