/**
 * The modal's enter animations start half visible (ui/styles.ts ENTER_OPACITY): a fade from 0 showed
 * nothing until the animation's start time resolved, ~25 ms after a settled visitor's click and ~100 ms
 * on a 4× CPU (bench/README.md). The instant-open preview adopts the same stylesheet, so both agree.
 */
import { describe, expect, it } from "vitest"
import { ENTER_OPACITY, modalCss } from "../../ui/styles.js"

/** The `from` opacity of every `@keyframes name` in css. */
const fromOpacities = (css: string, name: string): ReadonlyArray<number> =>
  [...css.matchAll(new RegExp(`@keyframes ${name}\\{from\\{opacity:([^;}]+)`, "g"))].map((match) => Number(match[1]))

describe("enter animations", () => {
  it("fade, pop-in and view slide each start from ENTER_OPACITY, declared once", () => {
    for (const name of ["wp-fade", "wp-pop", "wp-view"]) expect(fromOpacities(modalCss, name)).toEqual([ENTER_OPACITY])
    expect(ENTER_OPACITY).toBeGreaterThan(0)
    expect(ENTER_OPACITY).toBeLessThan(1)
  })

  it("the overlay, card, title and view use them, and prefers-reduced-motion removes every animation", () => {
    expect(modalCss).toMatch(/\.overlay\{[^}]*animation:wp-fade /)
    expect(modalCss).toMatch(/\.card\{[^}]*animation:wp-pop /)
    expect(modalCss).toMatch(/\.title\{[^}]*animation:wp-fade /)
    expect(modalCss).toMatch(/\.body\{[^}]*animation:wp-view /)
    expect(modalCss).toContain("@media (prefers-reduced-motion:reduce){*{animation:none!important")
  })
})
