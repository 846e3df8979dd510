/**
 * The instant-open preview's enter animations start half visible (ui/instant/previewCss.ts): a fade from 0
 * showed nothing for the preview's first frames. The real modal keeps its fade from 0, and reduced motion
 * still removes both.
 */
import { describe, expect, it } from "vitest"
import { previewCss, PREVIEW_ENTER_OPACITY } from "../../ui/instant/previewCss.js"
import { modalCss } from "../../ui/styles.js"

/** The `from` opacity of the last `@keyframes name` in css: the one that applies. */
const fromOpacity = (css: string, name: string): number | undefined => {
  const matches = [...css.matchAll(new RegExp(`@keyframes ${name}\\{from\\{opacity:([^;}]+)`, "g"))]
  const last = matches.at(-1)?.[1]
  return last === undefined ? undefined : Number(last)
}

describe("preview stylesheet", () => {
  it("overrides the modal's fade-in keyframes to start visible, in the preview's shadow root only", () => {
    for (const name of ["wp-fade", "wp-pop", "wp-view"]) {
      expect(fromOpacity(modalCss, name)).toBe(0)
      expect(fromOpacity(modalCss + previewCss, name)).toBe(PREVIEW_ENTER_OPACITY)
    }
    expect(PREVIEW_ENTER_OPACITY).toBeGreaterThan(0)
  })

  it("keeps prefers-reduced-motion: the modal's rule removing animations still applies (the preview adds no animation rule)", () => {
    expect(modalCss).toContain("@media (prefers-reduced-motion:reduce){*{animation:none!important")
    expect(previewCss.replace(/@keyframes [\w-]+\{from\{[^}]*\}\}/g, "").trim()).toBe("")
  })
})
