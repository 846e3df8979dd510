/** The host's theme choices. */
import * as Schema from "effect/Schema"
import { isThemeValueOfKind, THEME_VARIABLES, type ThemeVariableKey } from "./themeVariableKeys.js"

/** Light or dark; the default is dark. What the modal draws, and what the Theme sync payload carries. */
export const ThemeMode = Schema.Literal("light", "dark")
/** Light or dark. */
export type ThemeMode = typeof ThemeMode.Type

/**
 * The host's `themeMode` option: a mode, or "system" to follow the visitor's `prefers-color-scheme`, live (issue 23;
 * beyond the two built-in modes, as AppKit's and RainbowKit's hosts can). Default dark.
 */
export const ThemeModeOption = Schema.Literal("light", "dark", "system")
/** The host's `themeMode` option: light, dark or "system". */
export type ThemeModeOption = typeof ThemeModeOption.Type

const Percent = Schema.Number.pipe(Schema.filter((n) => isThemeValueOfKind("percent", n), { message: () => "a number from 0 to 100" }))

/** The Schema of each kind of value (themeVariableKeys.ts says which variable takes which). */
const KIND_SCHEMAS = { string: Schema.String, percent: Percent, integer: Schema.Int } as const

type ThemeVariableFields = {
  readonly [K in ThemeVariableKey]: Schema.optional<(typeof KIND_SCHEMAS)[(typeof THEME_VARIABLES)[K]]>
}

// The fields come from the one key table; the cast only restores the per-key types Object.fromEntries drops.
const themeVariableFields = Object.fromEntries(
  Object.entries(THEME_VARIABLES).map(([key, kind]) => [key, Schema.optional(KIND_SCHEMAS[kind])])
) as ThemeVariableFields

/** Theme tokens a host may override; each becomes a CSS variable on the modal root. */
export const ThemeVariables = Schema.Struct(themeVariableFields)
/** Theme tokens a host may override. */
export interface ThemeVariables extends Schema.Schema.Type<typeof ThemeVariables> {}
