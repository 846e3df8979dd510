/**
 * A QR code drawn as one SVG path with `uqr` (in the WalletConnect view's lazy chunk), with the wallet's icon
 * in a cleared square in the middle. ECC "H" keeps it readable with the centre covered.
 */
import { type ReactNode, useMemo } from "react"
import { encode } from "uqr"

export interface QrCodeProps {
  readonly value: string
  readonly icon: string | undefined
  /** CSS size; the code scales to it. */
  readonly size: string
  readonly label: string
}

export const QrCode = ({ value, icon, size, label }: QrCodeProps): ReactNode => {
  const { path, modules, hole } = useMemo(() => {
    const { data, size: n } = encode(value, { ecc: "H", border: 0 })
    // The centre square left empty for the icon: about a fifth of the width, odd-aligned to modules.
    const holeSize = Math.floor(n / 5) | 1
    const start = (n - holeSize) / 2
    const inHole = (x: number, y: number) => x >= start - 1 && x < start + holeSize + 1 && y >= start - 1 && y < start + holeSize + 1
    let d = ""
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on && (icon === undefined || !inHole(x, y))) d += `M${x} ${y}h1v1h-1z`
      })
    )
    return { path: d, modules: n, hole: { start, size: holeSize } }
  }, [value, icon])
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="wc-qr"
      data-value={value}
      viewBox={`-2 -2 ${modules + 4} ${modules + 4}`}
      style={{ width: size, height: size, background: "#fff", borderRadius: 16, display: "block" }}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="var(--wp-qr-color, #111215)" />
      {icon !== undefined && (
        <image href={icon} x={hole.start} y={hole.start} width={hole.size} height={hole.size} preserveAspectRatio="xMidYMid meet" />
      )}
    </svg>
  )
}
