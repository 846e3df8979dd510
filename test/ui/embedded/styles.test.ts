/**
 * The embedded views' stylesheet: text only in theme text colours on theme surfaces (each pair at WCAG AA in
 * both themes), and the address lines cut rather than overflow at 360 px.
 */
import { describe, expect, it } from "vitest"
import { contrast, parseColor } from "../../../ui/theme/color.js"
import { AA_TEXT } from "../../../ui/theme/readable.js"
import { resolveTokens, SURFACE_TOKENS, TEXT_TOKENS, type ThemeTokens } from "../../../ui/theme/tokens.js"
import { embeddedCss } from "../../../ui/views/embedded/embeddedStyles.js"

/** Each rule as selector → declarations. */
const rules = [...embeddedCss.matchAll(/([^{}\n]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1] ?? "", body: m[2] ?? "" }))
const tokenOf = (body: string, property: string): string | undefined =>
  new RegExp(`(?:^|;)${property}:var\\(--wp-([a-z0-9-]+)\\)`).exec(body)?.[1]?.replace(/-/g, "")
const isText = (name: string): name is (typeof TEXT_TOKENS)[number] => (TEXT_TOKENS as ReadonlyArray<string>).includes(name)
const isSurface = (name: string): name is (typeof SURFACE_TOKENS)[number] => (SURFACE_TOKENS as ReadonlyArray<string>).includes(name)
const rgb = (t: ThemeTokens, key: keyof ThemeTokens) => {
  const c = parseColor(t[key])
  if (c === undefined) throw new Error(`not a colour: ${t[key]}`)
  return c
}

describe("embedded views' styles", () => {
  it("colour text with theme text tokens only, and fill with theme surfaces (lines aside)", () => {
    expect(rules.length).toBeGreaterThan(10)
    for (const { selector, body } of rules) {
      const color = tokenOf(body, "color")
      if (color !== undefined) expect(isText(color), `${selector} color ${color}`).toBe(true)
      const background = tokenOf(body, "background")
      // The divider's lines (pseudo-elements without text) may use the border colour.
      if (background !== undefined && !/::(before|after)/.test(selector)) {
        expect(isSurface(background) || background === "accent", `${selector} background ${background}`).toBe(true)
      }
      expect(body, selector).not.toMatch(/color:#|color:rgb/)
    }
  })

  for (const mode of ["dark", "light"] as const) {
    it(`${mode}: every text colour used reads at AA on the card and on the fields`, () => {
      const t = resolveTokens(mode)
      const texts = rules.flatMap(({ body }) => {
        const c = tokenOf(body, "color")
        return c !== undefined && isText(c) ? [c] : []
      })
      expect(texts).toContain("error")
      for (const text of texts) {
        for (const surface of ["bg1", "bg2"] as const) {
          expect(contrast(rgb(t, text), rgb(t, surface)), `${text} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT)
        }
      }
    })
  }

  it("a long address is cut with an ellipsis inside its line (360 px), never widening the view", () => {
    const to = rules.find((r) => r.selector === ".to")?.body ?? ""
    expect(to).toContain("overflow:hidden")
    expect(to).toContain("text-overflow:ellipsis")
    expect(to).toContain("white-space:nowrap")
    expect(to).toContain("max-width:100%")
    for (const selector of [".email", ".email-row", ".email-input", ".form-stack"]) {
      expect(rules.find((r) => r.selector === selector)?.body ?? "", selector).toContain("min-width:0")
    }
  })
})
