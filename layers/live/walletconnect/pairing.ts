/** SPEC §4 Pairing rules as pure functions of time: expires after 4 minutes, expired within 10 s of its end, retry after 1 s. */
import { PAIRING_EXPIRING_SOON_MARGIN_MS, PAIRING_EXPIRY_MS, PAIRING_RETRY_GAP_MS } from "../../../schemas/constants.js"
import type { PairingState } from "../../../services/WalletConnect.js"

/** When a pairing created at `createdAt` expires (`expiryMs`: SPEC §4's 4 minutes unless a test shortens it). */
export const pairingExpiresAt = (createdAt: number, expiryMs: number = PAIRING_EXPIRY_MS): number => createdAt + expiryMs

/** How long after creation a pairing still counts as usable (its expiry minus the margin). */
export const pairingUsableMs = (expiryMs: number = PAIRING_EXPIRY_MS): number => Math.max(0, expiryMs - PAIRING_EXPIRING_SOON_MARGIN_MS)

/** SPEC §4's usable time: 4 minutes less the 10 s margin. */
export const PAIRING_USABLE_MS = pairingUsableMs()

/** SPEC §4: a pairing counts as expired once `now` is within the margin of its end. */
export const isPairingExpired = (pairing: PairingState, now: number): boolean =>
  pairing._tag === "Ready" && now >= pairing.expiresAt - PAIRING_EXPIRING_SOON_MARGIN_MS

/** SPEC §4: how long to wait before a new pairing after a failed one (0 when the gap has passed). */
export const retryWaitMs = (pairing: PairingState, now: number): number =>
  pairing._tag === "Failed" ? Math.max(0, pairing.failedAt + PAIRING_RETRY_GAP_MS - now) : 0

/**
 * When a tapped wallet's deep link opens (SPEC §4 on Telegram and iOS Safari). Those two only follow a link
 * opened within the tap itself: there a pairing that is still usable opens in the wallet at once ("now", the
 * pairing reused until it expires), and without one the visitor taps "Open" once its URI shows ("onTap").
 * Elsewhere the view opens the link as soon as the URI is there ("whenReady").
 */
export type DeepLinkTiming = "now" | "whenReady" | "onTap"

export const deepLinkTiming = (
  platform: { readonly telegram: boolean; readonly iosSafari: boolean },
  pairing: PairingState,
  now: number
): DeepLinkTiming => {
  if (!platform.telegram && !platform.iosSafari) return "whenReady"
  return pairing._tag === "Ready" && !isPairingExpired(pairing, now) ? "now" : "onTap"
}
