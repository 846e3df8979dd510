// WCAG AA (4.5:1 for text) for every text/surface pair of both themes, with the host's accents and tints.
import { describe, expect, it } from "vitest"
import type { ThemeVariables } from "../../schemas/entities/Theme.js"
import { contrast, luminance, parseColor, textOn, toHex, WHITE } from "../../ui/theme/color.js"
import { AA_TEXT, mix, readable } from "../../ui/theme/readable.js"
import { modalCss } from "../../ui/styles.js"
import { darkTokens, lightTokens, resolveTokens, SURFACE_TOKENS, TEXT_TOKENS, type ThemeTokens } from "../../ui/theme/tokens.js"

const rgb = (css: string) => {
  const c = parseColor(css)
  if (c === undefined) throw new Error(`not a colour: ${css}`)
  return c
}

/** Every text/surface pair below AA, as readable lines. */
const failures = (t: ThemeTokens): ReadonlyArray<string> => [
  ...TEXT_TOKENS.flatMap((fg) =>
    SURFACE_TOKENS.map((bg) => [fg, bg, contrast(rgb(t[fg]), rgb(t[bg]))] as const)
  ),
  ["accentFg", "accent", contrast(rgb(t.accentFg), rgb(t.accent))] as const
].flatMap(([fg, bg, ratio]) => (ratio >= AA_TEXT ? [] : [`${fg} ${t[fg]} on ${bg} ${t[bg]}: ${ratio.toFixed(2)}`]))

describe("WCAG formulas", () => {
  it("relative luminance and contrast match the WCAG reference values", () => {
    expect(luminance(WHITE)).toBeCloseTo(1, 6)
    expect(luminance([0, 0, 0])).toBe(0)
    expect(contrast(WHITE, [0, 0, 0])).toBeCloseTo(21, 6)
    // #777 on white is the classic 4.48:1 near-miss.
    expect(contrast(rgb("#777777"), WHITE)).toBeCloseTo(4.48, 2)
    expect(contrast(rgb("#767676"), WHITE)).toBeCloseTo(4.54, 2)
  })

  it("parses hex, rgb() and hsl()", () => {
    expect(toHex(rgb("#abc"))).toBe("#aabbcc")
    expect(toHex(rgb("#11223380"))).toBe("#112233")
    expect(toHex(rgb("rgb(255, 0, 10)"))).toBe("#ff000a")
    expect(toHex(rgb("rgba(255 0 10 / .5)"))).toBe("#ff000a")
    expect(toHex(rgb("hsl(0 100% 50%)"))).toBe("#ff0000")
    expect(toHex(rgb("hsl(120deg, 100%, 25%)"))).toBe("#008000")
    expect(parseColor("nonsense")).toBeUndefined()
    expect(parseColor("#12")).toBeUndefined()
  })

  it("readable() leaves a passing colour alone and repairs a failing one", () => {
    const bg = rgb("#1a1b1f")
    expect(readable(WHITE, [bg])).toBe(WHITE)
    const fixed = readable(rgb("#444444"), [bg])
    expect(contrast(fixed, bg)).toBeGreaterThanOrEqual(AA_TEXT)
    expect(textOn(rgb("#2563eb"))).toBe(WHITE)
    expect(toHex(mix(WHITE, [0, 0, 0], 0.5))).toBe("#808080")
  })
})

describe("theme tokens meet WCAG AA", () => {
  it("the built-in dark and light tokens, as written", () => {
    expect(failures(darkTokens)).toEqual([])
    expect(failures(lightTokens)).toEqual([])
  })

  it("resolving without host variables changes nothing (the tokens need no repair)", () => {
    expect(resolveTokens("dark")).toEqual(darkTokens)
    expect(resolveTokens("light")).toEqual(lightTokens)
    // Through the whole resolution (no variables returns the tokens as they are): a variable that changes nothing.
    expect(resolveTokens("dark", { "--wp-font-family": darkTokens.fontFamily })).toEqual(darkTokens)
    expect(resolveTokens("light", { "--wp-font-family": lightTokens.fontFamily })).toEqual(lightTokens)
  })

  const accents = ["#3b82f6", "#ff00aa", "#facc15", "#10b981", "#000000", "#ffffff", "rgb(124, 58, 237)", "hsl(20 90% 55%)"]
  const hosts: ReadonlyArray<ThemeVariables> = [
    ...accents.map((a) => ({ "--wp-accent": a })),
    { "--wp-color-mix": "#ff0000", "--wp-color-mix-strength": 40 },
    { "--wp-color-mix": "#ffffff", "--wp-color-mix-strength": 70 },
    { "--wp-color-mix": "#000000", "--wp-color-mix-strength": 100, "--wp-accent": "#00e5ff" },
    { "--wp-color-mix": "#7c3aed", "--wp-color-mix-strength": 55 }
  ]
  for (const mode of ["dark", "light"] as const) {
    for (const variables of hosts) {
      it(`${mode} with ${JSON.stringify(variables)}`, () => {
        expect(failures(resolveTokens(mode, variables))).toEqual([])
      })
    }
  }
})

/** The declarations of one rule of the modal's stylesheet, by its exact selector. */
const rule = (selector: string): string => {
  const at = modalCss.indexOf(`\n${selector}{`)
  if (at < 0) throw new Error(`no rule ${selector}`)
  return modalCss.slice(at + selector.length + 2, modalCss.indexOf("}", at))
}
/** `--wp-fg-1` → `fg1`: the token a `var(--wp-…)` declaration reads. */
const known: ReadonlyArray<keyof ThemeTokens> = [...TEXT_TOKENS, ...SURFACE_TOKENS]
const token = (declarations: string, property: "color" | "background"): keyof ThemeTokens => {
  const name = new RegExp(`(?:^|;)${property}:var\\(--wp-([a-z0-9-]+)\\)`).exec(declarations)?.[1]?.replace(/-/g, "")
  const found = known.find((k) => k === name)
  if (found === undefined) throw new Error(`${property} is not a theme token: ${declarations}`)
  return found
}

/** Each text rule's colour on the surface rule's background, in both themes, at AA. */
const textsOnSurfaceMeetAA = (what: string, surfaceRule: string, textRules: ReadonlyArray<string>): void => {
  describe(`the SPEC §8 ${what} meets WCAG AA in both themes`, () => {
    const surface = token(rule(surfaceRule), "background")
    const texts = textRules.map((selector) => token(rule(selector), "color"))
    for (const mode of ["dark", "light"] as const) {
      it(`${mode}: each text on the ${what}'s surface`, () => {
        const t = resolveTokens(mode)
        for (const text of texts) expect(contrast(rgb(t[text]), rgb(t[surface]))).toBeGreaterThanOrEqual(AA_TEXT)
      })
    }
  })
}

textsOnSurfaceMeetAA("toast", ".toast", [".toast", '.toast[data-variant="error"]'])
textsOnSurfaceMeetAA("alert banner", ".banner", [".banner-h", ".banner-p"])
