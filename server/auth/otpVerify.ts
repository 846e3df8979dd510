/**
 * POST otpVerify: the mailed code for a login challenge. On success the user exists (created on first login), the
 * device is registered to them, and a session starts (Set-Cookie). A device may be registered only when the user is
 * new, the challenge went through the approval link, or it was registered already.
 */
import { randomUUID } from "node:crypto"
import * as Schema from "effect/Schema"
import { OtpVerifyRequest } from "../../schemas/walletServer/api.js"
import type { Handler } from "../context.js"
import { readBody, requireSameOrigin } from "../http/request.js"
import { fail, json } from "../http/respond.js"
import { openSession } from "../session/sessions.js"
import { walletState } from "../wallet/state.js"
import { deviceId, isRegistered, registerDevice } from "./devices.js"
import { requireOtp } from "./otp.js"

const Challenge = Schema.Struct({
  email: Schema.String,
  project_id: Schema.String,
  origin: Schema.String,
  device_id: Schema.NullOr(Schema.String),
  otp_id: Schema.NullOr(Schema.String),
  approved: Schema.Boolean
})

const Id = Schema.Struct({ id: Schema.String })

export const otpVerify: Handler = async (ctx, request) => {
  requireSameOrigin(request, ctx.ownOrigin)
  const body = await readBody(request, OtpVerifyRequest)
  const device = await deviceId(body.device)
  const [challenge] = await ctx.db.rows(
    Challenge,
    `SELECT email, project_id, origin, device_id, otp_id, approved_at IS NOT NULL AS approved
       FROM login_challenges WHERE id = $1`,
    [body.challengeId]
  )
  if (challenge === undefined) throw fail(404, "not_found", "Unknown login")
  if (challenge.otp_id === null) throw fail(403, "device_not_approved", "Approve this device with the link we sent you first")
  if (challenge.device_id !== null && challenge.device_id !== device) throw fail(400, "bad_request", "Not the device that started this login")
  const now = ctx.now()
  await requireOtp(ctx.db, ctx.otp, challenge.otp_id, body.otp, now)
  const result = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.rows(Id, "SELECT id FROM users WHERE email = $1", [challenge.email])
    const [created] =
      existing === undefined
        ? await tx.rows(Id, "INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING id", [
            randomUUID(),
            challenge.email,
            now
          ])
        : []
    const userId = existing?.id ?? created?.id
    if (userId === undefined) throw fail(409, "bad_request", "Login raced another one: start again")
    const mayRegister = created !== undefined || challenge.approved || (await isRegistered(tx, userId, device))
    if (!mayRegister) throw fail(403, "device_not_approved", "This device needs approval: start the login again")
    await registerDevice(tx, userId, device, body.device, now)
    const session = await openSession(
      tx,
      ctx.sessionKeys,
      { userId, projectId: challenge.project_id, origin: challenge.origin, deviceId: device },
      now
    )
    const state = await walletState(tx, userId, device)
    return { session, response: { userId, email: challenge.email, ...state, expiresAt: session.expiresAt } }
  })
  return json(200, result.response, { "set-cookie": result.session.setCookie })
}
