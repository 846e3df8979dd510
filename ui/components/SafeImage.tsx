/** An `<img>` of an outside source (token icon, NFT preview, avatar) that only ever loads what the policy allows. */
import type { ImgHTMLAttributes, ReactNode } from "react"
import { safeImageSrc } from "./safeImageSrc.js"

export type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & {
  readonly src: string | null | undefined
  /** Shown instead when the source is refused (or absent). */
  readonly fallback: ReactNode
}

export const SafeImage = ({ src, fallback, ...img }: SafeImageProps): ReactNode => {
  const safe = safeImageSrc(src)
  return safe === undefined ? fallback : <img {...img} src={safe} />
}
