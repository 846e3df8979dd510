/**
 * Deletes what no request can use any more: mail events past the cap window, expired sessions (their pending email
 * updates go with them), login challenges past their longest life (link + code), and codes nothing refers to.
 * Run after each login start: no timer, no extra process, and replicas need no coordination (deletes are idempotent).
 */
import type { Db } from "./database.js"
import { DEVICE_LINK_TTL_MS, MAIL_CAP_WINDOW_MS, OTP_TTL_MS, SESSION_CLOCK_TOLERANCE_S } from "../limits.js"

/** A challenge is useless after its link and then its code have expired; kept a little longer for the status poll. */
const CHALLENGE_RETENTION_MS = 2 * (DEVICE_LINK_TTL_MS + OTP_TTL_MS)

export const prune = async (db: Db, now: number): Promise<void> => {
  await db.exec("DELETE FROM mail_events WHERE at <= $1", [now - MAIL_CAP_WINDOW_MS])
  await db.exec("DELETE FROM sessions WHERE expires_at < $1", [now - SESSION_CLOCK_TOLERANCE_S * 1000])
  await db.exec("DELETE FROM login_challenges WHERE created_at < $1", [now - CHALLENGE_RETENTION_MS])
  await db.exec(
    `DELETE FROM otps o WHERE o.expires_at < $1
       AND NOT EXISTS (SELECT 1 FROM login_challenges c WHERE c.otp_id = o.id)
       AND NOT EXISTS (SELECT 1 FROM email_updates u WHERE u.otp_id = o.id)`,
    [now]
  )
}
