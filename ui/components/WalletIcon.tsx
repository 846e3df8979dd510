import { type ReactNode, useState } from "react"
import { avatarGradient } from "./avatarGradient.js"
import { safeImageSrc } from "./safeImageSrc.js"

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
  const icon = safeImageSrc(props.icon)
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
