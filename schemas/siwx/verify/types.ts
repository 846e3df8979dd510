/** The options and result of verifySiwxMessage (EIP-4361 "Verifying a signed Message"; CAIP-122). */
import type { InvalidSiwxMessage, SiwxVerificationFailed, SmartAccountsUnsupported } from "../../errors/siwx.js"
import type { SafeParseResult } from "../../validators/core/result.js"
import type { ParsedSiwxMessage } from "../fields.js"

/** `0x`-prefixed hex. */
export type Hex = `0x${string}`

/** An `eth_call` on the message's chain: `to` absent for a deployless call (EIP-6492). Returns the call's data. */
export type EthCall = (request: { readonly to?: Hex; readonly data: Hex }, chainId: string) => Promise<Hex>

export type { VerifySiwxMessageOptions } from "./options.js"

/** How the signature was checked. */
export type SiwxSignatureKind = "eoa" | "erc1271" | "erc6492" | "ed25519"

/** A verified sign-in: the message's fields and how its signature was checked. */
export interface VerifiedSiwxMessage {
  readonly fields: ParsedSiwxMessage
  readonly kind: SiwxSignatureKind
}

/** Why a sign-in did not verify. */
export type VerifySiwxMessageError = InvalidSiwxMessage | SiwxVerificationFailed | SmartAccountsUnsupported

/** The typed result of verifySiwxMessage: `{ success: true, data }` or `{ success: false, error }`. */
export type SiwxVerification = SafeParseResult<VerifiedSiwxMessage, VerifySiwxMessageError>
