/** Decimal amount strings: optional minus, digits, optional fraction. Plain functions. */
import { InvalidDecimalNumber } from "../../errors/validation.js"
import { formatUnits, parseUnits } from "../../units.js"
import { describeInput } from "./caip.js"
import { fail, getOrThrow, type SafeParseResult, succeed } from "./result.js"

// Stricter than viem's own check: ".5", "5." and "+5" are refused so what the user typed is what is sent.
const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/

/** True for an optional minus, digits and an optional `.digits` fraction. */
export const isDecimalString = (value: unknown): value is string =>
  typeof value === "string" && DECIMAL_PATTERN.test(value)

/**
 * Parses a decimal string into base units (`"1.5"`, 18 → 1500000000000000000n).
 * Fraction digits beyond `decimals` are rounded half away from zero (viem's rule). Fails with InvalidDecimalNumber
 * on any other shape or when `decimals` is not a non-negative integer.
 */
export const safeParseDecimal = (value: unknown, decimals: number): SafeParseResult<bigint, InvalidDecimalNumber> => {
  if (!isDecimalString(value)) return fail(new InvalidDecimalNumber({ value: describeInput(value) }))
  try {
    return succeed(parseUnits(value, decimals))
  } catch {
    return fail(new InvalidDecimalNumber({ value }))
  }
}

/** As safeParseDecimal; throws InvalidDecimalNumber ("Number `x` is not a valid decimal number."). */
export const parseDecimal = (value: unknown, decimals: number): bigint => getOrThrow(safeParseDecimal(value, decimals))

/**
 * Formats base units as a decimal string without trailing zeros (as viem's formatUnits).
 * `decimals` must be a non-negative integer; anything else is a programming error and throws.
 */
export const formatDecimal = (value: bigint, decimals: number): string => formatUnits(value, decimals)
