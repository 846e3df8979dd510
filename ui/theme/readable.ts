/**
 * Repairing a theme's text colours for contrast (tokens.ts): mixing toward white or near-black until WCAG AA
 * holds. Only the modal's theme and the connected button's colours need it, so it stays out of the host's
 * initial chunk, which holds color.ts (test/bench/initialDeadWeight.test.ts).
 */
import { clamp, contrast, INK, type Rgb, WHITE } from "./color.js"

/** WCAG AA minimum contrast for normal text. */
export const AA_TEXT = 4.5

/** `a` with `weight` (0–1) of `b` mixed in, in sRGB (what CSS `color-mix(in srgb, …)` does). */
export const mix = (a: Rgb, b: Rgb, weight: number): Rgb => {
  const w = clamp(weight, 0, 1)
  return [a[0] + (b[0] - a[0]) * w, a[1] + (b[1] - a[1]) * w, a[2] + (b[2] - a[2]) * w]
}

/**
 * `fg`, moved toward white or near-black in small steps until it reaches `ratio` against every background
 * in `on`; unchanged when it already does. Keeps a theme's tint while repairing what a host's colours broke.
 */
export const readable = (fg: Rgb, on: ReadonlyArray<Rgb>, ratio = AA_TEXT): Rgb => {
  const worst = (c: Rgb) => Math.min(...on.map((bg) => contrast(c, bg)))
  if (worst(fg) >= ratio) return fg
  const target = worst(WHITE) >= worst(INK) ? WHITE : INK
  for (let step = 1; step <= 20; step++) {
    const next = mix(fg, target, step / 20)
    if (worst(next) >= ratio) return next
  }
  return target
}
