/**
 * Numbers as a wallet shows them (issue 23, SPEC §9): the exact digits of schemas/decimalAmount.ts (floored for
 * what an account holds, so nothing is ever shown larger than it is) written for the visitor's locale with
 * Intl.NumberFormat: digit grouping and the locale's separators ("31,205,499.63" in en-US, "31.205.499,63" in
 * de-DE). A holding too small for its decimals shows "<0.001", never a zero it is not. Fiat can be compact
 * ("$31.2M") where space is short. Effect- and React-free. Text a host copies or parses stays schemas/format.ts's.
 */
import { type BalanceAmount, type DisplayAmount, toDecimal, toFixed } from "./decimalAmount.js"
import { BALANCE_DISPLAY_DECIMALS, COMPACT_FIAT_FROM, NUMBER_DISPLAY_DECIMALS, TOKEN_BALANCE_DISPLAY_DECIMALS } from "./displayDecimals.js"

/** A well-formed BCP 47 language tag ("de-DE") or a preference list; absent: the browser's locale. */
export type DisplayLocale = string | ReadonlyArray<string>

/** The locale to write a number for (absent: the browser's). */
export interface LocaleOption {
  readonly locale?: DisplayLocale | undefined
}

/** A balance's options: `decimals` reads a bigint of base units (18 unless given), as formatBalance does. */
export interface BalanceDisplayOptions extends LocaleOption {
  readonly decimals?: number | undefined
}

/** `compact`: from COMPACT_FIAT_FROM up, "$31.2M" instead of "$31,205,499.63" (for a short row end). */
export interface FiatDisplayOptions extends LocaleOption {
  readonly compact?: boolean | undefined
}

// A formatter per call: a screenful of rows costs microseconds, and no cache weighs on `walletport/element`'s
// budget. A malformed locale tag throws (RangeError): a host's locale is to be validated where it comes in.
const numberFormat = (locale: DisplayLocale | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  new Intl.NumberFormat(locale, options)

const fixedDigits = (decimals: number): Intl.NumberFormatOptions => ({ minimumFractionDigits: decimals, maximumFractionDigits: decimals })

/**
 * `value` floored to `decimals` by `format`; "<0.001" (for 3) when it is positive but below the last digit, a
 * zero when it is zero, negative below the last digit, or unparseable.
 */
const floored = (format: Intl.NumberFormat, value: BalanceAmount, decimals: number, unitDecimals?: number): string => {
  const decimal = toDecimal(value, unitDecimals)
  if (decimal === undefined) return format.format(0)
  const fixed = toFixed(decimal, decimals, "floor")
  // toFixed's text is a numeric literal, which NumberFormat reads as an exact decimal (ES2023); its fixed digits
  // leave nothing to round. 10 ** -3 formats as "0.001" exactly at 3 digits.
  return /[1-9]/.test(fixed) || decimal.digits === 0n || decimal.negative
    ? format.format(fixed as `${number}`)
    : `<${format.format(10 ** -decimals)}`
}

/**
 * SPEC §9: a native balance floored to 3 decimals with the locale's grouping, then " SYMBOL" when given:
 * displayBalance("31205.4999", "ETH") === "31,205.499 ETH" (en-US), "<0.001 ETH" for 1 wei.
 */
export const displayBalance = (value: BalanceAmount, symbol?: string, options?: BalanceDisplayOptions): string => {
  const amount = floored(numberFormat(options?.locale, fixedDigits(BALANCE_DISPLAY_DECIMALS)), value, BALANCE_DISPLAY_DECIMALS, options?.decimals)
  return symbol === undefined || symbol === "" ? amount : `${amount} ${symbol}`
}

/** SPEC §9: a token balance floored to 2 decimals with the locale's grouping: "1,253.00", "<0.01". */
export const displayTokenBalance = (value: BalanceAmount, options?: BalanceDisplayOptions): string =>
  floored(numberFormat(options?.locale, fixedDigits(TOKEN_BALANCE_DISPLAY_DECIMALS)), value, TOKEN_BALANCE_DISPLAY_DECIMALS, options?.decimals)

/**
 * An amount moved (a toast's "Approved 1.5 wUSD"): floored to `digits` decimals with the locale's grouping,
 * trailing zeros dropped, then " SYMBOL"; "<0.000001 wUSD" (for 6) when positive but below the last digit.
 */
export const displayMovedAmount = (value: BalanceAmount, symbol: string, digits: number, options?: BalanceDisplayOptions): string =>
  `${floored(numberFormat(options?.locale, { maximumFractionDigits: digits }), value, digits, options?.decimals)} ${symbol}`

/**
 * A US dollar value in the locale's currency format, floored to cents like the holding it prices
 * ("$31,205,499.63"; "<$0.01" for a positive value under a cent); `compact` from COMPACT_FIAT_FROM up: "$31.2M"
 * (one decimal, cut, never rounded up). Unparseable shows as "$0.00".
 */
export const displayFiat = (value: DisplayAmount, options?: FiatDisplayOptions): string => {
  const currency: Intl.NumberFormatOptions = { style: "currency", currency: "USD" }
  const decimal = toDecimal(value)
  const large = decimal !== undefined && decimal.digits >= BigInt(COMPACT_FIAT_FROM) * 10n ** BigInt(decimal.scale)
  const format = options?.compact === true && large
    ? numberFormat(options.locale, { ...currency, notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1, roundingMode: "trunc" })
    : numberFormat(options?.locale, { ...currency, ...fixedDigits(NUMBER_DISPLAY_DECIMALS) })
  return floored(format, value, NUMBER_DISPLAY_DECIMALS)
}
