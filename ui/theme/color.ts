/**
 * Colour arithmetic the host's connect button needs for its first frame (accent.ts): parse a host's colour,
 * WCAG 2.x contrast, and white or near-black text on it. Plain functions with no imports, in the initial
 * chunk; what only the modal's theme needs (mixing, repairing contrast) is in readable.ts, loaded with import().
 */

/** An opaque sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number]

/** White and the near-black used for text on light surfaces. */
export const WHITE: Rgb = [255, 255, 255]
export const INK: Rgb = [17, 18, 21]

/** `n` within [lo, hi]. */
export const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n))

const hexToRgb = (hex: string): Rgb | undefined => {
  const digits = hex.length <= 4 ? hex.replace(/./g, (c) => c + c) : hex
  if (digits.length !== 6 && digits.length !== 8) return undefined
  const n = (i: number) => parseInt(digits.slice(i, i + 2), 16)
  // A translucent host colour is taken as its opaque base: it sits on our surfaces, not the page.
  return [n(0), n(2), n(4)]
}

const channel = (part: string, max: number): number =>
  part.endsWith("%") ? (parseFloat(part) / 100) * max : parseFloat(part)

const hslToRgb = (h: number, s: number, l: number): Rgb => {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

const FUNCTION = /^(rgba?|hsla?)\(\s*([^)]*)\)$/

const parseFunction = (text: string): Rgb | undefined => {
  const match = FUNCTION.exec(text)
  if (match === null) return undefined
  const [, name = "", args = ""] = match
  const parts = args.split(/\s*[,/]\s*|\s+/).filter(Boolean)
  if (parts.length < 3 || parts.some((p) => !/^-?(\d+\.?\d*|\.\d+)(%|deg)?$/.test(p))) return undefined
  const [a = "", b = "", c = ""] = parts
  const byte = (part: string) => clamp(channel(part, 255), 0, 255)
  if (name.startsWith("rgb")) return [byte(a), byte(b), byte(c)]
  return hslToRgb(((parseFloat(a) % 360) + 360) % 360, clamp(channel(b, 1), 0, 1), clamp(channel(c, 1), 0, 1))
}

// Browsers know every CSS colour (named, lab(), color-mix()…); a canvas normalises any of them to hex or rgba().
let canvas: CanvasRenderingContext2D | null | undefined
const browserColor = (text: string): string | undefined => {
  if (canvas === undefined) {
    try {
      canvas = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d")
    } catch {
      canvas = null
    }
  }
  if (canvas === null) return undefined
  canvas.fillStyle = "#010203"
  canvas.fillStyle = text
  const out = String(canvas.fillStyle)
  // An invalid colour leaves the sentinel in place.
  return out === "#010203" && !/^#010203$/i.test(text) ? undefined : out
}

/** Parses a CSS colour (hex, rgb(), hsl(); in a browser any CSS colour); undefined when it is not one. */
export const parseColor = (input: string): Rgb | undefined => {
  const text = input.trim().toLowerCase()
  if (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(text)) return hexToRgb(text.slice(1))
  const parsed = parseFunction(text)
  if (parsed !== undefined) return parsed
  const resolved = browserColor(text)
  return resolved === undefined || resolved.toLowerCase() === text ? undefined : parseColor(resolved)
}

/** `#rrggbb` for a colour, channels rounded. */
export const toHex = (c: Rgb): string =>
  `#${c.map((v) => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, "0")).join("")}`

/** WCAG 2.x relative luminance. */
export const luminance = (c: Rgb): number => {
  const [r = 0, g = 0, b = 0] = c.map((v) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2.x contrast ratio between two opaque colours (1–21). */
export const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

/** White or near-black, whichever reads better on `background` (text on a host's accent). */
export const textOn = (background: Rgb): Rgb =>
  contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK
