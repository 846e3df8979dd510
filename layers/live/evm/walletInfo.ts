/**
 * Display data a wallet announces about itself, made safe to show (issue 7): names are trimmed of bidi
 * controls and truncated (never dropped), icons other than data:image / https are replaced by none (the
 * UI draws a generated icon). Local to the EVM adapter until the schemas' `sanitizeWalletName` lands.
 */

/** AdapterWallet: longest name shown. */
export const WALLET_NAME_MAX = 128

/** Largest icon accepted (data URIs of big PNGs exist; anything larger is not an icon). */
export const WALLET_ICON_MAX = 512 * 1024

// Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F, U+061C) and other controls.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** The name to show, or undefined when nothing printable is left. */
export const sanitizeWalletName = (raw: string): string | undefined => {
  const clean = raw.replace(UNSAFE, "").trim()
  if (clean.length === 0) return undefined
  // Cut on a code point boundary, so an emoji is not split into a lone surrogate.
  const points = Array.from(clean)
  return points.length <= WALLET_NAME_MAX ? clean : points.slice(0, WALLET_NAME_MAX - 1).join("") + "…"
}

/** The icon to show: a data:image URI or an https URL; anything else (javascript:, http:) is none. */
export const sanitizeWalletIcon = (raw: unknown): string | undefined => {
  if (typeof raw !== "string" || raw.length > WALLET_ICON_MAX) return undefined
  if (raw.startsWith("data:image/")) return raw
  try {
    return new URL(raw).protocol === "https:" ? raw : undefined
  } catch {
    return undefined
  }
}
