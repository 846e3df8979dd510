/**
 * formatSiwxMessage: the exact text a wallet signs, EIP-4361 for eip155 and the CAIP-122 profile for
 * solana. Every field is checked first (InvalidSiwxMessage names the one at fault); timestamps and the
 * other texts are written verbatim, the EVM address in its EIP-55 form.
 */
import type { InvalidSiwxMessage } from "../errors/siwx.js"
import { getOrThrow, type SafeParseResult, succeed } from "../validators/core/result.js"
import type { SiwxMessage } from "./fields.js"
import { checkSiwxMessage, type CheckedSiwxMessage } from "./validate.js"

/** The "… wants you to sign in with your {label} account:" header's fixed middle. */
export const SIWX_HEADER_SUFFIX = " wants you to sign in with your "

/** Writes a checked message, line by line in the ABNF's order. */
export const writeSiwxMessage = ({ chainReference, message, profile }: CheckedSiwxMessage): string => {
  const origin = message.scheme === undefined ? message.domain : `${message.scheme}://${message.domain}`
  const lines = [`${origin}${SIWX_HEADER_SUFFIX}${profile.label} account:`, message.accountAddress, ""]
  // EIP-4361: `LF [ statement LF ] LF` — no statement still leaves two empty lines.
  if (message.statement !== undefined) lines.push(message.statement)
  lines.push(
    "",
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${chainReference}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt}`
  )
  if (message.expirationTime !== undefined) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore !== undefined) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId !== undefined) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources !== undefined) lines.push("Resources:", ...message.resources.map((uri) => `- ${uri}`))
  return lines.join("\n")
}

/** SPEC §3: the sign-in message text, or InvalidSiwxMessage naming the field that breaks its rule. */
export const safeFormatSiwxMessage = (fields: SiwxMessage): SafeParseResult<string, InvalidSiwxMessage> => {
  const checked = checkSiwxMessage(fields)
  return checked.success ? succeed(writeSiwxMessage(checked.data)) : checked
}

/** SPEC §3: as safeFormatSiwxMessage; throws InvalidSiwxMessage. */
export const formatSiwxMessage = (fields: SiwxMessage): string => getOrThrow(safeFormatSiwxMessage(fields))
