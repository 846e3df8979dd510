/**
 * Who may be mailed now: the SPEC §5 resend cooldown per address (on mails the visitor starts: a login or an email
 * update), and hourly caps per address and per client IP on every mail. Counted in mail_events, so replicas share
 * them; an advisory lock per address makes check-and-record atomic across replicas.
 */
import * as Schema from "effect/Schema"
import { EMAIL_LOGIN_COOLDOWN_MS } from "../../schemas/constants.js"
import { Millis, type Db } from "../db/database.js"
import { fail } from "../http/respond.js"
import { MAIL_CAP_PER_EMAIL, MAIL_CAP_PER_IP, MAIL_CAP_WINDOW_MS } from "../limits.js"

export interface MailSlot {
  readonly email: string
  readonly ip: string | undefined
  /** A mail the visitor asked for (login, email update): subject to the resend cooldown. */
  readonly visitorStarted: boolean
}

const Window = Schema.Struct({ count: Millis, oldest: Schema.NullOr(Millis) })
const Last = Schema.Struct({ at: Schema.NullOr(Millis) })

const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000))

/** Records a mail to `slot.email`, or throws `cooldown` / `rate_limited` (429) with the seconds to wait. Call inside a transaction. */
export const reserveMail = async (tx: Db, slot: MailSlot, now: number): Promise<void> => {
  await tx.exec("SELECT pg_advisory_xact_lock(hashtext($1))", [`mail:${slot.email}`])
  if (slot.visitorStarted) {
    const [last] = await tx.rows(Last, "SELECT max(at) AS at FROM mail_events WHERE email = $1 AND visitor_started", [slot.email])
    if (last?.at != null && now - last.at < EMAIL_LOGIN_COOLDOWN_MS) {
      const retryAfterSeconds = secondsUntil(last.at + EMAIL_LOGIN_COOLDOWN_MS, now)
      throw fail(429, "cooldown", `Please try again after ${retryAfterSeconds} seconds`, { retryAfterSeconds })
    }
  }
  const since = now - MAIL_CAP_WINDOW_MS
  const caps: ReadonlyArray<readonly [string, string | undefined, number]> = [
    ["email", slot.email, MAIL_CAP_PER_EMAIL],
    ["ip", slot.ip, MAIL_CAP_PER_IP]
  ]
  for (const [column, value, cap] of caps) {
    if (value === undefined) continue
    const [w] = await tx.rows(
      Window,
      `SELECT count(*) AS count, min(at) AS oldest FROM mail_events WHERE ${column} = $1 AND at > $2`,
      [value, since]
    )
    if (w !== undefined && w.count >= cap && w.oldest !== null) {
      const retryAfterSeconds = secondsUntil(w.oldest + MAIL_CAP_WINDOW_MS, now)
      throw fail(429, "rate_limited", `Too many emails: please try again after ${retryAfterSeconds} seconds`, { retryAfterSeconds })
    }
  }
  await tx.exec("INSERT INTO mail_events (email, ip, visitor_started, at) VALUES ($1, $2, $3, $4)", [
    slot.email,
    slot.ip ?? null,
    slot.visitorStarted,
    now
  ])
}
