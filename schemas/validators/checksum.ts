/**
 * EIP-55 checksums with @noble/hashes' keccak (the hash viem itself uses), without viem's barrels
 * in the initial chunk. Checked against viem's getAddress in test/schemas/validators/checksum.test.ts.
 */
import { keccak_256 } from "@noble/hashes/sha3"

const encoder = /* @__PURE__ */ new TextEncoder()

/** EIP-55: "0xf39fd6…" → "0xf39Fd6…". The input must already be 0x + 40 hex characters. */
export const checksumAddress = (address: string): `0x${string}` => {
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(encoder.encode(lower))
  let out = "0x"
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    const char = lower[i] ?? ""
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  return out as `0x${string}`
}
