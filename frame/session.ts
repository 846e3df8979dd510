/** What the frame knows in memory (never persisted here: the device share lives in the device store, keys nowhere). */
import type { Commitments, EmbeddedKeys } from "./keysApi.js"

export interface SignedInUser {
  readonly userId: string
  readonly email: string
  /** The account's public addresses: known from the server before the keys are unlocked. */
  readonly commitments: Commitments | undefined
  readonly expiresAt: number
}

export interface FrameSession {
  /** CAIP-2 network the wallet requests default to (APP_SWITCH_NETWORK moves it). */
  chainId: string
  /** The open email login's challenge, between APP_CONNECT_EMAIL and APP_CONNECT_OTP. */
  challengeId: string | undefined
  user: SignedInUser | undefined
  keys: EmbeddedKeys | undefined
  /**
   * The dapp's name for the approval panel (APP_SYNC_DAPP_DATA), shown next to the handshake's origin. Not its
   * icon: the frame's CSP (`default-src 'self'`) loads no outside image.
   */
  dapp: { readonly name: string } | undefined
}

export const newSession = (chainId: string): FrameSession => ({ chainId, challengeId: undefined, user: undefined, keys: undefined, dapp: undefined })

/** Sign-out: drops the user and the keys (the device share stays for the next login on this device). */
export const forgetUser = (session: FrameSession): void => {
  session.user = undefined
  session.keys = undefined
  session.challengeId = undefined
}
