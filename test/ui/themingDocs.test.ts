// Issue 23: every themeVariables key is documented in docs/theming.md (a key added to the table without a section
// fails here), and the documented defaults are the tokens' (a default changed without the docs fails too); each
// key's section shows its picture (scripts/themePictures.ts draws them), and the picture is there.
import { existsSync, readFileSync, statSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { THEME_VARIABLE_KEYS } from "../../schemas/entities/themeVariableKeys.js"
import { keyPicture, MODES_PICTURE } from "../../scripts/themePictures/pictures.js"
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

  /** The picture exists, is a PNG and stays small (the docs load them all). */
  const present = (relative: string): { readonly png: boolean; readonly small: boolean } => {
    const path = new URL(`../../docs/${relative}`, import.meta.url)
    if (!existsSync(path)) return { png: false, small: false }
    const head = readFileSync(path).subarray(0, 8).toString("hex")
    return { png: head === "89504e470d0a1a0a", small: statSync(path).size < 48 * 1024 }
  }

  it.each(THEME_VARIABLE_KEYS)("shows a picture of what %s changes, and the picture is there", (key) => {
    expect(section(key)).toContain(`](${keyPicture(key)})`)
    expect(present(keyPicture(key)), keyPicture(key)).toEqual({ png: true, small: true })
  })

  it("shows the dark and the light theme", () => {
    expect(doc).toContain(`](${MODES_PICTURE})`)
    expect(present(MODES_PICTURE)).toEqual({ png: true, small: true })
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
