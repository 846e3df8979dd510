/** SPEC §4 Pairing rules as pure functions of time: expires after 4 minutes, expired within 10 s of its end, retry after 1 s. */
import { PAIRING_EXPIRING_SOON_MARGIN_MS, PAIRING_EXPIRY_MS, PAIRING_RETRY_GAP_MS } from "../../../schemas/constants.js"
import type { PairingState } from "../../../services/WalletConnect.js"

/** When a pairing created at `createdAt` expires. */
export const pairingExpiresAt = (createdAt: number): number => createdAt + PAIRING_EXPIRY_MS

/** How long after creation a pairing still counts as usable (its expiry minus the margin). */
export const PAIRING_USABLE_MS = PAIRING_EXPIRY_MS - PAIRING_EXPIRING_SOON_MARGIN_MS

/** SPEC §4: a pairing counts as expired once `now` is within the margin of its end. */
export const isPairingExpired = (pairing: PairingState, now: number): boolean =>
  pairing._tag === "Ready" && now >= pairing.expiresAt - PAIRING_EXPIRING_SOON_MARGIN_MS

/** SPEC §4: how long to wait before a new pairing after a failed one (0 when the gap has passed). */
export const retryWaitMs = (pairing: PairingState, now: number): number =>
  pairing._tag === "Failed" ? Math.max(0, pairing.failedAt + PAIRING_RETRY_GAP_MS - now) : 0
