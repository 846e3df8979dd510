/**
 * POST emailStart: starts an email login (SPEC §4). A new user, or a known user on one of their registered devices,
 * gets the code (VERIFY_OTP); a known user on a device they never used gets an approval link first (VERIFY_DEVICE),
 * and the code only once the link is clicked (auth/deviceApproval.ts).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto"
import * as Schema from "effect/Schema"
import { SERVER_MESSAGES } from "../../schemas/errors/dataApi.js"
import { EmailStartRequest, WALLET_API } from "../../schemas/walletServer/api.js"
import type { Handler } from "../context.js"
import { isAllowedOrigin } from "../frame/origins.js"
import { readBody, requireSameOrigin } from "../http/request.js"
import { fail, json } from "../http/respond.js"
import { prune } from "../db/prune.js"
import { DEVICE_LINK_TTL_MS } from "../limits.js"
import { deviceLinkMail, loginCodeMail } from "../mail/messages.js"
import { deviceId, isRegistered } from "./devices.js"
import { normalizeEmail } from "./email.js"
import { reserveMail } from "./mailLimits.js"
import { issueOtp } from "./otp.js"

/** Approval tokens are stored hashed: a database read gives no usable link. */
export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex")

export const emailStart: Handler = async (ctx, request, info) => {
  requireSameOrigin(request, ctx.ownOrigin)
  const body = await readBody(request, EmailStartRequest)
  if (!isAllowedOrigin(ctx.options.projects, body.projectId, body.origin)) {
    throw fail(403, "origin_not_allowed", SERVER_MESSAGES.originNotAllowed)
  }
  const email = normalizeEmail(body.email)
  const device = body.device === undefined ? undefined : { jwk: body.device, id: await deviceId(body.device) }
  const now = ctx.now()
  const result = await ctx.db.transaction(async (tx) => {
    await reserveMail(tx, { email, ip: info.clientIp, visitorStarted: true }, now)
    const [user] = await tx.rows(Schema.Struct({ id: Schema.String }), "SELECT id FROM users WHERE email = $1", [email])
    const knownDevice = user !== undefined && device !== undefined && (await isRegistered(tx, user.id, device.id))
    const challengeId = randomUUID()
    // A known user on an unknown device: the link first (its token stored hashed); otherwise the code now.
    const delivery: { readonly otp: { readonly id: string; readonly code: string } } | { readonly token: string } =
      user !== undefined && !knownDevice ? { token: randomBytes(32).toString("base64url") } : { otp: await issueOtp(tx, ctx.otp, now) }
    await tx.exec(
      `INSERT INTO login_challenges
         (id, email, project_id, origin, device_id, device_jwk, otp_id, approval_token_hash, approval_expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        challengeId,
        email,
        body.projectId,
        body.origin,
        device?.id ?? null,
        device === undefined ? null : JSON.stringify(device.jwk),
        "otp" in delivery ? delivery.otp.id : null,
        "token" in delivery ? tokenHash(delivery.token) : null,
        "token" in delivery ? now + DEVICE_LINK_TTL_MS : null,
        now
      ]
    )
    const mail =
      "otp" in delivery
        ? loginCodeMail(email, delivery.otp.code, body.origin)
        : deviceLinkMail(
            email,
            `${ctx.baseUrl}${WALLET_API.deviceApprove}?token=${delivery.token}`,
            body.origin,
            request.headers.get("user-agent") ?? "",
            now
          )
    await ctx.options.mail.send(mail)
    return { challengeId, action: "otp" in delivery ? ("VERIFY_OTP" as const) : ("VERIFY_DEVICE" as const) }
  })
  await prune(ctx.db, now)
  return json(200, result)
}
