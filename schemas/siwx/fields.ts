/**
 * The sign-in message fields, as plain types (no Effect): what formatSiwxMessage takes and
 * parseSiwxMessage returns. `chainId` is the CAIP-2 network id ("eip155:1", "solana:5eykt…"): its namespace
 * picks the message profile (EIP-4361 or CAIP-122), its reference is what the "Chain ID" line carries.
 */

/** "Sign-in message". Timestamps are RFC 3339 text, kept verbatim (the signed bytes). */
export interface SiwxMessage {
  /** EIP-4361 optional `scheme` before the domain ("https" in "https://example.com wants you…"). */
  readonly scheme?: string
  /** RFC 3986 authority of the requesting origin: host, optional userinfo and port, IPv6 in brackets. */
  readonly domain: string
  /** The account's address in its namespace (EIP-55 for eip155, base58 for solana). */
  readonly accountAddress: string
  /** One line of text the visitor agrees to; absent means no statement block. */
  readonly statement?: string
  /** RFC 3986 URI of the resource the sign-in is for. */
  readonly uri: string
  /** The message version: "1" (the only one); formatSiwxMessage writes "1" when absent. */
  readonly version?: "1"
  /** CAIP-2 network id the session is bound to. */
  readonly chainId: string
  /** At least 8 ASCII letters or digits, chosen by the relying party. */
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string
  readonly notBefore?: string
  /** RFC 3986 `*pchar`. */
  readonly requestId?: string
  /** RFC 3986 URIs; an empty list still writes the "Resources:" line. */
  readonly resources?: ReadonlyArray<string>
}

/** A message as parseSiwxMessage returns it: the version is always present. */
export interface ParsedSiwxMessage extends SiwxMessage {
  readonly version: "1"
}
