import { describe, expect, it } from "vitest"
import { formatBalance, formatNumber, formatTokenBalance, truncateAddress } from "../../schemas/format.js"
import { formatDecimal } from "../../schemas/validators/decimal.js"

describe("formatBalance (floored to 3 decimals)", () => {
  it.each([
    ["1.23456", "ETH", "1.234 ETH"],
    ["1.2349999", "ETH", "1.234 ETH"],
    ["1.9999", undefined, "1.999"],
    ["0", "ETH", "0.000 ETH"],
    ["0.0", "SOL", "0.000 SOL"],
    ["0.0009", "ETH", "0.000 ETH"],
    ["0.0019", "ETH", "0.001 ETH"],
    ["10000.0009999", undefined, "10000.000"],
    ["1", "BTC", "1.000 BTC"],
    ["12", undefined, "12.000"],
    ["1234567.5", "ETH", "1234567.500 ETH"],
    [".5", "ETH", "0.500 ETH"],
    ["5.", "ETH", "5.000 ETH"],
    ["1e-7", "ETH", "0.000 ETH"],
    ["1.5e3", "ETH", "1500.000 ETH"],
    [" 2.5 ", "ETH", "2.500 ETH"],
    ["-1.23456", undefined, "-1.234"],
    ["-0.0001", undefined, "0.000"],
    ["abc", "ETH", "0.000 ETH"],
    ["", "ETH", "0.000 ETH"],
    [".", "ETH", "0.000 ETH"],
    ["0x10", "ETH", "0.000 ETH"],
    ["1.2.3", "ETH", "0.000 ETH"],
    ["NaN", "ETH", "0.000 ETH"],
    ["1e999", "ETH", "0.000 ETH"],
    ["1.5", "", "1.500"]
  ])("formatBalance(%j, %j) === %j", (value, symbol, expected) => {
    expect(formatBalance(value, symbol)).toBe(expected)
  })

  it.each([
    [1.23456, "1.234"],
    [0.1 + 0.2, "0.300"],
    [1.005, "1.005"],
    [1e-7, "0.000"],
    [1e21, "1000000000000000000000.000"],
    [0, "0.000"],
    [-0, "0.000"],
    [Number.NaN, "0.000"],
    [Number.POSITIVE_INFINITY, "0.000"]
  ])("formatBalance(%d) === %j", (value, expected) => {
    expect(formatBalance(value)).toBe(expected)
  })

  it("floors 18-decimal strings from formatUnits exactly", () => {
    expect(formatBalance(formatDecimal(1_999_999_999_999_999_999n, 18), "ETH")).toBe("1.999 ETH")
    expect(formatBalance(formatDecimal(123_456_789_012_345_678_901_234_567n, 18))).toBe("123456789.012")
    expect(formatBalance(formatDecimal(999_999_999_999_999n, 18))).toBe("0.000")
    expect(formatBalance(formatDecimal(1_000_000_000_000_000n, 18))).toBe("0.001")
    expect(formatBalance("9007199254740993.9999")).toBe("9007199254740993.999")
  })
})

describe("formatBalance of base units (bigint)", () => {
  it.each([
    [10n ** 18n, "ETH", undefined, "1.000 ETH"],
    [1_999_999_999_999_999_999n, "ETH", undefined, "1.999 ETH"],
    [999_999_999_999_999n, "ETH", 18, "0.000 ETH"],
    [1_000_000_000_000_000n, undefined, 18, "0.001"],
    [0n, "ETH", undefined, "0.000 ETH"],
    [1_500_000_000n, "SOL", 9, "1.500 SOL"],
    [1n, "SOL", 9, "0.000 SOL"],
    [123_456_789n, "BTC", 8, "1.234 BTC"],
    [1234n, "X", 0, "1234.000 X"],
    [-1_234_567_000_000_000_000n, undefined, 18, "-1.234"],
    [-1n, undefined, 18, "0.000"],
    [123_456_789_012_345_678_901_234_567n, undefined, 18, "123456789.012"],
    [10n ** 100n, undefined, 0, `1${"0".repeat(100)}.000`]
  ])("formatBalance(%s, %j, %s) === %j", (value, symbol, decimals, expected) => {
    expect(formatBalance(value, symbol, decimals)).toBe(expected)
  })

  it.each([-1, 1.5, Number.NaN, 401])("shows zero rather than guessing with decimals %s", (decimals) => {
    expect(formatBalance(10n ** 18n, "ETH", decimals)).toBe("0.000 ETH")
  })

  it("ignores decimals for amounts that are already decimal", () => {
    expect(formatBalance("1.5", "ETH", 9)).toBe("1.500 ETH")
    expect(formatBalance(1.5, "ETH", 9)).toBe("1.500 ETH")
  })

  it("reads token base units the same way", () => {
    expect(formatTokenBalance(12_349_999n, 6)).toBe("12.34")
    expect(formatTokenBalance(10n ** 18n)).toBe("1.00")
  })
})

describe("formatTokenBalance (floored to 2 decimals)", () => {
  it.each([
    ["12.349", "12.34"],
    ["12.999", "12.99"],
    ["0.009", "0.00"],
    ["100", "100.00"],
    ["abc", "0.00"],
    ["", "0.00"],
    [3.14159, "3.14"]
  ])("formatTokenBalance(%j) === %j", (value, expected) => {
    expect(formatTokenBalance(value)).toBe(expected)
  })
})

describe("formatNumber (rounded, 2 decimals by default)", () => {
  it.each([
    ["1.234", undefined, "1.23"],
    ["1.235", undefined, "1.24"],
    ["1.995", undefined, "2.00"],
    ["-1.235", undefined, "-1.24"],
    ["-0.001", undefined, "0.00"],
    ["1", undefined, "1.00"],
    ["1234567.891", undefined, "1234567.89"],
    ["1.23456", 4, "1.2346"],
    ["1.5", 0, "2"],
    ["2.4", 0, "2"],
    ["0.1", 6, "0.100000"],
    ["abc", undefined, "0.00"],
    ["abc", 3, "0.000"],
    [1.005, 2, "1.01"],
    [0.1 + 0.2, 2, "0.30"],
    ["1.234", -1, "1.23"],
    ["1.234", 1.5, "1.23"]
  ])("formatNumber(%j, %s) === %j", (value, decimals, expected) => {
    expect(decimals === undefined ? formatNumber(value) : formatNumber(value, decimals)).toBe(expected)
  })

  it("never uses the machine locale or thousands separators", () => {
    expect(formatNumber(1234567.5)).toBe("1234567.50")
    expect(formatBalance(1234567.5)).toBe("1234567.500")
  })
})

describe("truncateAddress", () => {
  it.each([
    ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", undefined, "0xf39F…2266"],
    ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", { head: 6, tail: 6 }, "0xf39Fd6…b92266"],
    ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", { head: 6 }, "0xf39Fd6…2266"],
    ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", { tail: 0 }, "0xf39F…"],
    ["4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T", undefined, "4Nd1…DB4T"],
    ["0x123456789", undefined, "0x123456789"],
    ["0x1234567890", undefined, "0x1234…7890"],
    ["short", undefined, "short"],
    ["", undefined, ""],
    ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", { head: Number.NaN, tail: -2 }, "0xf39F…"]
  ])("truncateAddress(%j, %j) === %j", (address, options, expected) => {
    expect(truncateAddress(address, options)).toBe(expected)
  })
})
