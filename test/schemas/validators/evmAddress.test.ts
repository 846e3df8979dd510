import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { ChecksummedEvmAddress, EvmAddress, isEvmAddress } from "../../../schemas/validators/evmAddress.js"

const CHECKSUMMED = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045",
  // EIP-55 test vectors.
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"
]

// One letter's case flipped from a checksummed address above.
const BAD_CHECKSUM = [
  "0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970c51812dc3A010C7d01b50e0d17dc79C8",
  "0xD8dA6BF26964aF9D7eEd9e03E53415D37aA96045",
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"
]

// Mixed case that breaks the checksum: a typo the checksum exists to catch.
const NON_STRICT_ONLY = BAD_CHECKSUM

const VALID_BOTH_MODES = [
  ...CHECKSUMMED,
  "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
  "0x0000000000000000000000000000000000000000",
  // EIP-55: all-lowercase and all-uppercase are the two forms that carry no checksum.
  "0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266",
  "0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359"
]

const INVALID = [
  "",
  "0x",
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226",
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922660",
  "0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0Xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  " 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 ",
  "0x0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922",
  "So11111111111111111111111111111111111111112",
  "eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  // 0x is required (issue 8): a bare 40-hex string is not an address a wallet would accept.
  "f39fd6e51aad88f6f4ce6ab8827279cfffb92266",
  "f39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
]

describe("isEvmAddress", () => {
  it.each(VALID_BOTH_MODES)("accepts %s in both modes", (value) => {
    expect(isEvmAddress(value)).toBe(true)
    expect(isEvmAddress(value, { strict: false })).toBe(true)
    expect(isEvmAddress(value, { strict: true })).toBe(true)
  })

  it.each(NON_STRICT_ONLY)("rejects the broken checksum of %s by default, accepts it with strict: false", (value) => {
    expect(isEvmAddress(value)).toBe(false)
    expect(isEvmAddress(value, { strict: true })).toBe(false)
    expect(isEvmAddress(value, { strict: false })).toBe(true)
  })

  it.each(INVALID)("rejects %j in both modes", (value) => {
    expect(isEvmAddress(value)).toBe(false)
    expect(isEvmAddress(value, { strict: false })).toBe(false)
  })

  it("narrows to a 0x-prefixed template type", () => {
    const value: unknown = CHECKSUMMED[0]
    if (!isEvmAddress(value)) throw new Error("expected an address")
    const address: `0x${string}` = value
    expect(address.startsWith("0x")).toBe(true)
  })

  it.each([[undefined], [null], [0], [1n], [{}], [["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"]]])(
    "rejects the non-string %s",
    (value) => {
      expect(isEvmAddress(value)).toBe(false)
      expect(isEvmAddress(value, { strict: false })).toBe(false)
    }
  )
})

describe("EvmAddress schema", () => {
  it("decodes a valid address unchanged", () => {
    expect(Schema.decodeUnknownSync(EvmAddress)(CHECKSUMMED[0])).toBe(CHECKSUMMED[0])
    expect(Schema.decodeUnknownSync(EvmAddress)(BAD_CHECKSUM[0])).toBe(BAD_CHECKSUM[0])
  })

  it("fails with a readable message", () => {
    const result = Schema.decodeUnknownEither(EvmAddress)("0x1234")
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid EVM address: expected 0x followed by 40 hex characters"
    )
  })

  it("ChecksummedEvmAddress refuses a bad checksum", () => {
    expect(Schema.is(ChecksummedEvmAddress)(CHECKSUMMED[1])).toBe(true)
    const result = Schema.decodeUnknownEither(ChecksummedEvmAddress)(BAD_CHECKSUM[1])
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid EVM address: expected 0x and 40 hex characters matching their EIP-55 checksum"
    )
  })
})
