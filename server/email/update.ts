/**
 * Email update (SPEC §4: VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP → newEmail), for a live session: a code to the
 * current address proves the owner asks; then a code to the new one proves it is theirs; only then the email changes.
 * One open update per session (a new start replaces it).
 */
import { randomUUID } from "node:crypto"
import * as Schema from "effect/Schema"
import { EmailUpdateStartRequest, OtpOnly } from "../../schemas/walletServer/api.js"
import { normalizeEmail } from "../auth/email.js"
import { reserveMail } from "../auth/mailLimits.js"
import { issueOtp, requireOtp } from "../auth/otp.js"
import type { Context, Handler } from "../context.js"
import type { Db } from "../db/database.js"
import { readBody, requireSameOrigin } from "../http/request.js"
import { fail, json } from "../http/respond.js"
import { emailUpdateCurrentMail, emailUpdateNewMail } from "../mail/messages.js"
import { requireSession, type Session } from "../session/sessions.js"

const Id = Schema.Struct({ id: Schema.String })

const emailTaken = async (db: Db, email: string): Promise<boolean> =>
  (await db.rows(Id, "SELECT id FROM users WHERE email = $1", [email])).length > 0

const sessionRequest = async <A, I>(ctx: Context, request: Request, schema: Schema.Schema<A, I>) => {
  requireSameOrigin(request, ctx.ownOrigin)
  const session = await requireSession(ctx.db, ctx.sessionKeys, request, ctx.now())
  return { session, body: await readBody(request, schema) }
}

export const emailUpdateStart: Handler = async (ctx, request, info) => {
  const { session, body } = await sessionRequest(ctx, request, EmailUpdateStartRequest)
  const newEmail = normalizeEmail(body.newEmail)
  if (newEmail === session.email || (await emailTaken(ctx.db, newEmail))) throw fail(400, "bad_request", "This email cannot be used")
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await reserveMail(tx, { email: session.email, ip: info.clientIp, visitorStarted: true }, now)
    const otp = await issueOtp(tx, ctx.otp, now)
    await tx.exec("DELETE FROM email_updates WHERE session_id = $1", [session.sid])
    await tx.exec(
      `INSERT INTO email_updates (id, session_id, user_id, new_email, stage, otp_id, created_at)
       VALUES ($1, $2, $3, $4, 'primary', $5, $6)`,
      [randomUUID(), session.sid, session.userId, newEmail, otp.id, now]
    )
    await ctx.options.mail.send(emailUpdateCurrentMail(session.email, otp.code, newEmail, session.origin))
  })
  return json(200, { action: "VERIFY_PRIMARY_OTP" })
}

const Update = Schema.Struct({ id: Schema.String, new_email: Schema.String, otp_id: Schema.String })

/** The session's open update at `stage`, with its code checked. */
const checkedUpdate = async (ctx: Context, session: Session, stage: "primary" | "secondary", otp: string) => {
  const [update] = await ctx.db.rows(
    Update,
    "SELECT id, new_email, otp_id FROM email_updates WHERE session_id = $1 AND stage = $2",
    [session.sid, stage]
  )
  if (update === undefined) throw fail(404, "not_found", "No email update in progress")
  await requireOtp(ctx.db, ctx.otp, update.otp_id, otp, ctx.now())
  return update
}

export const emailUpdatePrimary: Handler = async (ctx, request, info) => {
  const { session, body } = await sessionRequest(ctx, request, OtpOnly)
  const update = await checkedUpdate(ctx, session, "primary", body.otp)
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await reserveMail(tx, { email: update.new_email, ip: info.clientIp, visitorStarted: false }, now)
    const otp = await issueOtp(tx, ctx.otp, now)
    await tx.exec("UPDATE email_updates SET stage = 'secondary', otp_id = $2 WHERE id = $1", [update.id, otp.id])
    await ctx.options.mail.send(emailUpdateNewMail(update.new_email, otp.code, session.origin))
  })
  return json(200, { action: "VERIFY_SECONDARY_OTP" })
}

export const emailUpdateSecondary: Handler = async (ctx, request) => {
  const { session, body } = await sessionRequest(ctx, request, OtpOnly)
  const update = await checkedUpdate(ctx, session, "secondary", body.otp)
  await ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, update.new_email)) throw fail(400, "bad_request", "This email cannot be used")
    await tx.exec("UPDATE users SET email = $2 WHERE id = $1", [session.userId, update.new_email])
    await tx.exec("UPDATE email_updates SET stage = 'done' WHERE id = $1", [update.id])
  })
  return json(200, { newEmail: update.new_email })
}
