import * as viem from "viem"
import { describe, expect, it } from "vitest"
import { formatUnits, parseUnits, toHexQuantity } from "../../schemas/units.js"
import { checksumAddress } from "../../schemas/validators/checksum.js"

// Differential tests: our small implementations must agree with viem's on every case.
const amounts: ReadonlyArray<readonly [bigint, number]> = [
  [0n, 18], [1n, 18], [-1n, 18], [10n ** 18n, 18], [1_500_000_000_000_000_000n, 18], [123456789n, 0],
  [123456789n, 3], [-123456789n, 9], [10n ** 30n + 7n, 18], [5n, 1], [100n, 2], [99n, 8]
]

const decimals: ReadonlyArray<readonly [string, number]> = [
  ["0", 18], ["1", 18], ["1.5", 18], ["-1.5", 18], ["0.000000000000000001", 18], ["0.15", 1], ["0.14", 1],
  ["0.95", 1], ["9.95", 1], ["-0.15", 1], ["123.456789", 3], ["123.4565", 3], ["10000", 6], ["0.5", 0], ["1.49", 0]
]

describe("units (checked against viem)", () => {
  it.each(amounts)("formatUnits(%s, %i) equals viem's", (value, d) => {
    expect(formatUnits(value, d)).toBe(viem.formatUnits(value, d))
  })

  it.each(decimals)("parseUnits(%s, %i) equals viem's", (value, d) => {
    expect(parseUnits(value, d)).toBe(viem.parseUnits(value, d))
  })

  it.each([-1, 1.5, Number.NaN])("refuses decimals = %s", (d) => {
    expect(() => formatUnits(1n, d)).toThrow(RangeError)
    expect(() => parseUnits("1", d)).toThrow(RangeError)
  })

  it("writes JSON-RPC quantities", () => {
    expect(toHexQuantity(31337)).toBe("0x7a69")
    expect(toHexQuantity(0)).toBe("0x0")
    expect(toHexQuantity(10n ** 18n)).toBe(viem.numberToHex(10n ** 18n))
  })
})

describe("checksumAddress (checked against viem's getAddress)", () => {
  // A spread of addresses: fixed ones plus keccak-derived pseudo-random ones.
  const addresses = [
    "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
    "0x0000000000000000000000000000000000000000",
    "0xffffffffffffffffffffffffffffffffffffffff",
    ...Array.from({ length: 40 }, (_, i) => `0x${viem.keccak256(viem.toHex(i)).slice(26)}`)
  ]
  it.each(addresses)("%s", (address) => {
    expect(checksumAddress(address)).toBe(viem.getAddress(address))
    expect(checksumAddress(address.toUpperCase().replace("0X", "0x"))).toBe(viem.getAddress(address))
  })
})
