import type { ReactNode } from "react"
import { encode } from "uqr"

/** Quiet zone in modules around the code (the QR standard asks for 4), so any scanner finds it. */
const QUIET_ZONE = 4

/** The dark modules as one SVG path (one `h1v1` square each). */
const modulesPath = (data: ReadonlyArray<ReadonlyArray<boolean>>): string =>
  data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("")

/** A QR code of `text`, dark on white whatever the theme (scanners expect that contrast). */
export const AddressQr = ({ text, label }: { readonly text: string; readonly label: string }): ReactNode => {
  const { data, size } = encode(text, { ecc: "M", border: QUIET_ZONE })
  return (
    <svg className="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="receive-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(data)} fill="#000" />
    </svg>
  )
}
