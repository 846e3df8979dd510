/** Email change (SPEC §4): OTP to the current address, then to the new one; the server answers with the next step. */
import { FRAME_REQUESTS } from "../../schemas/frame/requests.js"
import { WALLET_API } from "../../schemas/walletServer/api.js"
import type { FrameContext } from "../context.js"
import type { Handlers } from "../dispatcher.js"
import { notSignedIn } from "../failure.js"

export const emailUpdateHandlers = (
  ctx: FrameContext
): Pick<Handlers, "APP_UPDATE_EMAIL" | "APP_UPDATE_EMAIL_PRIMARY_OTP" | "APP_UPDATE_EMAIL_SECONDARY_OTP"> => {
  const signedIn = () => {
    const user = ctx.session.user
    if (user === undefined) throw notSignedIn()
    return user
  }
  return {
    // The server's answers are the frame's success payloads: decoded with the same schemas.
    APP_UPDATE_EMAIL: async ({ email }) => {
      signedIn()
      return ctx.api.post(WALLET_API.emailUpdateStart, { newEmail: email }, FRAME_REQUESTS.APP_UPDATE_EMAIL.success)
    },
    APP_UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
      signedIn()
      await ctx.api.post(WALLET_API.emailUpdatePrimary, { otp }, FRAME_REQUESTS.APP_UPDATE_EMAIL.success)
      return {}
    },
    APP_UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
      const user = signedIn()
      const updated = await ctx.api.post(WALLET_API.emailUpdateSecondary, { otp }, FRAME_REQUESTS.APP_UPDATE_EMAIL_SECONDARY_OTP.success)
      ctx.session.user = { ...user, email: updated.newEmail }
      return updated
    }
  }
}
