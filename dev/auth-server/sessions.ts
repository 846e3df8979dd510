// The auth server's memory: pending nonces (single use, short-lived) and signed-in sessions by cookie id.
// Both bounded: a dev server on a laptop must not grow without limit under a runaway test loop.
import { SIWX_NONCE_LIFETIME_MS } from "../../runtime/entries/siwxServer.js"

/** A signed-in account on one chain, as GET /sessions returns it. */
export interface AuthSession {
  readonly accountAddress: string
  readonly chainId: string
  readonly message: string
  readonly signature: string
  /** Epoch ms after which the session is gone (the message's Expiration Time), if any. */
  readonly expiresAt: number | undefined
}

/** At most this many pending nonces and cookie sessions are kept; the oldest go first. */
export const MAX_ENTRIES = 1_000

const trim = <K, V>(map: Map<K, V>): void => {
  while (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next()
    if (oldest.done === true) return
    map.delete(oldest.value)
  }
}

/** The nonces issued and the sessions signed in, with the clock passed in (tests move it). */
export const makeSessionStore = (now: () => number = Date.now) => {
  const nonces = new Map<string, number>()
  const sessions = new Map<string, ReadonlyArray<AuthSession>>()
  const live = (session: AuthSession): boolean => session.expiresAt === undefined || session.expiresAt > now()
  return {
    issueNonce: (nonce: string): void => {
      nonces.set(nonce, now() + SIWX_NONCE_LIFETIME_MS)
      trim(nonces)
    },
    /** True once per issued, unexpired nonce: a nonce is spent by the first attempt, valid or not. */
    spendNonce: (nonce: string): boolean => {
      const expires = nonces.get(nonce)
      nonces.delete(nonce)
      return expires !== undefined && expires > now()
    },
    /** Adds (or replaces) the session of this account and chain under `cookieId`. */
    add: (cookieId: string, session: AuthSession): void => {
      const others = (sessions.get(cookieId) ?? []).filter(
        (s) => !(s.chainId === session.chainId && s.accountAddress === session.accountAddress)
      )
      sessions.delete(cookieId)
      sessions.set(cookieId, [...others, session])
      trim(sessions)
    },
    list: (cookieId: string | undefined): ReadonlyArray<AuthSession> =>
      cookieId === undefined ? [] : (sessions.get(cookieId) ?? []).filter(live),
    /** Removes one account's session on a chain, or all of the cookie's when none is named. */
    revoke: (cookieId: string, which?: { readonly chainId: string; readonly accountAddress: string }): void => {
      if (which === undefined) {
        sessions.delete(cookieId)
        return
      }
      const kept = (sessions.get(cookieId) ?? []).filter(
        (s) => !(s.chainId === which.chainId && s.accountAddress === which.accountAddress)
      )
      if (kept.length === 0) sessions.delete(cookieId)
      else sessions.set(cookieId, kept)
    }
  }
}

/** The store's interface. */
export type SessionStore = ReturnType<typeof makeSessionStore>
