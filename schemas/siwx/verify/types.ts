/** The options and result of verifySiwxMessage (EIP-4361 "Verifying a signed Message"; CAIP-122). */
import type { InvalidSiwxMessage, SiwxVerificationFailed, SmartAccountsUnsupported } from "../../errors/siwx.js"
import type { SafeParseResult } from "../../validators/core/result.js"

// Declared once, plainly, where walletport/siwx/server declares verifySiwxMessage.
import type { EthCall, Hex, SiwxSignatureKind, VerifiedSiwxMessage } from "../../public/siwx.js"

export type { EthCall, Hex, SiwxSignatureKind, VerifiedSiwxMessage }

export type { VerifySiwxMessageOptions } from "./options.js"

/** Why a sign-in did not verify. */
export type VerifySiwxMessageError = InvalidSiwxMessage | SiwxVerificationFailed | SmartAccountsUnsupported

/** The typed result of verifySiwxMessage: `{ success: true, data }` or `{ success: false, error }`. */
export type SiwxVerification = SafeParseResult<VerifiedSiwxMessage, VerifySiwxMessageError>
