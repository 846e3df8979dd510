/**
 * Base units ↔ decimal strings (SPEC §5 decimal strings, §9 balances). Our own ten lines rather
 * than viem's: importing anything from viem's barrels puts ~90 KiB into a host's initial chunk.
 * test/schemas/units.test.ts checks both directions against viem's formatUnits/parseUnits.
 */

const checkDecimals = (decimals: number) => {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`)
}

/** 1500000000000000000n, 18 → "1.5": no trailing zeros, no exponent (viem's formatUnits output). */
export const formatUnits = (value: bigint, decimals: number): string => {
  checkDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0")
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "")
  return `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`
}

/**
 * "1.5", 18 → 1500000000000000000n. The caller has checked the shape (optional minus, digits, optional
 * fraction); fraction digits past `decimals` round half away from zero, as viem's parseUnits does.
 */
export const parseUnits = (value: string, decimals: number): bigint => {
  checkDecimals(decimals)
  const negative = value.startsWith("-")
  const [whole = "0", fraction = ""] = (negative ? value.slice(1) : value).split(".")
  const kept = fraction.slice(0, decimals).padEnd(decimals, "0")
  const roundUp = (fraction[decimals] ?? "0") >= "5"
  const units = BigInt(`${whole}${kept}`) + (roundUp ? 1n : 0n)
  return negative ? -units : units
}

/** 31337 → "0x7a69" (a JSON-RPC quantity). */
export const toHexQuantity = (value: number | bigint): `0x${string}` => `0x${value.toString(16)}`
