import { describe, expect, it } from "vitest"
import { createSiwxNonce, SIWX_NONCE_LENGTH, SIWX_NONCE_PATTERN } from "../../../schemas/siwx/index.js"

describe("createSiwxNonce", () => {
  it("makes EIP-4361 nonces: alphanumeric, the default length, never the same twice", () => {
    const nonces = Array.from({ length: 500 }, () => createSiwxNonce())
    for (const nonce of nonces) {
      expect(nonce).toMatch(SIWX_NONCE_PATTERN)
      expect(nonce).toHaveLength(SIWX_NONCE_LENGTH)
    }
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it("uses the whole alphabet, evenly enough, and refuses fewer than 8 characters", () => {
    const counts = new Map<string, number>()
    for (const char of createSiwxNonce(62_000)) counts.set(char, (counts.get(char) ?? 0) + 1)
    expect(counts.size).toBe(62)
    for (const count of counts.values()) expect(count).toBeGreaterThan(800)
    expect(() => createSiwxNonce(7)).toThrow(RangeError)
  })
})
