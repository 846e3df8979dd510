/**
 * Sign-in messages (SPEC §3, §4): EIP-4361 for eip155, CAIP-122 for solana. Pure functions, no DOM, and no
 * Effect runtime: the same code formats in the browser and parses on the host's server. Their failure,
 * InvalidSiwxMessage, is a catalogue class (an Effect Schema class), so importing them brings Effect's Schema
 * with it: code a page loads up front imports them with import() (runtime/siwx/builtins.ts).
 */
export type { ParsedSiwxMessage, SiwxMessage } from "./fields.js"
export { formatSiwxMessage, safeFormatSiwxMessage } from "./format.js"
export { parseSiwxMessage, safeParseSiwxMessage } from "./parse.js"
export { rfc3339ToEpochMillis } from "./rfc3339.js"
export { SIWX_NONCE_PATTERN } from "./validate.js"
export { createSiwxNonce, SIWX_NONCE_LENGTH, SIWX_NONCE_LIFETIME_MS } from "./nonce.js"
