/** An address or transaction hash as the views show it once it is only a reference (Send, Swap, Pay). */
import type { ReactNode } from "react"
import { truncateAddress } from "../../schemas/format.js"

/**
 * Cut in the middle ("0x1234…abcd"), never wrapped mid-string (a 66-character hash would take two lines on a
 * 360 px phone); the whole value is its title and its accessible name. Styled by `.short` (ui/views/sendStyles.ts).
 */
export const ShortValue = ({ value, testId }: { readonly value: string; readonly testId: string }): ReactNode => (
  <span className="short" dir="ltr" title={value} aria-label={value} data-testid={testId} data-value={value}>
    {truncateAddress(value)}
  </span>
)
