/** Which handler serves a request: method + path below the server's base path. Failures become ApiError JSON. */
import { WALLET_API } from "../schemas/walletServer/api.js"
import { deviceApprove, deviceStatus } from "./auth/deviceApproval.js"
import { emailStart } from "./auth/emailStart.js"
import { otpVerify } from "./auth/otpVerify.js"
import type { Context, Handler } from "./context.js"
import { emailUpdatePrimary, emailUpdateSecondary, emailUpdateStart } from "./email/update.js"
import { frameAsset } from "./frame/assets.js"
import { framePage } from "./frame/page.js"
import { ApiFailure, fail, failureResponse } from "./http/respond.js"
import type { RequestInfo } from "./options.js"
import { getSession, signOut } from "./session/routes.js"
import { authShare, deviceShare, walletCreate } from "./wallet/routes.js"

const ROUTES: Readonly<Record<string, Handler>> = {
  [`POST ${WALLET_API.emailStart}`]: emailStart,
  [`POST ${WALLET_API.deviceStatus}`]: deviceStatus,
  [`GET ${WALLET_API.deviceApprove}`]: deviceApprove,
  [`POST ${WALLET_API.otpVerify}`]: otpVerify,
  [`GET ${WALLET_API.session}`]: getSession,
  [`POST ${WALLET_API.signOut}`]: signOut,
  [`POST ${WALLET_API.walletCreate}`]: walletCreate,
  [`POST ${WALLET_API.authShare}`]: authShare,
  [`POST ${WALLET_API.deviceShare}`]: deviceShare,
  [`POST ${WALLET_API.emailUpdateStart}`]: emailUpdateStart,
  [`POST ${WALLET_API.emailUpdatePrimary}`]: emailUpdatePrimary,
  [`POST ${WALLET_API.emailUpdateSecondary}`]: emailUpdateSecondary
}

const ASSETS_PREFIX = `${WALLET_API.frame}/assets/`

const route = async (ctx: Context, request: Request, info: RequestInfo, path: string): Promise<Response> => {
  if (request.method === "GET" && path === WALLET_API.frame) return framePage(new URL(request.url), ctx.options)
  if (request.method === "GET" && path.startsWith(ASSETS_PREFIX)) return frameAsset(ctx.options.frameDir, path.slice(ASSETS_PREFIX.length))
  const handler = ROUTES[`${request.method} ${path}`]
  if (handler === undefined) throw fail(404, "not_found", "No such route")
  return handler(ctx, request, info)
}

/** Serves `request`; a path outside the base path is 404, an unexpected error 500 (logged, not shown). */
export const serve = async (ctx: Context, basePath: string, request: Request, info: RequestInfo): Promise<Response> => {
  try {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith(basePath)) throw fail(404, "not_found", "No such route")
    return await route(ctx, request, info, pathname.slice(basePath.length) || "/")
  } catch (error) {
    if (error instanceof ApiFailure) return failureResponse(error)
    console.error("walletport server:", error)
    return failureResponse(fail(500, "server_error", "Something went wrong"))
  }
}
