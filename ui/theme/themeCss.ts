/** The modal's theme as CSS text: resolved tokens serialised to `--wp-*` variables. */
import type { ThemeModeOption, ThemeVariables } from "../../schemas/entities/Theme.js"
import { PREFERS_LIGHT } from "./systemMode.js"
import { resolveTokens, type ThemeTokens } from "./tokens.js"

/** `--wp-<kebab-key>` for a token key (`bg1` → `--wp-bg-1`, `fontSizeMaster` → `--wp-font-size-master`). */
export const cssVariableName = (key: string): string =>
  `--wp-${key.replace(/[A-Z]|\d+/g, (c) => `-${c.toLowerCase()}`)}`

const declarations = (tokens: ThemeTokens): string =>
  Object.entries(tokens)
    .map(([k, v]) => `${cssVariableName(k)}:${v};`)
    .join("\n")

/**
 * CSS text defining the `--wp-*` variables with the host's variables applied: `mode` on `:host`, both modes
 * under `[data-wp-theme]` so the shell can switch live. "system" is the dark theme on `:host`, the light one
 * under a `prefers-color-scheme: light` query, so the OS switching re-themes an open modal without a line of
 * script (the root's `data-wp-theme="system"` matches neither block and inherits `:host`'s; its native controls
 * follow too: `color-scheme`). Host values only reach the CSS after resolveTokens parsed or checked them, so
 * none can break out of its declaration.
 */
export const themeCss = (mode: ThemeModeOption, variables?: ThemeVariables): string => {
  const light = declarations(resolveTokens("light", variables))
  const dark = declarations(resolveTokens("dark", variables))
  const host =
    mode === "system"
      ? `:host{\n${dark}\n}\n@media ${PREFERS_LIGHT}{:host{\n${light}\n}\n.root[data-wp-theme="system"]{color-scheme:light}}\n`
      : `:host{\n${mode === "light" ? light : dark}\n}\n`
  return host + `[data-wp-theme="dark"]{\n${dark}\n}\n` + `[data-wp-theme="light"]{\n${light}\n}\n`
}
