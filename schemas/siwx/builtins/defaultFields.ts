/**
 * The message fields walletport's built-ins write for the page they run on: its host as the domain (its
 * scheme too when it is not https, EIP-4361), its address as the URI, now as Issued At.
 */
import type { SiwxMessage } from "../fields.js"
import type { SiwxMessageInput } from "../config.js"

/** Options the built-ins share. */
export interface SiwxBuiltinOptions {
  /** The statement line of every message (`statement`). */
  readonly statement?: string
  /** How long a signed message stays valid (Expiration Time); default one day. */
  readonly expiresInMs?: number
  /** Sign-in required. */
  readonly required?: boolean
  /** Sign out on disconnect (default true). */
  readonly signOutOnDisconnect?: boolean
  /** The clock, for tests. */
  readonly now?: () => number
}

/** One day. */
export const DEFAULT_SIWX_EXPIRY_MS = 24 * 60 * 60 * 1000

/** The fields of a message for `input` on this page, with `nonce`. */
export const pageMessageFields = (input: SiwxMessageInput, nonce: string, options: SiwxBuiltinOptions): SiwxMessage => {
  const { location } = globalThis
  const now = options.now?.() ?? Date.now()
  const scheme = location.protocol.slice(0, -1)
  return {
    // EIP-4361 assumes https when no scheme is written; CAIP-122 messages carry none.
    ...(scheme !== "https" && input.chainId.startsWith("eip155:") ? { scheme } : {}),
    domain: location.host,
    accountAddress: input.accountAddress,
    ...(options.statement === undefined ? {} : { statement: options.statement }),
    uri: location.origin + "/",
    chainId: input.chainId,
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + (options.expiresInMs ?? DEFAULT_SIWX_EXPIRY_MS)).toISOString()
  }
}
