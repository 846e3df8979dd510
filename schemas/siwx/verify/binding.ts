/**
 * The relying party's checks of a parsed sign-in message (EIP-4361 "Verifying a signed Message"): the
 * domain and scheme it was made for, the nonce issued, the chain, its time window on a given clock, and an
 * Issued At neither in the future nor older than a nonce lives.
 */
import { SiwxVerificationFailed } from "../../errors/siwx.js"
import type { ParsedSiwxMessage } from "../fields.js"
import { profileForNamespace } from "../profiles.js"
import { rfc3339ToEpochMillis } from "../rfc3339.js"
import { SIWX_NONCE_LIFETIME_MS } from "../nonce.js"
import { SIWX_CLOCK_SKEW_MS, type VerifySiwxMessageOptions } from "./options.js"

/** EIP-4361: "If scheme is not specified, HTTPS is assumed by default." */
const DEFAULT_SCHEME = "https"

/** The first binding the message breaks, or `undefined` when it is bound to this request and valid now. */
export const checkSiwxBinding = (
  fields: ParsedSiwxMessage,
  options: VerifySiwxMessageOptions
): SiwxVerificationFailed | undefined => {
  const fail = (reason: SiwxVerificationFailed["reason"]) => new SiwxVerificationFailed({ reason })
  // Hosts are case-insensitive (RFC 3986 §3.2.2); userinfo and port are compared as written.
  if (fields.domain.toLowerCase() !== options.domain.toLowerCase()) return fail("domain")
  // Only EIP-4361 carries a scheme; CAIP-122 profiles bind the domain alone.
  const carriesScheme = profileForNamespace(fields.chainId.split(":")[0] ?? "")?.allowsScheme === true
  if (
    options.scheme !== undefined && carriesScheme &&
    (fields.scheme ?? DEFAULT_SCHEME).toLowerCase() !== options.scheme.toLowerCase()
  ) {
    return fail("scheme")
  }
  if (fields.nonce !== options.nonce) return fail("nonce")
  // The chain is required: an EIP-1271 check on a chain the server did not choose proves nothing to it.
  const chains: ReadonlyArray<string> = typeof options.chainId === "string" ? [options.chainId] : options.chainId
  if (!chains.includes(fields.chainId)) return fail("chainId")
  const now = options.now === undefined ? Date.now() : typeof options.now === "number" ? options.now : options.now.getTime()
  // Both dates were checked by the parser, so they name an instant.
  const expires = fields.expirationTime === undefined ? undefined : rfc3339ToEpochMillis(fields.expirationTime)
  if (expires !== undefined && now >= expires) return fail("expired")
  const notBefore = fields.notBefore === undefined ? undefined : rfc3339ToEpochMillis(fields.notBefore)
  if (notBefore !== undefined && now < notBefore) return fail("notYetValid")
  const issuedAt = rfc3339ToEpochMillis(fields.issuedAt)
  const skew = options.clockSkewMs ?? SIWX_CLOCK_SKEW_MS
  if (issuedAt !== undefined && issuedAt > now + skew) return fail("issuedInFuture")
  // A message older than its nonce was made for a nonce that has expired, whatever the server's store says.
  if (issuedAt !== undefined && issuedAt < now - (options.nonceLifetimeMs ?? SIWX_NONCE_LIFETIME_MS) - skew) {
    return fail("issuedTooLongAgo")
  }
  return undefined
}
