/** The modal's theme as CSS text: resolved tokens serialised to `--wp-*` variables. */
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import type { ThemeMode } from "../../schemas/entities/Theme.js"
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
 * under `[data-wp-theme]` so the shell can switch live. Host values only reach the CSS after resolveTokens
 * parsed or checked them, so none can break out of its declaration.
 */
export const themeCss = (mode: ThemeMode, variables?: ThemeVariables): string =>
  `:host{\n${declarations(resolveTokens(mode, variables))}\n}\n` +
  `[data-wp-theme="dark"]{\n${declarations(resolveTokens("dark", variables))}\n}\n` +
  `[data-wp-theme="light"]{\n${declarations(resolveTokens("light", variables))}\n}\n`
