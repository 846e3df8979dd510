/**
 * The theme's accent and type (SPEC §1: `--wp-accent`, `--wp-font-family`, `--wp-font-size-master`,
 * `--wp-border-radius-master`): the same in both modes, and all the host's connect button needs for its first
 * frame. Apart from tokens.ts, whose surfaces and text colours (mixed and repaired for contrast) only the modal
 * and the connected button need: those load with import(), this ships in the host's initial chunk.
 */
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import { parseColor, textOn, toHex } from "./color.js"

/** The tokens of the accent and the type; each becomes a `--wp-<kebab-key>` CSS variable like the rest (tokens.ts). */
export interface AccentTokens {
  readonly accent: string
  readonly accentFg: string
  readonly fontFamily: string
  /** Unit of every font size: sizes are multiples of it (10px → body text 16px). */
  readonly fontSizeMaster: string
  /** Unit of every corner radius (4px → card 24px, rows 12px). */
  readonly borderRadiusMaster: string
}

/** The accent and type of both modes when the host sets none. */
export const ACCENT_TOKENS: AccentTokens = {
  accent: "#2563eb",
  accentFg: "#ffffff",
  // System fonts only: no request to a font host before or after the first open (ARCHITECTURE §4).
  fontFamily:
    'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji"',
  fontSizeMaster: "10px",
  borderRadiusMaster: "4px"
}

// `;{}<>` would end the declaration or the rule; `\` and `/*` could smuggle the same via escapes or
// comments; control characters could end a string token early; url( could make a request.
const BAD_VALUE = /[;{}<>\\\u0000-\u001f\u007f]|\/\*|url\s*\(/i

/** True when a host's value can be written inside a CSS declaration without escaping it. */
export const isSafeCssValue = (value: string): boolean => value.trim() !== "" && !BAD_VALUE.test(value)

const LENGTH = /^(\d{1,4}|\d{0,4}\.\d{1,4})(px|rem|em)$/

/**
 * A host's value, trimmed and read; undefined when absent or unreadable. Not a string is unreadable too: the host's
 * button reads the options as given, before they are decoded (buttonAccent.ts).
 */
export const optional = <A>(value: string | undefined, read: (v: string) => A | undefined): A | undefined =>
  typeof value === "string" ? read(value.trim()) : undefined

const length = (value: string | undefined): string | undefined => optional(value, (v) => (LENGTH.test(v) ? v : undefined))

/**
 * The accent and type with the host's `themeVariables` applied: an unreadable colour or an unsafe value is
 * ignored, and the accent's text is white or near-black, whichever reads better on it.
 */
export const resolveAccent = (variables: ThemeVariables = {}): AccentTokens => {
  const accent = optional(variables["--wp-accent"], parseColor)
  return {
    accent: accent === undefined ? ACCENT_TOKENS.accent : toHex(accent),
    accentFg: accent === undefined ? ACCENT_TOKENS.accentFg : toHex(textOn(accent)),
    fontFamily: optional(variables["--wp-font-family"], (v) => (isSafeCssValue(v) ? v : undefined)) ?? ACCENT_TOKENS.fontFamily,
    fontSizeMaster: length(variables["--wp-font-size-master"]) ?? ACCENT_TOKENS.fontSizeMaster,
    borderRadiusMaster: length(variables["--wp-border-radius-master"]) ?? ACCENT_TOKENS.borderRadiusMaster
  }
}
