import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { InvalidDecimalNumber } from "../../../schemas/errors/validation.js"
import { DecimalString, formatDecimal, isDecimalString, parseDecimal } from "../../../schemas/validators/decimal.js"

describe("parseDecimal", () => {
  it.each([
    ["0", 18, 0n],
    ["1", 18, 1_000_000_000_000_000_000n],
    ["1.5", 18, 1_500_000_000_000_000_000n],
    ["0.000000000000000001", 18, 1n],
    ["-1.25", 2, -125n],
    ["-0", 6, 0n],
    ["007", 0, 7n],
    ["1.10", 6, 1_100_000n],
    ["123456789012345678901234567890", 0, 123456789012345678901234567890n],
    ["7500.00", 2, 750000n],
    // Beyond `decimals`, viem rounds half away from zero.
    ["1.23456789", 6, 1_234_568n],
    ["1.2345674", 6, 1_234_567n],
    ["0.5", 0, 1n],
    ["-0.5", 0, -1n],
    ["9.9999999", 6, 10_000_000n]
  ])("parses %j with %d decimals to %s", (value, decimals, expected) => {
    expect(parseDecimal(value, decimals)).toStrictEqual(Either.right(expected))
  })

  it.each([
    [""],
    ["-"],
    ["."],
    [".5"],
    ["5."],
    ["-.5"],
    ["+5"],
    ["1e18"],
    ["1,5"],
    ["1.2.3"],
    [" 1"],
    ["1 "],
    ["abc"],
    ["0x10"],
    ["Infinity"],
    ["NaN"],
    ["--1"],
    ["١٢"]
  ])("rejects %j with InvalidDecimalNumber", (value) => {
    const result = parseDecimal(value, 18)
    expect(result).toStrictEqual(Either.left(new InvalidDecimalNumber({ value })))
    expect(Either.isLeft(result) && result.left.message).toBe(`Number \`${value}\` is not a valid decimal number.`)
    expect(isDecimalString(value)).toBe(false)
  })

  it.each([[-1], [1.5], [Number.NaN]])("wraps viem's failure for decimals %d into InvalidDecimalNumber", (decimals) => {
    expect(parseDecimal("1", decimals)).toStrictEqual(Either.left(new InvalidDecimalNumber({ value: "1" })))
  })
})

describe("formatDecimal", () => {
  it.each([
    [0n, 18, "0"],
    [1n, 18, "0.000000000000000001"],
    [1_500_000_000_000_000_000n, 18, "1.5"],
    [-125n, 2, "-1.25"],
    [100n, 2, "1"],
    [7n, 0, "7"]
  ])("formats %s with %d decimals as %j", (value, decimals, expected) => {
    expect(formatDecimal(value, decimals)).toBe(expected)
  })

  it.each([
    ["0", 18],
    ["1.5", 18],
    ["-1.25", 2],
    ["123456789.123456789", 9],
    ["0.000001", 6]
  ])("round-trips %j through parseDecimal", (value, decimals) => {
    expect(formatDecimal(Either.getOrThrow(parseDecimal(value, decimals)), decimals)).toBe(value)
  })
})

describe("DecimalString schema", () => {
  it.each(["0", "-1", "1.5", "-0.001", "10000000000000000000000.000000000000000001"])("accepts %j", (value) => {
    expect(Schema.decodeUnknownSync(DecimalString)(value)).toBe(value)
  })

  it("explains a failure", () => {
    const result = Schema.decodeUnknownEither(DecimalString)(".5")
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid decimal number: expected an optional minus, digits and an optional fraction"
    )
  })
})
