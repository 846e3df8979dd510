/**
 * Exact decimal amounts for display (schemas/format.ts, schemas/displayNumbers.ts). Text and bigint base
 * units become digits and a scale (bigint), never floats, so an 18-decimal string from formatUnits floors exactly.
 * Effect- and React-free: the connect button's lazy chunk and the views share it.
 */

/** An amount to display: a decimal string (plain or exponent form, as APIs send) or a number. */
export type DisplayAmount = string | number

/**
 * A balance to display: a decimal amount (`"1.5"`, `1.5`) or a bigint of base units (wei, lamports),
 * read with the `decimals` of its currency (18 unless given).
 */
export type BalanceAmount = DisplayAmount | bigint

/** The native decimals of an EVM currency: the default reading of a bigint balance. */
const DEFAULT_UNIT_DECIMALS = 18

// Value = (negative ? -1 : 1) * digits / 10^scale.
export interface Decimal {
  readonly negative: boolean
  readonly digits: bigint
  readonly scale: number
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
// Beyond this the text is far outside anything a balance can be; treat it as unparseable instead of
// building a bigint with a billion digits.
const MAX_EXPONENT = 400
/** The most fraction digits a display helper shows. */
export const MAX_DECIMALS = 100

const isUnitDecimals = (decimals: number): boolean => Number.isSafeInteger(decimals) && decimals >= 0 && decimals <= MAX_EXPONENT

export const toDecimal = (value: BalanceAmount, unitDecimals: number = DEFAULT_UNIT_DECIMALS): Decimal | undefined => {
  if (typeof value === "bigint") {
    // Base units: the bigint's digits with `unitDecimals` of them after the point, so no float ever sees them.
    if (!isUnitDecimals(unitDecimals)) return undefined
    return { negative: value < 0n, digits: value < 0n ? -value : value, scale: unitDecimals }
  }
  if (typeof value === "number" && !Number.isFinite(value)) return undefined
  // String(number) is the shortest round-trip text, so 1.005 stays "1.005" rather than its binary 1.00499….
  const match = DECIMAL_TEXT.exec(typeof value === "number" ? String(value) : value.trim())
  if (match === null) return undefined
  const [, sign = "", integer = "", fraction = "", exponentText = "0"] = match
  if (integer === "" && fraction === "") return undefined
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined
  const digits = BigInt(`${integer}${fraction}` || "0")
  const scale = fraction.length - exponent
  return scale >= 0
    ? { negative: sign === "-", digits, scale }
    : { negative: sign === "-", digits: digits * 10n ** BigInt(-scale), scale: 0 }
}

export const toFixed = (decimal: Decimal, decimals: number, mode: "floor" | "round"): string => {
  let units: bigint
  if (decimal.scale <= decimals) {
    units = decimal.digits * 10n ** BigInt(decimals - decimal.scale)
  } else {
    const divisor = 10n ** BigInt(decimal.scale - decimals)
    units = decimal.digits / divisor
    // Half away from zero; "floor" truncates toward zero, so a balance is never shown larger than it is.
    if (mode === "round" && (decimal.digits % divisor) * 2n >= divisor) units += 1n
  }
  const text = units.toString().padStart(decimals + 1, "0")
  const integer = text.slice(0, text.length - decimals)
  const body = decimals > 0 ? `${integer}.${text.slice(text.length - decimals)}` : integer
  // No "-0.000": a negative amount that rounds to zero displays as zero.
  return decimal.negative && units !== 0n ? `-${body}` : body
}

/** Whether `decimal` is not zero (a positive or negative amount, however small). */
export const isNonZero = (decimal: Decimal): boolean => decimal.digits !== 0n
