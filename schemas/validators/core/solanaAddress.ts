/** Solana address validation: base58, 32 to 44 characters, exactly one 32-byte public key. Plain guard. */
import { decodeBase58 } from "../base58.js"

const SOLANA_ADDRESS_BYTES = 32
const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** True when `value` is a base58 string of 32–44 characters that decodes to exactly 32 bytes. */
export const isSolanaAddress = (value: unknown): value is string => {
  if (typeof value !== "string" || !SOLANA_ADDRESS_PATTERN.test(value)) return false
  // Length alone is not enough: 44 characters can encode 33 bytes, and 32 characters fewer than 32.
  return decodeBase58(value)?.length === SOLANA_ADDRESS_BYTES
}
