/**
 * `walletport/siwx/server`: what a host's back end needs to run sign-in — issue a nonce, verify the signed
 * message (EIP-191, EIP-1271/6492 through the chain, ed25519), read its fields. Node 20+, Deno, Bun, edge
 * runtimes: no DOM, no React, nothing of the modal; its declarations load nothing of Effect's.
 */
export type { ParsedSiwxMessage, SiwxMessage } from "../../schemas/siwx/fields.js"
export { rfc3339ToEpochMillis } from "../../schemas/siwx/rfc3339.js"
export { createSiwxNonce, SIWX_NONCE_LENGTH, SIWX_NONCE_LIFETIME_MS } from "../../schemas/siwx/nonce.js"
export {
  type EthCall,
  formatSiwxMessage,
  type Hex,
  parseSiwxMessage,
  safeFormatSiwxMessage,
  safeParseSiwxMessage,
  SIWX_CLOCK_SKEW_MS,
  SIWX_NONCE_PATTERN,
  type SiwxRefusal,
  siwxRefusalBody,
  type SiwxSignatureKind,
  type SiwxVerification,
  type VerifiedSiwxMessage,
  verifySiwxMessage,
  type VerifySiwxMessageError,
  type VerifySiwxMessageOptions
} from "../../schemas/public/siwx.js"
export {
  InvalidSiwxMessage,
  InvalidSiwxVerifyOptions,
  SIWX_MESSAGE_PARTS,
  SIWX_VERIFICATION_FAILURE_REASONS,
  type SiwxMessagePart,
  type SiwxVerificationFailure,
  SiwxVerificationFailed,
  SmartAccountsUnsupported
} from "../../schemas/public/catalogue/siwx.js"
export type { SafeParseResult } from "../../schemas/validators/core/result.js"
