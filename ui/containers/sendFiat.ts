/**
 * Fiat values in the Send and Swap views (SPEC §3 token `price` in USD, §9 2-decimal display): an amount of base
 * units at a token's price, written as the account panel writes money (schemas/displayNumbers.ts: grouped,
 * floored to cents, "<$0.01" under a cent so it is not taken for nothing). No price gives no value, never "$0.00".
 */
import { type DisplayLocale, displayFiat } from "../../schemas/displayNumbers.js"
import { formatUnits } from "../../schemas/units.js"

/**
 * `units` of a token with `decimals` at `price` USD per whole token, written for `locale` ("$1,234.56" in en,
 * "1.234,56 $" in de); undefined without a usable price.
 */
export const fiatOf = (units: bigint | undefined, decimals: number, price: number | undefined, locale: DisplayLocale): string | undefined => {
  if (units === undefined || price === undefined || !Number.isFinite(price) || price <= 0) return undefined
  return displayFiat(Number(formatUnits(units, decimals)) * price, { locale })
}
