/** Theme sync payload (APP_SYNC_THEME to the secure frame). */
import * as Schema from "effect/Schema"
import { ThemeMode } from "./Theme.js"

/** Theme sync payload: each part is optional so a partial change can be synced. */
export const ThemeSyncPayload = Schema.Struct({
  themeMode: Schema.optional(ThemeMode),
  themeVariables: Schema.optional(
    Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number) })
  ),
  w3mThemeVariables: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String }))
})
/** Theme sync payload. */
export interface ThemeSyncPayload extends Schema.Schema.Type<typeof ThemeSyncPayload> {}
