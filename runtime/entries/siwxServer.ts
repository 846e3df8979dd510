/**
 * `walletport/siwx/server`: what a host's back end needs to run sign-in (SPEC §4) — issue a nonce, verify
 * the signed message (EIP-191, EIP-1271/6492 through the chain, ed25519), read its fields. Node 20+,
 * Deno, Bun, edge runtimes: no DOM, no React, nothing of the modal, no Effect vocabulary.
 */
export {
  createSiwxNonce,
  formatSiwxMessage,
  type ParsedSiwxMessage,
  parseSiwxMessage,
  rfc3339ToEpochMillis,
  safeFormatSiwxMessage,
  safeParseSiwxMessage,
  SIWX_NONCE_LENGTH,
  SIWX_NONCE_LIFETIME_MS,
  SIWX_NONCE_PATTERN,
  type SiwxMessage
} from "../../schemas/siwx/index.js"
export {
  SIWX_CLOCK_SKEW_MS,
  type EthCall,
  type Hex,
  type SiwxSignatureKind,
  type SiwxVerification,
  type VerifiedSiwxMessage,
  verifySiwxMessage,
  type VerifySiwxMessageError,
  type VerifySiwxMessageOptions
} from "../../schemas/siwx/verify/index.js"
export {
  InvalidSiwxMessage,
  InvalidSiwxVerifyOptions,
  SIWX_MESSAGE_PARTS,
  SIWX_VERIFICATION_FAILURE_REASONS,
  type SiwxMessagePart,
  type SiwxVerificationFailure,
  SiwxVerificationFailed,
  SmartAccountsUnsupported
} from "../../schemas/errors/siwx.js"
export { type SiwxRefusal, siwxRefusalBody } from "../../schemas/siwx/refusal.js"
export type { SafeParseResult } from "../../schemas/validators/core/result.js"
