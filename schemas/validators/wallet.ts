/**
 * What a wallet says about itself (EIP-6963 info, Wallet Standard `name`/`icon`, custom wallets) is shown
 * to the visitor, so it is cleaned rather than trusted, and a wallet with a sloppy name or icon is still
 * shown (truncated name, generated icon) instead of vanishing.
 */

/** The longest wallet name shown; longer names are cut with an ellipsis. */
export const WALLET_NAME_MAX_LENGTH = 128

/** Shown for a wallet whose name is empty once cleaned. */
export const UNKNOWN_WALLET_NAME = "Unknown wallet"

// Bidi embeddings/overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the ALM/LRM/RLM marks (U+061C,
// U+200E/F) can make "MetaMask" render from a name that reads otherwise; C0/C1 controls render as nothing.
const BIDI_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * Connector name, as shown: bidi control characters stripped, trimmed, cut to 128 characters
 * (127 + "…", never splitting a surrogate pair); undefined when nothing printable is left or it is not a string.
 */
export const cleanWalletName = (name: unknown): string | undefined => {
  if (typeof name !== "string") return undefined
  const clean = name.replace(BIDI_CONTROLS, "").trim()
  if (clean === "") return undefined
  const characters = Array.from(clean)
  if (characters.length <= WALLET_NAME_MAX_LENGTH) return clean
  return `${characters.slice(0, WALLET_NAME_MAX_LENGTH - 1).join("").trimEnd()}…`
}

// EIP-6963 rdns: reverse-DNS labels ("io.metamask").
const RDNS = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/
const RDNS_MAX_LENGTH = 256

/** A wallet's declared rdns when it is one (reverse DNS, at most 256 characters); undefined otherwise. */
export const acceptRdns = (value: unknown): string | undefined =>
  typeof value === "string" && value.length <= RDNS_MAX_LENGTH && RDNS.test(value) ? value : undefined

/** As cleanWalletName, with "Unknown wallet" when nothing is left (the wallet is still shown). */
export const sanitizeWalletName = (name: unknown): string => cleanWalletName(name) ?? UNKNOWN_WALLET_NAME

// A data URI of an image (EIP-6963 requires one) or an https URL (Wallet Standard, custom wallets).
// data:image/svg+xml is fine: icons render through <img>, where an SVG runs no script.
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9=.+-]+)*,/i

/** The longest icon URL accepted (an inline image of ~384 KiB); anything longer is dropped. */
export const ICON_URL_MAX_LENGTH = 512 * 1024

/**
 * Connector imageUrl: `url` when it is a `data:image/…` URI or an `https:` URL, else `undefined`
 * (`javascript:`, `http:`, relative or malformed URLs), so the UI shows a generated icon instead.
 */
export const acceptIconUrl = (url: unknown): string | undefined => {
  if (typeof url !== "string") return undefined
  const value = url.trim()
  if (value.length === 0 || value.length > ICON_URL_MAX_LENGTH) return undefined
  if (DATA_IMAGE.test(value)) return value
  try {
    const parsed = new URL(value)
    return parsed.protocol === "https:" && parsed.hostname !== "" ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * EIP-6963 icon: as acceptIconUrl, but only a `data:image/…` URI (EIP-6963 requires one; an https icon from
 * an announcement would make the page fetch from wherever the announcer chose).
 */
export const acceptInlineIconUrl = (url: unknown): string | undefined => {
  const accepted = acceptIconUrl(url)
  return accepted !== undefined && DATA_IMAGE.test(accepted) ? accepted : undefined
}
