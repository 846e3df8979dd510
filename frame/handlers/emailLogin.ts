/** Email login (SPEC §4): start, new-device approval, OTP, then the wallet's keys; session state and the user. */
import { FRAME_REQUEST_TIMEOUT_MS } from "../../schemas/constants.js"
import {
  DeviceStatusResponse,
  EmailStartResponse,
  OtpVerifyResponse,
  SessionResponse,
  WALLET_API
} from "../../schemas/walletServer/api.js"
import { createWallet, startRecoveryImport, unlockWithDeviceShare } from "../account.js"
import type { FrameContext } from "../context.js"
import type { Handlers } from "../dispatcher.js"
import { FrameFailure, notSignedIn } from "../failure.js"
import { ServerApiError } from "../serverApi.js"
import { forgetUser, type SignedInUser } from "../session.js"
import { namespaceOf, toCaip2 } from "../wallet/network.js"

/** How often APP_CONNECT_DEVICE asks whether the mailed link was clicked. */
export const DEVICE_POLL_INTERVAL_MS = 2000

const noLogin = (): FrameFailure => new FrameFailure("No email login in progress. Start again.")

const announceSession = (ctx: FrameContext, user: SignedInUser): void =>
  ctx.outbox.event("FRAME_SESSION_UPDATE", { token: ctx.randomId(), expiresAt: user.expiresAt })

/** After the OTP: create the wallet, unlock it with this device's share, or ask for the recovery code. */
const openWallet = async (ctx: FrameContext, user: SignedInUser): Promise<void> => {
  if (user.commitments === undefined) {
    const commitments = await createWallet(ctx, user)
    ctx.session.user = { ...user, commitments }
    return
  }
  if (!(await unlockWithDeviceShare(ctx, user, user.commitments))) await startRecoveryImport(ctx, user, user.commitments)
}

export const emailLoginHandlers = (ctx: FrameContext): Pick<
  Handlers,
  "APP_CONNECT_EMAIL" | "APP_CONNECT_DEVICE" | "APP_CONNECT_OTP" | "APP_IS_CONNECTED" | "APP_GET_USER" | "APP_SIGN_OUT"
> => ({
  APP_CONNECT_EMAIL: async ({ email }) => {
    const device = (await ctx.store.deviceKey()).publicJwk
    const started = await ctx.api.post(
      WALLET_API.emailStart,
      { email, projectId: ctx.config.projectId, origin: ctx.config.parentOrigin, device },
      EmailStartResponse
    )
    ctx.session.challengeId = started.challengeId
    return { action: started.action }
  },

  APP_CONNECT_DEVICE: async (_, { signal }) => {
    const challengeId = ctx.session.challengeId
    if (challengeId === undefined) throw noLogin()
    // The library gives up after FRAME_REQUEST_TIMEOUT_MS; polling longer would only poll for nobody.
    const deadline = ctx.clock.now() + FRAME_REQUEST_TIMEOUT_MS
    for (;;) {
      const status = await ctx.api.post(WALLET_API.deviceStatus, { challengeId }, DeviceStatusResponse)
      if (status.approved) return {}
      if (ctx.clock.now() + DEVICE_POLL_INTERVAL_MS > deadline) throw new FrameFailure("The new device was not approved in time.")
      await ctx.clock.sleep(DEVICE_POLL_INTERVAL_MS, signal)
    }
  },

  APP_CONNECT_OTP: async ({ otp }) => {
    const challengeId = ctx.session.challengeId
    if (challengeId === undefined) throw noLogin()
    const device = (await ctx.store.deviceKey()).publicJwk
    const verified = await ctx.api.post(WALLET_API.otpVerify, { challengeId, otp, device }, OtpVerifyResponse)
    ctx.session.challengeId = undefined
    const user: SignedInUser = { userId: verified.userId, email: verified.email, commitments: verified.wallet, expiresAt: verified.expiresAt }
    ctx.session.user = user
    ctx.session.keys = undefined
    await openWallet(ctx, user)
    announceSession(ctx, user)
    return {}
  },

  APP_IS_CONNECTED: async () => {
    let live: typeof SessionResponse.Type
    try {
      live = await ctx.api.get(WALLET_API.session, SessionResponse)
    } catch (cause) {
      if (cause instanceof ServerApiError && cause.status === 401) {
        forgetUser(ctx.session)
        return { isConnected: false }
      }
      throw cause
    }
    const known = ctx.session.user
    if (known?.userId !== live.userId) ctx.session.keys = undefined
    const user: SignedInUser = { userId: live.userId, email: live.email, commitments: live.wallet, expiresAt: live.expiresAt }
    ctx.session.user = user
    // After a reload the session outlives the keys: unlock again with this device's share when there is one.
    if (ctx.session.keys === undefined && user.commitments !== undefined) await unlockWithDeviceShare(ctx, user, user.commitments)
    return { isConnected: ctx.session.keys !== undefined }
  },

  APP_GET_USER: async ({ chainId }) => {
    const user = ctx.session.user
    if (user?.commitments === undefined) throw notSignedIn()
    const network = chainId ?? ctx.session.chainId
    const address = namespaceOf(toCaip2(network)) === "solana" ? user.commitments.solanaAddress : user.commitments.evmAddress
    return { email: user.email, address, chainId: network, accounts: [{ address, type: "eoa" }], preferredAccountType: "eoa" }
  },

  APP_SIGN_OUT: async () => {
    try {
      await ctx.api.postEmpty(WALLET_API.signOut, {})
    } finally {
      forgetUser(ctx.session)
      ctx.outbox.event("FRAME_SESSION_UPDATE", { token: "" })
    }
    return {}
  }
})

