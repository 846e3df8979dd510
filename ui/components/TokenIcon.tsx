/**
 * A token's icon (Tokens and Activity rows): its image through the source policy, else — no icon, a refused one,
 * or one that fails to load — a generated one: the symbol's first letters on a colour made from the token's
 * address (or symbol), so the same token always looks the same, and no request is made for it.
 */
import { type ReactNode, useState } from "react"
import { seedHash } from "./avatarGradient.js"
import { SafeImage } from "./SafeImage.js"
import { safeImageSrc } from "./safeImageSrc.js"

/** At most this many characters of the symbol: more would not fit a 32 px circle legibly. */
const MARK_LENGTH = 4

/** The generated icon's text: the symbol's first letters and digits ("wGLDX" → "wGLD"); "?" without any. */
export const tokenMark = (symbol: string): string =>
  Array.from(symbol.replace(/[^\p{L}\p{N}]/gu, "")).slice(0, MARK_LENGTH).join("") || "?"

/**
 * The generated icon's background: a hue from the seed, dark enough that white text on it passes WCAG AA
 * (≥ 4.5:1) at every hue (test/ui/TokenIcon.test.tsx checks all 360).
 */
export const tokenColor = (seed: string): string => `hsl(${seedHash(seed) % 360} 55% 28%)`

// The mark's size against the circle's, by its length: every mark stays inside its circle ("WWWW" included).
const markScale = (length: number): number => (length <= 2 ? 0.4 : length === 3 ? 0.3 : 0.24)

export interface TokenIconProps {
  readonly symbol: string
  /** The token's contract address (CAIP-10 or plain): the colour's seed, else the symbol. */
  readonly address?: string | undefined
  readonly src: string | null | undefined
  readonly size: number
}

export const TokenIcon = ({ symbol, address, src, size }: TokenIconProps): ReactNode => {
  // Remember which src broke, so a new icon for the same row gets a fresh attempt.
  const [broken, setBroken] = useState<string>()
  const mark = tokenMark(symbol)
  const generated = (
    <span
      className="row-icon letter token-icon"
      aria-hidden="true"
      data-testid="generated-token-icon"
      style={{
        width: size,
        height: size,
        fontSize: size * markScale(mark.length),
        background: tokenColor(address ?? symbol),
        overflow: "hidden",
        whiteSpace: "nowrap"
      }}
    >
      {mark}
    </span>
  )
  const safe = safeImageSrc(src)
  if (safe === undefined || safe === broken) return generated
  return <SafeImage className="row-icon" src={safe} alt="" width={size} height={size} fallback={generated} onError={() => setBroken(safe)} />
}
