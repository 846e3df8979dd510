import { describe, expect, it } from "vitest"
import { displayDateTime, displayMonth } from "../../schemas/displayDates.js"
import { displayBalance, displayFiat, displayMovedAmount, displayTokenBalance } from "../../schemas/displayNumbers.js"

// Intl writes some separators as no-break spaces (U+00A0, U+202F): compare with plain spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ")

describe("displayBalance (SPEC §9: floored to 3 decimals, grouped for the locale)", () => {
  it.each([
    ["31205499.6389", "ETH", "en-US", "31,205,499.638 ETH"],
    ["31205499.6389", "ETH", "de-DE", "31.205.499,638 ETH"],
    ["1.9999", undefined, "en-US", "1.999"],
    ["1234", "ETH", "en-US", "1,234.000 ETH"],
    ["999.9999", "ETH", "en-US", "999.999 ETH"],
    ["0", "ETH", "en-US", "0.000 ETH"],
    ["0", "ETH", "de-DE", "0,000 ETH"],
    ["0.0009", "ETH", "en-US", "<0.001 ETH"],
    ["0.0009", "ETH", "de-DE", "<0,001 ETH"],
    ["0.001", "ETH", "en-US", "0.001 ETH"],
    ["-1234.56789", undefined, "en-US", "-1,234.567"],
    ["-1234.56789", undefined, "de-DE", "-1.234,567"],
    ["-0.0001", undefined, "en-US", "0.000"],
    ["abc", "ETH", "en-US", "0.000 ETH"],
    ["1e999", "ETH", "en-US", "0.000 ETH"],
    ["123456789012345678901234.9999", "ETH", "en-US", "123,456,789,012,345,678,901,234.999 ETH"]
  ])("displayBalance(%j, %j) in %s === %j", (value, symbol, locale, expected) => {
    expect(plain(displayBalance(value, symbol, { locale }))).toBe(expected)
  })

  it("never rounds up: 18-decimal base units floor exactly, beyond a float's precision", () => {
    expect(displayBalance(1_999_999_999_999_999_999n, "ETH", { locale: "en-US" })).toBe("1.999 ETH")
    expect(displayBalance(9_007_199_254_740_993_999_999_999_999_999_999n, "ETH", { locale: "en-US" })).toBe("9,007,199,254,740,993.999 ETH")
    expect(displayBalance(1n, "ETH", { locale: "en-US" })).toBe("<0.001 ETH")
    expect(displayBalance(1_500_000_000n, "SOL", { decimals: 9, locale: "en-US" })).toBe("1.500 SOL")
    expect(displayBalance(0.1 + 0.2, undefined, { locale: "en-US" })).toBe("0.300")
  })

  it("a locale list picks the first it supports; without a locale, the default one (the browser's)", () => {
    expect(displayBalance("1234.5", undefined, { locale: ["de-DE", "en-US"] })).toBe("1.234,500")
    expect(displayBalance("1234.5")).toBe(new Intl.NumberFormat(undefined, { minimumFractionDigits: 3 }).format(1234.5))
  })
})

describe("displayTokenBalance (SPEC §9: 2 decimals, floored)", () => {
  it.each([
    ["1253", "en-US", "1,253.00"],
    ["1253", "de-DE", "1.253,00"],
    ["3.759", "en-US", "3.75"],
    ["0.009", "en-US", "<0.01"],
    ["0", "en-US", "0.00"],
    ["1000000000000", "en-US", "1,000,000,000,000.00"]
  ])("displayTokenBalance(%j) in %s === %j", (value, locale, expected) => {
    expect(plain(displayTokenBalance(value, { locale }))).toBe(expected)
  })

  it("reads bigint base units with the token's decimals", () => {
    expect(displayTokenBalance(1_253_999_999n, { decimals: 6, locale: "en-US" })).toBe("1,253.99")
  })
})

describe("displayMovedAmount (a toast's amount: floored to the digits asked, no trailing zeros)", () => {
  it("floors, groups for the locale and drops trailing zeros", () => {
    expect(displayMovedAmount(1_999_999_999n, "wUSD", 2, { locale: "en-US", decimals: 6 })).toBe("1,999.99 wUSD")
    expect(displayMovedAmount(2n * 10n ** 18n, "wUSD", 6, { locale: "de-DE" })).toBe("2 wUSD")
    expect(displayMovedAmount("0.0000001", "ETH", 6, { locale: "en-US" })).toBe("<0.000001 ETH")
    expect(displayMovedAmount(0n, "ETH", 6, { locale: "en-US" })).toBe("0 ETH")
  })
})

describe("displayFiat (US dollars, floored to cents; compact from $1M where asked)", () => {
  it.each([
    [31205499.63, false, "en-US", "$31,205,499.63"],
    [31205499.63, true, "en-US", "$31.2M"],
    [31299999.99, true, "en-US", "$31.2M"],
    [31205499.63, true, "de-DE", "31,2 Mio. $"],
    [31205499.63, false, "de-DE", "31.205.499,63 $"],
    [999999.99, true, "en-US", "$999,999.99"],
    [1000000, true, "en-US", "$1M"],
    [12.349, false, "en-US", "$12.34"],
    [0.004, false, "en-US", "<$0.01"],
    [0, false, "en-US", "$0.00"],
    [-5, false, "en-US", "-$5.00"],
    ["1e12", true, "en-US", "$1T"],
    ["nope", false, "en-US", "$0.00"]
  ])("displayFiat(%j, compact %s) in %s", (value, compact, locale, expected) => {
    expect(plain(displayFiat(value, { compact, locale }))).toBe(expected)
  })
})

describe("displayDateTime / displayMonth (Intl.DateTimeFormat)", () => {
  it("a full date and time in the locale", () => {
    expect(plain(displayDateTime("2026-11-27T14:05:00Z", "en-GB", "UTC") ?? "")).toBe("27 Nov 2026, 14:05")
    expect(plain(displayDateTime("2026-11-27T14:05:00Z", "en-US", "UTC") ?? "")).toBe("Nov 27, 2026, 2:05 PM")
    expect(plain(displayDateTime("2026-11-27T14:05:00Z", "de-DE", "UTC") ?? "")).toBe("27. Nov. 2026, 14:05")
    expect(displayDateTime("not a date")).toBeUndefined()
  })

  it("month headers", () => {
    expect(displayMonth("2026-11-27T14:05:00Z", "en-US", "UTC")).toBe("November 2026")
    expect(displayMonth("2026-11-27T14:05:00Z", "de-DE", "UTC")).toBe("November 2026")
    expect(displayMonth("2026-03-01T00:00:00Z", "de-DE", "UTC")).toBe("März 2026")
    expect(displayMonth("")).toBeUndefined()
  })
})
