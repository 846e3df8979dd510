/**
 * `walletport/siwx`: sign-in messages (SPEC §3, §4) for browsers and servers alike — format and parse
 * EIP-4361 / CAIP-122 exactly (`parseX` throws the catalogue error, `safeX` returns `{ success, … }`),
 * verify a signed one, make nonces. No DOM, no React, no Effect vocabulary.
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
  SIWX_NONCE_PATTERN,
  type SiwxMessage
} from "../../schemas/siwx/index.js"
export {
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
  SIWX_MESSAGE_PARTS,
  SIWX_VERIFICATION_FAILURE_REASONS,
  type SiwxMessagePart,
  type SiwxVerificationFailure,
  SiwxVerificationFailed,
  SmartAccountsUnsupported
} from "../../schemas/errors/siwx.js"
export type { SafeParseResult } from "../../schemas/validators/core/result.js"
