/**
 * The share store (notes §3b). walletCreate keeps A of the 2-of-3 split (D stays in the frame, R with the visitor:
 * never sent here); authShare releases A, or the device's own An, to a live session whose request the session's
 * registered device key signed; deviceShare stores a recovered device's An. The server never holds two shares of
 * one split: A belongs to the 2-of-3 split, each An to its device's own 2-of-2 split.
 */
import { DeviceShareUpload, ShareRequest, WALLET_API, WalletCreateRequest } from "../../schemas/walletServer/api.js"
import type { Context, Handler } from "../context.js"
import { readBody, requireSameOrigin } from "../http/request.js"
import { fail, json } from "../http/respond.js"
import { requireSession, type Session } from "../session/sessions.js"
import { openShare, sealShare, shareAad } from "./kek.js"
import { requireDeviceSignature, type Signed } from "./signedRequest.js"
import { commitments, deviceShareRow, walletRow } from "./state.js"
import type * as Schema from "effect/Schema"

/** A session, then the body, signed by that session's device: every share route starts so. */
const signedBody = async <A extends Signed & Readonly<Record<string, unknown>>, I>(
  ctx: Context,
  request: Request,
  path: string,
  schema: Schema.Schema<A, I>
): Promise<{ readonly session: Session; readonly body: A }> => {
  requireSameOrigin(request, ctx.ownOrigin)
  const session = await requireSession(ctx.db, ctx.sessionKeys, request, ctx.now())
  const body = await readBody(request, schema)
  await requireDeviceSignature(ctx.db, { path, session, body }, ctx.now())
  return { session, body }
}

export const walletCreate: Handler = async (ctx, request) => {
  const { session, body } = await signedBody(ctx, request, WALLET_API.walletCreate, WalletCreateRequest)
  const stored = await ctx.db.exec(
    `INSERT INTO wallets (user_id, evm_address, solana_address, auth_share, primary_device_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO NOTHING`,
    [
      session.userId,
      body.commitments.evmAddress,
      body.commitments.solanaAddress,
      sealShare(ctx.kek, shareAad(session.userId), body.authShare),
      session.deviceId,
      ctx.now()
    ]
  )
  if (stored === 0) throw fail(409, "wallet_exists", "This account has a wallet already")
  return json(201, {})
}

export const authShare: Handler = async (ctx, request) => {
  const { session, body } = await signedBody(ctx, request, WALLET_API.authShare, ShareRequest)
  const wallet = await walletRow(ctx.db, session.userId)
  if (wallet === undefined) throw fail(404, "not_found", "No wallet yet")
  if (body.which === "primary") {
    return json(200, { share: openShare(ctx.kek, shareAad(session.userId), wallet.auth_share), commitments: commitments(wallet) })
  }
  const own = await deviceShareRow(ctx.db, session.userId, session.deviceId)
  if (own === undefined) throw fail(404, "not_found", "This device has no share of its own")
  return json(200, {
    share: openShare(ctx.kek, shareAad(session.userId, session.deviceId), own),
    commitments: commitments(wallet)
  })
}

export const deviceShare: Handler = async (ctx, request) => {
  const { session, body } = await signedBody(ctx, request, WALLET_API.deviceShare, DeviceShareUpload)
  if ((await walletRow(ctx.db, session.userId)) === undefined) throw fail(404, "not_found", "No wallet yet")
  // A device recovered again (its old An is useless without the old Dn) replaces its share.
  await ctx.db.exec(
    `INSERT INTO device_shares (user_id, device_id, share, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, device_id) DO UPDATE SET share = EXCLUDED.share, created_at = EXCLUDED.created_at`,
    [session.userId, session.deviceId, sealShare(ctx.kek, shareAad(session.userId, session.deviceId), body.share), ctx.now()]
  )
  return json(201, {})
}
