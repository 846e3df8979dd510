/**
 * The new-device path (VERIFY_DEVICE): GET deviceApprove is the mailed link (single use, 15 min); clicking it approves
 * the login challenge and mails its code. POST deviceStatus is what APP_CONNECT_DEVICE polls until then.
 */
import * as Schema from "effect/Schema"
import { DeviceStatusRequest } from "../../schemas/walletServer/api.js"
import type { Handler } from "../context.js"
import { Millis } from "../db/database.js"
import { readBody, requireSameOrigin } from "../http/request.js"
import { ApiFailure, fail, json, page } from "../http/respond.js"
import { loginCodeMail } from "../mail/messages.js"
import { tokenHash } from "./emailStart.js"
import { reserveMail } from "./mailLimits.js"
import { issueOtp } from "./otp.js"

const Pending = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  origin: Schema.String,
  approval_expires_at: Millis
})

const approve: Handler = async (ctx, request, info) => {
  const token = new URL(request.url).searchParams.get("token") ?? ""
  const now = ctx.now()
  const origin = await ctx.db.transaction(async (tx) => {
    const [challenge] = await tx.rows(
      Pending,
      `SELECT id, email, origin, approval_expires_at FROM login_challenges
        WHERE approval_token_hash = $1 AND approved_at IS NULL FOR UPDATE`,
      [tokenHash(token)]
    )
    if (token === "" || challenge === undefined || now >= challenge.approval_expires_at) {
      throw fail(410, "expired_code", "This link is invalid, already used or expired. Start the login again.")
    }
    const otp = await issueOtp(tx, ctx.otp, now)
    await tx.exec(
      "UPDATE login_challenges SET approved_at = $2, approval_token_hash = NULL, otp_id = $3 WHERE id = $1",
      [challenge.id, now, otp.id]
    )
    await reserveMail(tx, { email: challenge.email, ip: info.clientIp, visitorStarted: false }, now)
    await ctx.options.mail.send(loginCodeMail(challenge.email, otp.code, challenge.origin))
    return challenge.origin
  })
  return page(200, "Device approved", `Go back to ${origin} and enter the code we just sent you.`)
}

/** The link is opened from a mail, not by the frame: refusals are pages, not JSON. */
export const deviceApprove: Handler = async (ctx, request, info) => {
  try {
    return await approve(ctx, request, info)
  } catch (error) {
    if (error instanceof ApiFailure) return page(error.status, "Could not approve this device", error.body.message)
    throw error
  }
}

export const deviceStatus: Handler = async (ctx, request) => {
  requireSameOrigin(request, ctx.ownOrigin)
  const body = await readBody(request, DeviceStatusRequest)
  const [row] = await ctx.db.rows(
    Schema.Struct({ approved: Schema.Boolean }),
    "SELECT approved_at IS NOT NULL AS approved FROM login_challenges WHERE id = $1",
    [body.challengeId]
  )
  if (row === undefined) throw fail(404, "not_found", "Unknown login")
  return json(200, { approved: row.approved })
}
