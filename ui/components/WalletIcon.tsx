import { type ReactNode, useState } from "react"
import { avatarGradient } from "./avatarGradient.js"

// What an <img> may load: inline images, HTTPS, or plain HTTP on the loopback host (a secure context: a local
// explorer in development). `javascript:`, other `http:` (mixed content, tracking over plain text) and
// anything else fall back to the generated icon rather than hiding the wallet.
const SAFE_SRC = /^(data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]|https:\/\/|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/)/i

/** `icon` when an <img> may load it, else undefined. */
export const safeIconSrc = (icon: string | undefined): string | undefined =>
  icon !== undefined && SAFE_SRC.test(icon.trim()) ? icon.trim() : undefined

/** Up to two initials of a name ("Coinbase Wallet" → "CW", "MetaMask" → "M"); "?" when it has no letters. */
export const initials = (name: string): string => {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const first = (word: string | undefined) => (word === undefined ? "" : (Array.from(word)[0] ?? ""))
  return (first(words[0]) + first(words[1])).toUpperCase() || "?"
}

/** A wallet's or network's icon, or its initials on a gradient made from its name when there is no usable image. */
export const WalletIcon = (props: {
  readonly name: string
  readonly icon: string | undefined
  readonly size: number
  readonly round?: boolean
}): ReactNode => {
  const { name, size } = props
  const icon = safeIconSrc(props.icon)
  // Remember which src broke, so a new icon for the same slot gets a fresh attempt.
  const [broken, setBroken] = useState<string>()
  const shape = props.round ? "icon round" : "icon"
  if (icon && icon !== broken)
    return <img className={shape} src={icon} alt="" width={size} height={size} onError={() => setBroken(icon)} />
  const text = initials(name)
  return (
    <span
      className={`${shape} letter`}
      aria-hidden="true"
      data-testid="generated-icon"
      style={{ width: size, height: size, fontSize: size * (text.length > 1 ? 0.36 : 0.45), background: avatarGradient(name) }}
    >
      {text}
    </span>
  )
}
