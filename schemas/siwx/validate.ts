/**
 * The field rules of EIP-4361's ABNF (and the CAIP-122 profiles), one check per SPEC §3 field. The single
 * source of truth for formatSiwxMessage (checks before writing) and parseSiwxMessage (checks what it read).
 */
import { InvalidSiwxMessage, type SiwxMessagePart } from "../errors/siwx.js"
import { fail, type SafeParseResult, succeed } from "../validators/core/result.js"
import type { ParsedSiwxMessage, SiwxMessage } from "./fields.js"
import { profileForNamespace, type SiwxProfile } from "./profiles.js"
import { isPchars, isScheme, isUri, parseAuthority } from "./rfc3986.js"
import { isRfc3339DateTime } from "./rfc3339.js"

/** EIP-4361 `nonce = 8*( ALPHA / DIGIT )`. */
export const SIWX_NONCE_PATTERN = /^[A-Za-z0-9]{8,}$/

/** A checked message with the profile its namespace selected. */
export interface CheckedSiwxMessage {
  readonly message: ParsedSiwxMessage
  readonly profile: SiwxProfile
  /** The "Chain ID" line's value: the CAIP-2 reference. */
  readonly chainReference: string
}

const invalid = (field: SiwxMessagePart, reason: string) => fail(new InvalidSiwxMessage({ field, reason }))

const isString = (value: unknown): value is string => typeof value === "string"

/** Checks every field of `input` against its rule; the address comes back in its canonical form (EIP-55). */
export const checkSiwxMessage = (input: SiwxMessage): SafeParseResult<CheckedSiwxMessage, InvalidSiwxMessage> => {
  if (typeof input !== "object" || input === null) return invalid("message", "expected an object of sign-in fields")
  const { chainId } = input
  if (!isString(chainId)) return invalid("chainId", "must be a CAIP-2 network id such as eip155:1")
  const colon = chainId.indexOf(":")
  const profile = colon === -1 ? undefined : profileForNamespace(chainId.slice(0, colon))
  if (profile === undefined) return invalid("chainId", `"${chainId}" is not in a namespace with a sign-in profile (eip155, solana)`)
  const chainReference = chainId.slice(colon + 1)
  if (!profile.isChainReference(chainReference)) return invalid("chainId", `"${chainReference}" is not a ${profile.namespace} chain reference`)

  if (input.scheme !== undefined && (!profile.allowsScheme || !isString(input.scheme) || !isScheme(input.scheme))) {
    return invalid("domain", "the scheme must be an RFC 3986 scheme, and only EIP-4361 messages carry one")
  }
  if (!isString(input.domain) || parseAuthority(input.domain) === undefined) {
    return invalid("domain", "must be an RFC 3986 authority: [userinfo@]host[:port], IPv6 in brackets")
  }
  const accountAddress = isString(input.accountAddress) ? profile.normalizeAddress(input.accountAddress) : undefined
  if (accountAddress === undefined) return invalid("accountAddress", `is not a ${profile.label} address`)
  if (input.statement !== undefined && (!isString(input.statement) || !profile.isStatement(input.statement))) {
    return invalid("statement", "must be one line of the characters the message grammar allows")
  }
  if (!isString(input.uri) || !isUri(input.uri)) return invalid("uri", "must be an RFC 3986 URI")
  if (input.version !== undefined && input.version !== "1") return invalid("version", 'must be "1"')
  if (!isString(input.nonce) || !SIWX_NONCE_PATTERN.test(input.nonce)) {
    return invalid("nonce", "must be at least 8 ASCII letters or digits")
  }
  for (const field of ["issuedAt", "expirationTime", "notBefore"] as const) {
    const value = input[field]
    if ((field === "issuedAt" || value !== undefined) && (!isString(value) || !isRfc3339DateTime(value))) {
      return invalid(field, "must be an RFC 3339 date-time")
    }
  }
  if (input.requestId !== undefined && (!isString(input.requestId) || !isPchars(input.requestId))) {
    return invalid("requestId", "must be RFC 3986 pchar characters")
  }
  if (input.resources !== undefined && (!Array.isArray(input.resources) || !input.resources.every((r) => isString(r) && isUri(r)))) {
    return invalid("resources", "each resource must be an RFC 3986 URI")
  }
  const message: ParsedSiwxMessage = {
    ...(input.scheme === undefined ? {} : { scheme: input.scheme }),
    domain: input.domain,
    accountAddress,
    ...(input.statement === undefined ? {} : { statement: input.statement }),
    uri: input.uri,
    version: "1",
    chainId,
    nonce: input.nonce,
    issuedAt: input.issuedAt,
    ...(input.expirationTime === undefined ? {} : { expirationTime: input.expirationTime }),
    ...(input.notBefore === undefined ? {} : { notBefore: input.notBefore }),
    ...(input.requestId === undefined ? {} : { requestId: input.requestId }),
    ...(input.resources === undefined ? {} : { resources: [...input.resources] })
  }
  return succeed({ message, profile, chainReference })
}
