// Issue 23: every themeVariables key is documented in docs/theming.md (a key added to the table without a section
// fails here), and the documented defaults are the tokens' (a default changed without the docs fails too).
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { THEME_VARIABLE_KEYS } from "../../schemas/entities/themeVariableKeys.js"
import { ACCENT_TOKENS } from "../../ui/theme/accent.js"
import { darkTokens, DEFAULT_MIX_STRENGTH } from "../../ui/theme/tokens.js"

const doc = readFileSync(new URL("../../docs/theming.md", import.meta.url), "utf8")
const section = (key: string): string => {
  const start = doc.indexOf(`## \`${key}\``)
  const next = doc.indexOf("\n## ", start + 1)
  return start < 0 ? "" : doc.slice(start, next < 0 ? undefined : next)
}

describe("docs/theming.md", () => {
  it.each(THEME_VARIABLE_KEYS)("has a section for %s saying what it changes and its default", (key) => {
    expect(section(key), key).toMatch(/Default/)
  })

  it("documents the defaults the tokens have", () => {
    expect(section("--wp-accent")).toContain(ACCENT_TOKENS.accent)
    expect(section("--wp-color-mix-strength")).toContain(`Default ${DEFAULT_MIX_STRENGTH}`)
    expect(section("--wp-font-size-master")).toContain(ACCENT_TOKENS.fontSizeMaster)
    expect(section("--wp-border-radius-master")).toContain(ACCENT_TOKENS.borderRadiusMaster)
    expect(section("--wp-z-index")).toContain(darkTokens.zIndex)
    expect(section("--wp-qr-color")).toContain(darkTokens.qrColor)
  })

  it('documents themeMode "system"', () => {
    expect(doc).toContain('"system"')
  })
})
