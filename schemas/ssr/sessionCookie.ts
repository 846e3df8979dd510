/**
 * The session cookie (issue 27, `ssr: true`): the public state of the visitor's connections, so a server can
 * render a returning visitor's address. Only what the page shows anyway (account, chain, wallet id, type and
 * name): no session key, token or signature. Effect-free: the core writes it and `walletport/ssr` reads it.
 * A value that breaks any rule (size, version, shape, a CAIP or address rule) is no state at all.
 */
import { CHAIN_NAMESPACES, type ChainNamespace } from "../namespaces.js"
import { CONNECTOR_TYPES, isConnectorType } from "../connectorTypes.js"
import { STORED_CONNECTOR_FIELD_MAX_CHARS } from "../storage/keys.js"
import { checkCaipAddress, EVM_ADDRESS_PATTERN } from "../validators/core/caipGrammar.js"
import { isSolanaAddress } from "../validators/core/solanaAddress.js"

/** The cookie's format; another version (an older release's cookie) reads as no state. */
export const SESSION_COOKIE_VERSION = 1

/**
 * Longer values are dropped unread. Five namespaces' sessions encode to about 1.5 KB; browsers keep 4 KB per
 * cookie, and a server must not parse whatever a tampered header holds.
 */
export const MAX_SESSION_COOKIE_CHARS = 3072

/** How long a browser keeps the cookie after the last write (a year, as a stored connection has no expiry). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** One namespace's connection as the cookie keeps it. */
export interface CookieSession {
  readonly namespace: ChainNamespace
  /** `namespace:reference:address`: the account and the chain the wallet was on. */
  readonly caipAddress: `${ChainNamespace}:${string}:${string}`
  readonly address: string
  readonly caipNetworkId: `${string}:${string}`
  readonly connector: {
    readonly id: string
    readonly type: (typeof CONNECTOR_TYPES)[number]
    readonly name: string
  }
}

/**
 * The cookie's name for an instance's storage scope (its `storageKey` or `projectId`, as localStorage's keys):
 * the scope URI-encoded, then the characters a cookie name may not hold (`!'()*`) as %XX too.
 */
export const sessionCookieName = (scope: string | undefined): string =>
  scope === undefined
    ? "walletport.session"
    : `walletport.session.${encodeURIComponent(scope).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`

/** The cookie's value for these sessions (URI-encoded JSON, which a cookie may hold as is). */
export const encodeSessionCookie = (sessions: ReadonlyArray<CookieSession>): string =>
  encodeURIComponent(JSON.stringify({
    version: SESSION_COOKIE_VERSION,
    sessions: sessions.map(({ caipAddress, connector }) => ({
      caipAddress,
      connector: { id: connector.id, type: connector.type, name: connector.name }
    }))
  }))

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isBoundedString = (value: unknown, min: number): value is string =>
  typeof value === "string" && value.length >= min && value.length <= STORED_CONNECTOR_FIELD_MAX_CHARS

/** The account part in its namespace's form: EVM `0x` + 40 hex, Solana base58 of 32 bytes, others the CAIP-10 grammar. */
const isAccountAddress = (namespace: ChainNamespace, address: string): boolean =>
  namespace === "eip155" ? EVM_ADDRESS_PATTERN.test(address) : namespace === "solana" ? isSolanaAddress(address) : true

const decodeSession = (value: unknown): CookieSession | undefined => {
  if (!isRecord(value) || !isRecord(value["connector"])) return undefined
  const { caipAddress } = value
  const { id, type, name } = value["connector"]
  const parts = checkCaipAddress(caipAddress)
  if (typeof parts !== "object" || typeof caipAddress !== "string") return undefined
  if (!isAccountAddress(parts.chainNamespace, parts.address)) return undefined
  if (!isBoundedString(id, 1) || !isConnectorType(type) || !isBoundedString(name, 1)) return undefined
  return {
    namespace: parts.chainNamespace,
    caipAddress: `${parts.chainNamespace}:${parts.chainId}:${parts.address}`,
    address: parts.address,
    caipNetworkId: `${parts.chainNamespace}:${parts.chainId}`,
    connector: { id, type, name }
  }
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(decodeURIComponent(raw))
  } catch {
    return undefined
  }
}

/**
 * The sessions a cookie value holds; `undefined` for anything else (too long, not URI-encoded JSON, another
 * version, a bad field, two sessions of one namespace). Never throws: a tampered cookie is no state.
 */
export const decodeSessionCookie = (raw: string): ReadonlyArray<CookieSession> | undefined => {
  if (raw.length > MAX_SESSION_COOKIE_CHARS) return undefined
  const value = parseJson(raw)
  if (!isRecord(value) || value["version"] !== SESSION_COOKIE_VERSION) return undefined
  const list = value["sessions"]
  if (!Array.isArray(list) || list.length > CHAIN_NAMESPACES.length) return undefined
  const sessions: Array<CookieSession> = []
  for (const entry of list) {
    const session = decodeSession(entry)
    if (session === undefined || sessions.some((s) => s.namespace === session.namespace)) return undefined
    sessions.push(session)
  }
  return sessions
}

/** A cookie's raw value in a `Cookie` header ("a=1; b=2"), the first of that name; `undefined` when absent. */
export const cookieFromHeader = (header: string, name: string): string | undefined => {
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=")
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}
