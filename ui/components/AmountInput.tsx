/**
 * The amount a visitor types (Send, Swap): digits read left to right in every language (an Arabic visitor
 * still types "1.5", not a mirrored "5.1"), with the decimal keypad on phones.
 */
import type { ReactNode } from "react"

export interface AmountInputProps {
  readonly value: string
  readonly onAmount: (value: string) => void
  readonly testId: string
  /** The id of the element that names it; omitted where a wrapping <label> names it. */
  readonly labelledBy?: string
  readonly disabled?: boolean
}

export const AmountInput = (p: AmountInputProps): ReactNode => (
  <input
    className="search"
    inputMode="decimal"
    autoComplete="off"
    placeholder="0.0"
    dir="ltr"
    aria-labelledby={p.labelledBy}
    value={p.value}
    disabled={p.disabled}
    data-testid={p.testId}
    onChange={(e) => p.onAmount(e.target.value)}
  />
)
