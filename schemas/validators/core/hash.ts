/** Transaction hash and signed message shapes, as plain guards. */
const TRANSACTION_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE_PATTERN = /^0x[0-9a-fA-F]{62,}$/

/** True for `0x` followed by exactly 64 hex characters. */
export const isTransactionHash = (value: unknown): value is `0x${string}` =>
  typeof value === "string" && TRANSACTION_HASH_PATTERN.test(value)

/** True for `0x` followed by 62 or more hex characters. */
export const isSignedMessage = (value: unknown): value is `0x${string}` =>
  typeof value === "string" && SIGNED_MESSAGE_PATTERN.test(value)
