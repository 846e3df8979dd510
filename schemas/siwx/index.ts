/**
 * Sign-in messages (SPEC §3, §4): EIP-4361 for eip155, CAIP-122 for solana. Pure functions, no DOM, no
 * Effect: the same code formats in the browser and parses on the host's server.
 */
export type { ParsedSiwxMessage, SiwxMessage } from "./fields.js"
export { formatSiwxMessage, safeFormatSiwxMessage } from "./format.js"
export { parseSiwxMessage, safeParseSiwxMessage } from "./parse.js"
export { rfc3339ToEpochMillis } from "./rfc3339.js"
export { SIWX_NONCE_PATTERN } from "./validate.js"
export { createSiwxNonce, SIWX_NONCE_LENGTH, SIWX_NONCE_LIFETIME_MS } from "./nonce.js"
