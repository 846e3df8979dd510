import { describe, expect, it } from "vitest"
import { BASE58_ALPHABET, decodeBase58 } from "../../../schemas/validators/base58.js"

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")

describe("decodeBase58", () => {
  // Bitcoin Core's base58_encode_decode.json vectors.
  it.each([
    ["", ""],
    ["2g", "61"],
    ["a3gV", "626262"],
    ["aPEr", "636363"],
    ["2cFupjhnEsSn59qHXstmK2ffpLv2", "73696d706c792061206c6f6e6720737472696e67"],
    ["1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L", "00eb15231dfceb60925886b67d065299925915aeb172c06647"],
    ["ABnLTmg", "516b6fcd0f"],
    ["3SEo3LWLoPntC", "bf4f89001e670274dd"],
    ["3EFU7m", "572e4794"],
    ["EJDM8drfXA6uyA", "ecac89cad93923c02321"],
    ["Rt5zm", "10c8511e"],
    ["1111111111", "00000000000000000000"]
  ])("decodes %j to %s", (encoded, expected) => {
    const bytes = decodeBase58(encoded)
    expect(bytes).toBeDefined()
    expect(hex(bytes ?? new Uint8Array())).toBe(expected)
  })

  it("decodes the wrapped SOL mint to its known public key", () => {
    const bytes = decodeBase58("So11111111111111111111111111111111111111112")
    expect(hex(bytes ?? new Uint8Array())).toBe("069b8857feab8184fb687f634618c035dac439dc1aeb3b5598a0f00000000001")
  })

  it.each(["0", "O", "I", "l", "abc0", " 2g", "2g ", "+", "é"])("rejects %j (outside the alphabet)", (encoded) => {
    expect(decodeBase58(encoded)).toBeUndefined()
  })

  it("has the 58-character Bitcoin alphabet without look-alikes", () => {
    expect(BASE58_ALPHABET).toHaveLength(58)
    expect(new Set(BASE58_ALPHABET).size).toBe(58)
    expect(BASE58_ALPHABET).not.toMatch(/[0OIl]/)
  })
})
