/**
 * Base58 (Bitcoin alphabet) decoding for Solana addresses.
 * Written here rather than pulled in as a dependency: validation needs only the decoder.
 */

/** The Bitcoin base58 alphabet (no 0, O, I, l). */
export const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

const DIGITS: ReadonlyMap<string, bigint> = new Map(
  Array.from(BASE58_ALPHABET, (char, index) => [char, BigInt(index)] as const)
)

/** Decodes a base58 string to bytes, or `undefined` when a character is outside the alphabet. */
export const decodeBase58 = (value: string): Uint8Array | undefined => {
  let number = 0n
  for (const char of value) {
    const digit = DIGITS.get(char)
    if (digit === undefined) return undefined
    number = number * 58n + digit
  }
  const body: Array<number> = []
  while (number > 0n) {
    body.push(Number(number & 0xffn))
    number >>= 8n
  }
  // Each leading "1" encodes one leading zero byte, which the integer above cannot carry.
  let zeros = 0
  while (value[zeros] === "1") zeros++
  const bytes = new Uint8Array(zeros + body.length)
  body.reverse().forEach((byte, index) => {
    bytes[zeros + index] = byte
  })
  return bytes
}

/** Encodes bytes as base58 (Solana addresses and signatures). Inverse of `decodeBase58`. */
export const encodeBase58 = (bytes: Uint8Array): string => {
  let number = 0n
  for (const byte of bytes) number = (number << 8n) | BigInt(byte)
  let body = ""
  while (number > 0n) {
    body = BASE58_ALPHABET.charAt(Number(number % 58n)) + body
    number /= 58n
  }
  // Each leading zero byte is written as one "1".
  let zeros = 0
  while (bytes[zeros] === 0) zeros++
  return "1".repeat(zeros) + body
}
