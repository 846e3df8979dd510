// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { avatarGradient } from "../../ui/components/avatarGradient.js"
import { modalCss } from "../../ui/styles.js"
import { darkTokens, isSafeOverride, lightTokens, themeCss } from "../../ui/theme/tokens.js"

describe("themeCss", () => {
  it("defines the chosen mode on :host and both modes under data-wp-theme", () => {
    const css = themeCss("dark")
    expect(css).toMatch(new RegExp(`^:host\\{[^}]*--wp-bg-1:${darkTokens.bg1};`))
    expect(css).toContain(`[data-wp-theme="light"]{`)
    expect(css).toContain(`--wp-bg-1:${lightTokens.bg1};`)
    expect(css).toContain("--wp-accent-fg:")
    expect(themeCss("light")).toMatch(new RegExp(`^:host\\{[^}]*--wp-bg-1:${lightTokens.bg1};`))
  })

  it("defines every variable the stylesheet uses", () => {
    const defined = new Set(themeCss("dark").match(/--wp-[a-z0-9-]+(?=:)/g))
    const used = new Set(modalCss.match(/--wp-[a-z0-9-]+/g))
    expect(used.size).toBeGreaterThan(5)
    for (const name of used) expect(defined, name).toContain(name)
  })

  it("uses system fonts only, no remote url", () => {
    expect(themeCss("dark")).not.toMatch(/url\(|@import|@font-face|https?:/)
  })

  it("appends valid overrides last so they win in both modes", () => {
    const css = themeCss("dark", { "--wp-accent": "#ff00aa", "--wp-radius": "8px" })
    expect(css.trimEnd().endsWith(":host,[data-wp-theme]{\n--wp-accent:#ff00aa;\n--wp-radius:8px;\n}")).toBe(true)
  })

  it("drops overrides with a bad key or a value that could escape its block", () => {
    const css = themeCss("dark", {
      "--wp-accent": "red;}body{display:none",
      "--wp-bg-1": "x}",
      "--wp-fg-1": "<script>",
      "--wp-fg-2": "a/*",
      "--wp-fg-3": "\\7d",
      "--wp-border": "red\n}",
      "--evil": "red",
      "--WP-ACCENT": "red",
      "color": "red",
      "--wp-ok": "rgb(1 2 3)"
    })
    expect(css).not.toContain("display:none")
    expect(css).not.toContain("<script>")
    expect(css).not.toMatch(/--evil|--WP-ACCENT|\ncolor:/)
    expect(css).toContain("--wp-ok:rgb(1 2 3);")
    expect(css.match(/[{]/g)?.length).toBe(css.match(/[}]/g)?.length)
    expect(isSafeOverride("--wp-a-1", "12px")).toBe(true)
    expect(isSafeOverride("--wp-a", "a;b")).toBe(false)
  })
})

describe("avatarGradient", () => {
  it("is deterministic, case-insensitive and differs between addresses", () => {
    const a = "0xAbC0000000000000000000000000000000000001"
    expect(avatarGradient(a)).toBe(avatarGradient(a.toLowerCase()))
    expect(avatarGradient(a)).toMatch(/^linear-gradient\(135deg,hsl\(\d+ 82% 62%\),hsl\(\d+ 76% 46%\)\)$/)
    expect(avatarGradient(a)).not.toBe(avatarGradient("0xabc0000000000000000000000000000000000002"))
  })
})
