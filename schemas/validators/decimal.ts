/** Decimal amount strings for Effect code: the Schema and the Either form. Rules in ./core/decimal.ts. */
import type * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type { InvalidDecimalNumber } from "../errors/validation.js"
import { isDecimalString, safeParseDecimal } from "./core/decimal.js"
import { toEither } from "./either.js"

export { formatDecimal, isDecimalString } from "./core/decimal.js"

/** A decimal string → base units (rounding as viem's parseUnits); Left InvalidDecimalNumber. */
export const parseDecimal = (value: string, decimals: number): Either.Either<bigint, InvalidDecimalNumber> =>
  toEither(safeParseDecimal(value, decimals))

/** A decimal amount string such as "-12.50". */
export const DecimalString = Schema.String.pipe(
  Schema.filter(isDecimalString, {
    message: () => "Invalid decimal number: expected an optional minus, digits and an optional fraction"
  }),
  Schema.brand("DecimalString"),
  Schema.annotations({ identifier: "DecimalString" })
)
/** A validated decimal amount string. */
export type DecimalString = typeof DecimalString.Type
