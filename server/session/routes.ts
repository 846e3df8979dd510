/** GET session (who is signed in, for the frame after a reload) and POST signOut (revoke + clear the cookie). */
import { SESSION_COOKIE, clearedSessionCookie, requireSession, revokeSession } from "./sessions.js"
import { verifySession } from "./tokens.js"
import type { Handler } from "../context.js"
import { cookie, requireSameOrigin } from "../http/request.js"
import { ApiFailure, json, noContent } from "../http/respond.js"
import { walletState } from "../wallet/state.js"

export const getSession: Handler = async (ctx, request) => {
  requireSameOrigin(request, ctx.ownOrigin)
  const session = await requireSession(ctx.db, ctx.sessionKeys, request, ctx.now())
  const { wallet } = await walletState(ctx.db, session.userId, session.deviceId)
  return json(200, { userId: session.userId, email: session.email, ...(wallet === undefined ? {} : { wallet }), expiresAt: session.expiresAt })
}

/** Always 204 with the cookie cleared; the session row goes when the token names one (expired tokens included). */
export const signOut: Handler = async (ctx, request) => {
  requireSameOrigin(request, ctx.ownOrigin)
  const token = cookie(request, SESSION_COOKIE)
  if (token !== undefined && token !== "") {
    try {
      const claims = await verifySession(ctx.sessionKeys, token, ctx.now())
      await revokeSession(ctx.db, claims.sid)
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error
    }
  }
  return noContent({ "set-cookie": clearedSessionCookie() })
}
