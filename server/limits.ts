/** The server's own limits (SPEC §5/§9 values come from schemas/constants.ts; these are the server's choices). */

/** A mailed code is valid this long. */
export const OTP_TTL_MS = 10 * 60_000
/** Tries per code: the fifth wrong one kills it, so a sixth fails even with the right code. */
export const OTP_MAX_ATTEMPTS = 5
/** The new-device approval link is valid this long, once. */
export const DEVICE_LINK_TTL_MS = 15 * 60_000
/** Session token lifetime (and its sid row's). */
export const SESSION_TTL_MS = 60 * 60_000
/** Verification slack for the session token's exp/nbf, in seconds (notes §3c). */
export const SESSION_CLOCK_TOLERANCE_S = 30
/** Mails per address, and per client IP, within MAIL_CAP_WINDOW_MS. */
export const MAIL_CAP_PER_EMAIL = 10
export const MAIL_CAP_PER_IP = 30
export const MAIL_CAP_WINDOW_MS = 60 * 60_000
