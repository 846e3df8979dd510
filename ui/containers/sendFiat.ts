/**
 * Fiat values in the Send view (SPEC §3 token `price` in USD, §9 2-decimal display): an amount of base units at a
 * token's price. No price gives no value, never "$0.00"; a value under a cent reads "< $0.01" so it is not taken
 * for nothing.
 */
import { formatNumber } from "../../schemas/format.js"
import { formatUnits } from "../../schemas/units.js"

/** The smallest value shown as it is. */
const CENT = 0.01

/** `units` of a token with `decimals` at `price` USD per whole token, as "$1234.56"; undefined without a usable price. */
export const fiatOf = (units: bigint | undefined, decimals: number, price: number | undefined): string | undefined => {
  if (units === undefined || price === undefined || !Number.isFinite(price) || price <= 0) return undefined
  const value = Number(formatUnits(units, decimals)) * price
  if (value > 0 && value < CENT) return "< $0.01"
  return `$${formatNumber(value)}`
}
