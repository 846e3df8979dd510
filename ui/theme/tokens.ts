/**
 * Design tokens and how a host's `themeVariables` (SPEC §1) change them. Shared by the modal (serialised
 * to CSS variables by themeCss.ts) and the host's connect button, so it imports nothing heavy.
 */
import type { ThemeMode, ThemeVariables } from "../../schemas/entities/Theme.js"
import { ACCENT_TOKENS, type AccentTokens, optional, resolveAccent } from "./accent.js"
import { parseColor, type Rgb, toHex } from "./color.js"
import { AA_TEXT, mix, readable } from "./readable.js"

export { isSafeCssValue } from "./accent.js"

/**
 * Design tokens; each key becomes a `--wp-<kebab-key>` CSS variable, so the keys a host may set
 * (THEME_VARIABLES in schemas/entities/themeVariableKeys.ts) have the same names here. Colours are
 * `#rrggbb` so contrast can be computed.
 */
export interface ThemeTokens extends AccentTokens {
  readonly bg1: string
  readonly bg2: string
  readonly bg3: string
  readonly fg1: string
  readonly fg2: string
  readonly fg3: string
  readonly border: string
  readonly error: string
  readonly success: string
  readonly overlay: string
  readonly shadow: string
  readonly zIndex: string
  /** Colour of the QR code's modules (the WalletConnect view draws with it). */
  readonly qrColor: string
}

/** Every text colour token, each of which must be readable (WCAG AA) on every surface token. */
export const TEXT_TOKENS = ["fg1", "fg2", "fg3", "error"] as const
/** The surfaces text sits on. */
export const SURFACE_TOKENS = ["bg1", "bg2", "bg3"] as const

/** Share of `--wp-color-mix` blended into the surfaces when the host gives no strength. */
export const DEFAULT_MIX_STRENGTH = 20

/** Dark theme, the default (SPEC §1). Every text/surface pair is at least 4.5:1 (test/ui/contrast.test.ts). */
export const darkTokens: ThemeTokens = {
  accent: ACCENT_TOKENS.accent,
  accentFg: ACCENT_TOKENS.accentFg,
  bg1: "#1a1b1f",
  bg2: "#25262b",
  bg3: "#303137",
  fg1: "#ffffff",
  fg2: "#b4b5bb",
  fg3: "#9a9ba2",
  border: "rgba(255,255,255,.08)",
  error: "#ff6b6f",
  success: "#3ccf7a",
  overlay: "rgba(0,0,0,.5)",
  shadow: "0 8px 32px rgba(0,0,0,.45)",
  fontFamily: ACCENT_TOKENS.fontFamily,
  fontSizeMaster: ACCENT_TOKENS.fontSizeMaster,
  borderRadiusMaster: ACCENT_TOKENS.borderRadiusMaster,
  zIndex: "2147483000",
  qrColor: "#111215"
}

/** Light theme. */
export const lightTokens: ThemeTokens = {
  ...darkTokens,
  bg1: "#ffffff",
  bg2: "#f2f3f5",
  bg3: "#e6e7ea",
  fg1: "#1a1b1f",
  fg2: "#5c5d63",
  fg3: "#65666c",
  border: "rgba(0,0,0,.07)",
  error: "#c8262c",
  success: "#1f9d55",
  overlay: "rgba(0,0,0,.3)",
  shadow: "0 8px 32px rgba(0,0,0,.14)"
}

const rgb = (hex: string): Rgb => {
  const parsed = parseColor(hex)
  if (parsed === undefined) throw new Error(`walletport: bad built-in colour ${hex}`)
  return parsed
}

/**
 * The tokens for `mode` with the host's `themeVariables` applied: colours are parsed (unreadable ones are
 * ignored), `--wp-color-mix` is blended into the surfaces, then every text colour is nudged until it is
 * AA-readable on every surface and the accent's text is white or near-black, whichever reads better.
 */
export const resolveTokens = (mode: ThemeMode, variables: ThemeVariables = {}): ThemeTokens => {
  const base = mode === "light" ? lightTokens : darkTokens
  // Nothing to apply: the built-in tokens are AA as written (test/ui/contrast.test.ts). Most hosts set no
  // variables, and the connect button resolves its theme in the page's first render (~8 ms on a 4x CPU).
  if (Object.keys(variables).length === 0) return base
  const tint = optional(variables["--wp-color-mix"], parseColor)
  const strength = (variables["--wp-color-mix-strength"] ?? DEFAULT_MIX_STRENGTH) / 100
  const surface = (hex: string): Rgb => (tint === undefined ? rgb(hex) : mix(rgb(hex), tint, strength))
  const surfaces = { bg1: surface(base.bg1), bg2: surface(base.bg2), bg3: surface(base.bg3) }
  const onSurfaces = Object.values(surfaces)
  const text = (hex: string) => toHex(readable(rgb(hex), onSurfaces, AA_TEXT))
  const qr = optional(variables["--wp-qr-color"], parseColor)
  const zIndex = variables["--wp-z-index"]
  return {
    ...base,
    ...resolveAccent(variables),
    bg1: toHex(surfaces.bg1),
    bg2: toHex(surfaces.bg2),
    bg3: toHex(surfaces.bg3),
    fg1: text(base.fg1),
    fg2: text(base.fg2),
    fg3: text(base.fg3),
    error: text(base.error),
    zIndex: zIndex === undefined ? base.zIndex : String(zIndex),
    qrColor: qr === undefined ? base.qrColor : toHex(qr)
  }
}
