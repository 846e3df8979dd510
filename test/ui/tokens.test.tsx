// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import { avatarGradient } from "../../ui/components/avatarGradient.js"
import { modalCss } from "../../ui/styles.js"
import { cssVariableName, themeCss } from "../../ui/theme/themeCss.js"
import { darkTokens, isSafeCssValue, lightTokens, resolveTokens } from "../../ui/theme/tokens.js"

/** The value a CSS text gives `name` in its first block (`:host`). */
const hostValue = (css: string, name: string): string | undefined => {
  const host = css.slice(0, css.indexOf("}"))
  return new RegExp(`${name}:([^;]*);`).exec(host)?.[1]
}

describe("themeCss", () => {
  it("defines the chosen mode on :host and both modes under data-wp-theme", () => {
    const css = themeCss("dark")
    expect(css).toMatch(new RegExp(`^:host\\{[^}]*--wp-bg-1:${darkTokens.bg1};`))
    expect(css).toContain(`[data-wp-theme="light"]{`)
    expect(css).toContain(`--wp-bg-1:${lightTokens.bg1};`)
    expect(css).toContain("--wp-accent-fg:")
    expect(themeCss("light")).toMatch(new RegExp(`^:host\\{[^}]*--wp-bg-1:${lightTokens.bg1};`))
  })

  it("names each token's variable as the host option names it", () => {
    expect(cssVariableName("bg1")).toBe("--wp-bg-1")
    expect(cssVariableName("fontSizeMaster")).toBe("--wp-font-size-master")
    expect(cssVariableName("borderRadiusMaster")).toBe("--wp-border-radius-master")
    expect(cssVariableName("zIndex")).toBe("--wp-z-index")
    expect(cssVariableName("qrColor")).toBe("--wp-qr-color")
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

  it("the stylesheet sizes fonts and radii from the master units, and stacks at --wp-z-index", () => {
    expect(modalCss).not.toMatch(/font-size:\d/)
    expect(modalCss).not.toMatch(/border-radius:(?!999px)\d+px/)
    expect(modalCss).toContain("z-index:var(--wp-z-index)")
  })
})

describe("themeVariables: every key the option accepts changes the CSS", () => {
  const cases: ReadonlyArray<readonly [keyof ThemeVariables, ThemeVariables, string, string]> = [
    ["--wp-accent", { "--wp-accent": "#ff00aa" }, "--wp-accent", "#ff00aa"],
    ["--wp-font-family", { "--wp-font-family": "'Comic Neue', cursive" }, "--wp-font-family", "'Comic Neue', cursive"],
    ["--wp-font-size-master", { "--wp-font-size-master": "12px" }, "--wp-font-size-master", "12px"],
    ["--wp-border-radius-master", { "--wp-border-radius-master": "0px" }, "--wp-border-radius-master", "0px"],
    ["--wp-z-index", { "--wp-z-index": 42 }, "--wp-z-index", "42"],
    ["--wp-qr-color", { "--wp-qr-color": "rgb(10, 20, 30)" }, "--wp-qr-color", "#0a141e"],
    ["--wp-color-mix", { "--wp-color-mix": "#00ff00" }, "--wp-bg-1", "#154919"],
    ["--wp-color-mix-strength", { "--wp-color-mix": "#00ff00", "--wp-color-mix-strength": 50 }, "--wp-bg-1", "#0d8d10"]
  ]
  for (const [key, variables, name, value] of cases) {
    it(key, () => {
      const css = themeCss("dark", variables)
      expect(hostValue(css, name)).toBe(value)
      expect(hostValue(css, name)).not.toBe(hostValue(themeCss("dark"), name))
      // Applies to both live-switchable modes too.
      expect(css.split(`${name}:${value};`).length - 1).toBeGreaterThanOrEqual(name === "--wp-bg-1" ? 2 : 3)
    })
  }

  it("the accent's text colour follows the accent: white on dark accents, near-black on light ones", () => {
    expect(resolveTokens("dark", { "--wp-accent": "#1d4ed8" }).accentFg).toBe("#ffffff")
    expect(resolveTokens("dark", { "--wp-accent": "#facc15" }).accentFg).toBe("#111215")
    expect(resolveTokens("dark", { "--wp-accent": "hsl(140 70% 60%)" }).accentFg).toBe("#111215")
  })

  it("ignores values that are not colours or lengths and any value that could escape its declaration", () => {
    const css = themeCss("dark", {
      "--wp-accent": "red;}body{display:none",
      "--wp-color-mix": "x}",
      "--wp-font-family": "a;}b{",
      "--wp-font-size-master": "12px;color:red",
      "--wp-border-radius-master": "calc(1px)",
      "--wp-qr-color": "<script>"
    })
    expect(css).toBe(themeCss("dark"))
    expect(themeCss("dark", { "--wp-font-family": "x/*" })).toBe(themeCss("dark"))
    expect(themeCss("dark", { "--wp-font-family": "url(https://evil)" })).toBe(themeCss("dark"))
  })

  it("isSafeCssValue", () => {
    for (const bad of ["red;", "}", "<", "\\7d", "a/*", "x\ny", "url(a)", "  "]) expect(isSafeCssValue(bad), bad).toBe(false)
    for (const good of ["Inter, sans-serif", "'Comic Neue'", "rgb(1 2 3)"]) expect(isSafeCssValue(good), good).toBe(true)
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
