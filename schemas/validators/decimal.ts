/**
 * Decimal amount strings (SPEC §5): optional minus, digits, optional fraction.
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { formatUnits, parseUnits } from "../units.js"
import { InvalidDecimalNumber } from "../errors/validation.js"

// Stricter than viem's own check: ".5", "5." and "+5" are refused so what the user typed is what is sent.
const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/

/** SPEC §5: true for an optional minus, digits and an optional `.digits` fraction. */
export const isDecimalString = (value: unknown): value is string =>
  typeof value === "string" && DECIMAL_PATTERN.test(value)

/**
 * SPEC §5: parses a decimal string into base units (`"1.5"`, 18 → 1500000000000000000n) (rounding as viem's parseUnits).
 * Fraction digits beyond `decimals` are rounded half away from zero (viem's rule). Fails with InvalidDecimalNumber
 * on any other shape or when `decimals` is not a non-negative integer.
 */
export const parseDecimal = (value: string, decimals: number): Either.Either<bigint, InvalidDecimalNumber> => {
  if (!isDecimalString(value)) return Either.left(new InvalidDecimalNumber({ value }))
  return Either.try({
    try: () => parseUnits(value, decimals),
    catch: () => new InvalidDecimalNumber({ value })
  })
}

/**
 * SPEC §5: formats base units as a decimal string without trailing zeros (as viem's formatUnits).
 * `decimals` must be a non-negative integer; anything else is a programming error and throws.
 */
export const formatDecimal = (value: bigint, decimals: number): string => formatUnits(value, decimals)

/** SPEC §5: a decimal amount string such as "-12.50". */
export const DecimalString = Schema.String.pipe(
  Schema.filter(isDecimalString, {
    message: () => "Invalid decimal number: expected an optional minus, digits and an optional fraction"
  }),
  Schema.brand("DecimalString"),
  Schema.annotations({ identifier: "DecimalString" })
)
/** SPEC §5: a validated decimal amount string. */
export type DecimalString = typeof DecimalString.Type
