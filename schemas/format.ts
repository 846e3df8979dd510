/**
 * Display formatting. Amounts are handled as exact decimal digits (bigint, schemas/decimalAmount.ts),
 * never as floats, so an 18-decimal string from formatUnits floors correctly. No thousands separators and no
 * locale: the same amount renders the same text on every machine, with "." as the decimal point, and copied text
 * parses back. The modal's views show the same digits for the visitor's locale (schemas/displayNumbers.ts).
 */
import { type BalanceAmount, type DisplayAmount, MAX_DECIMALS, toDecimal, toFixed } from "./decimalAmount.js"
import { BALANCE_DISPLAY_DECIMALS, NUMBER_DISPLAY_DECIMALS, TOKEN_BALANCE_DISPLAY_DECIMALS } from "./displayDecimals.js"

export type { BalanceAmount, DisplayAmount } from "./decimalAmount.js"

const zero = (decimals: number): string => toFixed({ negative: false, digits: 0n, scale: 0 }, decimals, "floor")

const fractionDigits = (decimals: number, fallback: number): number =>
  Number.isInteger(decimals) && decimals >= 0 ? Math.min(decimals, MAX_DECIMALS) : fallback

/**
 * `value` rounded half away from zero to `decimals` fraction digits (default 2), always showing them
 * ("1" → "1.00"). Unparseable input shows as zero. A `decimals` that is not a non-negative integer uses 2.
 */
export const formatNumber = (value: DisplayAmount, decimals: number = NUMBER_DISPLAY_DECIMALS): string => {
  const digits = fractionDigits(decimals, NUMBER_DISPLAY_DECIMALS)
  const decimal = toDecimal(value)
  return decimal === undefined ? zero(digits) : toFixed(decimal, digits, "round")
}

/**
 * A native balance floored (never rounded up) to 3 decimals, "0.000" when zero or unparseable,
 * followed by " SYMBOL" when a symbol is given: formatBalance("1.23456", "ETH") === "1.234 ETH".
 * A bigint is base units read with `decimals` (default 18): formatBalance(10n ** 18n, "ETH") === "1.000 ETH",
 * formatBalance(1_500_000_000n, "SOL", 9) === "1.500 SOL". `decimals` is ignored for strings and numbers,
 * which are already decimal amounts; a `decimals` that is not an integer from 0 to 400 shows as zero.
 */
export const formatBalance = (value: BalanceAmount, symbol?: string, decimals?: number): string => {
  const decimal = toDecimal(value, decimals)
  const amount = decimal === undefined ? zero(BALANCE_DISPLAY_DECIMALS) : toFixed(decimal, BALANCE_DISPLAY_DECIMALS, "floor")
  return symbol === undefined || symbol === "" ? amount : `${amount} ${symbol}`
}

/**
 * A token balance with 2 decimals, floored like formatBalance so a holding is never overstated;
 * "0.00" when zero or unparseable. A bigint is base units read with `decimals` (default 18), as in formatBalance.
 */
export const formatTokenBalance = (value: BalanceAmount, decimals?: number): string => {
  const decimal = toDecimal(value, decimals)
  return decimal === undefined
    ? zero(TOKEN_BALANCE_DISPLAY_DECIMALS)
    : toFixed(decimal, TOKEN_BALANCE_DISPLAY_DECIMALS, "floor")
}

/** How many characters truncateAddress keeps on each side of the ellipsis. */
export interface TruncateAddressOptions {
  readonly head?: number
  readonly tail?: number
}

const characterCount = (count: number | undefined, fallback: number): number =>
  count !== undefined && Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : fallback

/**
 * Shortens an address for display, keeping a `0x` prefix plus `head` characters, an ellipsis and
 * `tail` characters: "0xf39F…2266". Addresses too short to gain from it are returned unchanged.
 */
export const truncateAddress = (address: string, options?: TruncateAddressOptions): string => {
  const head = characterCount(options?.head, 4)
  const tail = characterCount(options?.tail, 4)
  const prefix = address.startsWith("0x") ? "0x" : ""
  const body = address.slice(prefix.length)
  if (body.length <= head + tail + 1) return address
  return `${prefix}${body.slice(0, head)}…${body.slice(body.length - tail)}`
}
