/** Theme mode accepted by the host option `themeMode` (SPEC §1; default dark). */
export type ThemeMode = "dark" | "light"

/** Design tokens; each key becomes a `--wp-<kebab-key>` CSS variable. */
export interface ThemeTokens {
  readonly accent: string
  readonly accentFg: string
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
  readonly radius: string
  readonly radiusSm: string
  readonly font: string
}

// System fonts only: no request to a font host before or after the first open (ARCHITECTURE §4).
const font =
  'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji"'

/** Dark theme, the default (SPEC §1). */
export const darkTokens: ThemeTokens = {
  accent: "#3b82f6",
  accentFg: "#ffffff",
  bg1: "#1a1b1f",
  bg2: "#25262b",
  bg3: "#303137",
  fg1: "#ffffff",
  fg2: "rgba(255,255,255,.64)",
  fg3: "rgba(255,255,255,.42)",
  border: "rgba(255,255,255,.08)",
  error: "#ff5a5f",
  success: "#3ccf7a",
  overlay: "rgba(0,0,0,.5)",
  shadow: "0 8px 32px rgba(0,0,0,.45)",
  radius: "24px",
  radiusSm: "12px",
  font
}

/** Light theme. */
export const lightTokens: ThemeTokens = {
  ...darkTokens,
  accent: "#2563eb",
  bg1: "#ffffff",
  bg2: "#f2f3f5",
  bg3: "#e6e7ea",
  fg1: "#1a1b1f",
  fg2: "rgba(26,27,31,.62)",
  fg3: "rgba(26,27,31,.42)",
  border: "rgba(0,0,0,.07)",
  error: "#e5484d",
  success: "#1f9d55",
  overlay: "rgba(0,0,0,.3)",
  shadow: "0 8px 32px rgba(0,0,0,.14)"
}

const KEY = /^--wp-[a-z0-9-]+$/
// `;{}<>` would end the declaration or the rule; `\` and `/*` could smuggle the same via escapes or
// comments; control characters could end a string token early. Any of them lets a value escape its block.
const BAD_VALUE = /[;{}<>\\\u0000-\u001f\u007f]|\/\*/

/** True when a host override is a `--wp-*` variable whose value cannot break out of its declaration. */
export const isSafeOverride = (key: string, value: string): boolean => KEY.test(key) && !BAD_VALUE.test(value)

const declarations = (tokens: ThemeTokens): string =>
  Object.entries(tokens)
    .map(([k, v]) => `--wp-${k.replace(/[A-Z]|\d+/g, (c) => `-${c.toLowerCase()}`)}:${v};`)
    .join("\n")

/**
 * CSS text defining the `--wp-*` variables: `mode` on `:host`, both modes under `[data-wp-theme]` so the
 * shell can switch live, then sanitised host overrides last so they win in either mode.
 */
export const themeCss = (mode: ThemeMode, overrides?: Readonly<Record<string, string>>): string => {
  const safe = Object.entries(overrides ?? {})
    .filter(([k, v]) => isSafeOverride(k, v))
    .map(([k, v]) => `${k}:${v};`)
    .join("\n")
  return (
    `:host{\n${declarations(mode === "light" ? lightTokens : darkTokens)}\n}\n` +
    `[data-wp-theme="dark"]{\n${declarations(darkTokens)}\n}\n` +
    `[data-wp-theme="light"]{\n${declarations(lightTokens)}\n}\n` +
    (safe ? `:host,[data-wp-theme]{\n${safe}\n}\n` : "")
  )
}
