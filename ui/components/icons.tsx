import type { ReactNode } from "react"

/** A 24-unit stroke icon; tiny inline SVG paths instead of an icon library (bundle size). */
export const Icon = ({ d, size = 14 }: { readonly d: string; readonly size?: number }): ReactNode => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
)

/** Chevron for the header's Back button. */
export const BACK = "M15 18l-6-6 6-6"
/** Cross for the header's Close button. */
export const CLOSE = "M18 6L6 18M6 6l12 12"
/** Two sheets for "Copy address". */
export const COPY = "M9 9h11v11H9zM5 15H4V4h11v1"
/** Tick shown once copied. */
export const CHECK = "M20 6L9 17l-5-5"
/** Door-and-arrow for "Disconnect". */
export const EXIT = "M9 21H4V3h5M16 17l5-5-5-5M21 12H9"
/** Arrow up-right for "Send". */
export const SEND = "M7 17L17 7M8 7h9v9"
/** Arrow down-left into a tray for "Receive". */
export const RECEIVE = "M17 7L7 17M16 17H7V8"
/** A card for "Buy" (onramp). */
export const BUY = "M3 6h18v12H3zM3 10h18M7 15h3"
