/**
 * verifySiwxMessage (SPEC §4; EIP-4361 "Verifying a signed Message"): parses the message exactly, checks
 * it is bound to this request (domain, scheme, nonce, the server's chain(s), time window and Issued At on
 * the given clock), then checks its signature the way its namespace signs. Never throws for a bad sign-in:
 * the result says why. Rejects with InvalidSiwxVerifyOptions when an option is missing or malformed.
 */
import { fail, succeed } from "../../validators/core/result.js"
import { safeParseSiwxMessage } from "../parse.js"
import { checkSiwxBinding } from "./binding.js"
import { decodeVerifyOptions } from "./options.js"
import { verifyEvmSignature } from "./evm.js"
import { ethCallOverHttp } from "./rpcCall.js"
import { verifySolanaSignature } from "./solana.js"
import type { SiwxVerification, VerifySiwxMessageOptions } from "./types.js"

export { SIWX_CLOCK_SKEW_MS } from "./options.js"
export type {
  EthCall,
  Hex,
  SiwxSignatureKind,
  SiwxVerification,
  VerifiedSiwxMessage,
  VerifySiwxMessageError,
  VerifySiwxMessageOptions
} from "./types.js"

/** SPEC §4: verifies a signed sign-in message; `{ success: true, data: { fields, kind } }` or the reason. */
export const verifySiwxMessage = async (input: VerifySiwxMessageOptions): Promise<SiwxVerification> => {
  const decoded = decodeVerifyOptions(input)
  if (decoded._tag === "Left") throw decoded.left
  const options = decoded.right
  const parsed = safeParseSiwxMessage(options.message)
  if (!parsed.success) return parsed
  const fields = parsed.data
  const unbound = checkSiwxBinding(fields, options)
  if (unbound !== undefined) return fail(unbound)
  const call = options.call ?? (options.rpcUrls === undefined ? undefined : ethCallOverHttp(options.rpcUrls, options.fetch))
  const outcome = fields.chainId.startsWith("solana:")
    ? await verifySolanaSignature(options.message, fields.accountAddress, options.signature)
    : await verifyEvmSignature(options.message, fields, options.signature, call)
  return typeof outcome === "string" ? succeed({ fields, kind: outcome }) : fail(outcome)
}
