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

const NON_STRICT_ONLY = [
  ...BAD_CHECKSUM,
  // viem's rule: all-lowercase carries no checksum, but all-uppercase must match it like mixed case.
  "0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266",
  "0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359"
]

const VALID_BOTH_MODES = [
  ...CHECKSUMMED,
  "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
  "0x0000000000000000000000000000000000000000",
  "f39fd6e51aad88f6f4ce6ab8827279cfffb92266",
  "f39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
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
  "eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
]

describe("isEvmAddress", () => {
  it.each(VALID_BOTH_MODES)("accepts %s in both modes", (value) => {
    expect(isEvmAddress(value)).toBe(true)
    expect(isEvmAddress(value, { strict: false })).toBe(true)
    expect(isEvmAddress(value, { strict: true })).toBe(true)
  })

  it.each(NON_STRICT_ONLY)("accepts %s without strict but rejects its checksum in strict mode", (value) => {
    expect(isEvmAddress(value)).toBe(true)
    expect(isEvmAddress(value, { strict: true })).toBe(false)
  })

  it.each(INVALID)("rejects %j in both modes", (value) => {
    expect(isEvmAddress(value)).toBe(false)
    expect(isEvmAddress(value, { strict: true })).toBe(false)
  })

  it.each([[undefined], [null], [0], [1n], [{}], [["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"]]])(
    "rejects the non-string %s",
    (value) => {
      expect(isEvmAddress(value)).toBe(false)
      expect(isEvmAddress(value, { strict: true })).toBe(false)
    }
  )

  it("checks the checksum of an unprefixed address in strict mode too", () => {
    expect(isEvmAddress("f39Fd6e51aad88F6F4ce6aB8827279cffFb92266", { strict: true })).toBe(true)
    expect(isEvmAddress("f39fd6e51aad88F6F4ce6aB8827279cffFb92266", { strict: true })).toBe(false)
  })
})

describe("EvmAddress schema", () => {
  it("decodes a valid address unchanged", () => {
    expect(Schema.decodeUnknownSync(EvmAddress)(CHECKSUMMED[0])).toBe(CHECKSUMMED[0])
    expect(Schema.decodeUnknownSync(EvmAddress)(BAD_CHECKSUM[0])).toBe(BAD_CHECKSUM[0])
  })

  it("fails with a readable message", () => {
    const result = Schema.decodeUnknownEither(EvmAddress)("0x1234")
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid EVM address: expected 40 hex characters with an optional 0x prefix"
    )
  })

  it("ChecksummedEvmAddress refuses a bad checksum", () => {
    expect(Schema.is(ChecksummedEvmAddress)(CHECKSUMMED[1])).toBe(true)
    const result = Schema.decodeUnknownEither(ChecksummedEvmAddress)(BAD_CHECKSUM[1])
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid EVM address: expected 40 hex characters matching their EIP-55 checksum"
    )
  })
})
