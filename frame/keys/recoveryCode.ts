/**
 * The recovery share R as a code the visitor writes down and types back: Crockford base32 (no I, L, O, U) of the
 * share followed by a 3-byte SHA-256 checksum, in dash-separated groups of four. A 17-byte share gives 32 characters.
 * Decoding forgives case, spaces, dashes and the look-alikes O→0, I/L→1; a typo fails the checksum (1 in 16.7 million
 * passes by chance).
 */
import { sha256 } from "@noble/hashes/sha2.js"

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
const CHECKSUM_BYTES = 3
/** shamir-secret-sharing's smallest share: one secret byte and the x coordinate. */
const MIN_SHARE_BYTES = 2
const GROUP = 4

const DIGITS: ReadonlyMap<string, number> = new Map([
  ...Array.from(ALPHABET, (char, index) => [char, index] as const),
  ["O", 0],
  ["I", 1],
  ["L", 1]
])

const checksumOf = (share: Uint8Array): Uint8Array => sha256(share).slice(0, CHECKSUM_BYTES)

const toBase32 = (bytes: Uint8Array): string => {
  let out = ""
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff
    bits += 8
    while (bits >= 5) {
      bits -= 5
      out += ALPHABET.charAt((buffer >> bits) & 31)
    }
  }
  // The last character carries the remaining bits, padded with zeros.
  return bits > 0 ? out + ALPHABET.charAt((buffer << (5 - bits)) & 31) : out
}

const fromBase32 = (text: string): Uint8Array | undefined => {
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8))
  // Only the canonical length for that many bytes (a dropped or extra character is a typo, not padding).
  if (Math.ceil((bytes.length * 8) / 5) !== text.length) return undefined
  let buffer = 0
  let bits = 0
  let index = 0
  for (const char of text) {
    const digit = DIGITS.get(char)
    if (digit === undefined) return undefined
    buffer = ((buffer << 5) | digit) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes[index++] = (buffer >> bits) & 0xff
    }
  }
  // Padding bits must be zero, so each byte string has exactly one code.
  return (buffer & ((1 << bits) - 1)) === 0 ? bytes : undefined
}

export const encodeRecoveryCode = (share: Uint8Array): string => {
  const body = new Uint8Array(share.length + CHECKSUM_BYTES)
  body.set(share)
  body.set(checksumOf(share), share.length)
  return (toBase32(body).match(new RegExp(`.{1,${GROUP}}`, "g")) ?? []).join("-")
}

/** The share, or `undefined` when the code is malformed or its checksum does not match. */
export const decodeRecoveryCode = (code: string): Uint8Array | undefined => {
  const body = fromBase32(code.toUpperCase().replace(/[\s-]/g, ""))
  if (body === undefined || body.length < MIN_SHARE_BYTES + CHECKSUM_BYTES) return undefined
  const share = body.slice(0, body.length - CHECKSUM_BYTES)
  const expected = checksumOf(share)
  return expected.every((byte, i) => byte === body[share.length + i]) ? share : undefined
}
