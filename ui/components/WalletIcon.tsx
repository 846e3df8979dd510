import { type ReactNode, useState } from "react"
import { avatarGradient } from "./avatarGradient.js"

/** A wallet's icon, or a letter avatar when it has none or the image fails to load. */
export const WalletIcon = (props: { readonly name: string; readonly icon: string | undefined; readonly size: number }): ReactNode => {
  const { name, icon, size } = props
  // Remember which src broke, so a new icon for the same slot gets a fresh attempt.
  const [broken, setBroken] = useState<string>()
  if (icon && icon !== broken)
    return <img className="icon" src={icon} alt="" width={size} height={size} onError={() => setBroken(icon)} />
  return (
    <span
      className="icon letter"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size * 0.45, background: avatarGradient(name) }}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  )
}
