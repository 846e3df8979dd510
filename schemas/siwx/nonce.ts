/** Sign-in nonces (EIP-4361 `nonce = 8*( ALPHA / DIGIT )`): random alphanumerics from the platform CSPRNG. */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
/** 17 characters of 62: about 101 bits, above the 64 EIP-4361 asks relying parties for. */
export const SIWX_NONCE_LENGTH = 17
// 248 = 4 × 62: bytes at or above it are drawn again so every character is equally likely.
const UNBIASED_LIMIT = 248
/** getRandomValues fills at most 65 536 bytes per call. */
const MAX_RANDOM_BYTES = 65_536

/** A fresh nonce of `length` (at least 8) ASCII letters and digits. */
export const createSiwxNonce = (length: number = SIWX_NONCE_LENGTH): string => {
  if (!Number.isInteger(length) || length < 8) throw new RangeError("A sign-in nonce has at least 8 characters")
  let nonce = ""
  while (nonce.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(Math.min(MAX_RANDOM_BYTES, (length - nonce.length) * 2)))) {
      if (byte < UNBIASED_LIMIT && nonce.length < length) nonce += ALPHABET.charAt(byte % ALPHABET.length)
    }
  }
  return nonce
}

/**
 * How long an issued nonce may wait for its signed message: five minutes (the dev auth server's lifetime,
 * and verifySiwxMessage's default bound on a message's age).
 */
export const SIWX_NONCE_LIFETIME_MS = 5 * 60_000
