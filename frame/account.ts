/**
 * The wallet's keys in the frame (ARCHITECTURE §10, notes/embedded-wallet.md §3b), after the OTP opened a session:
 *  - no wallet yet: new entropy, 2-of-3 split, D kept on this device, A uploaded (signed), R shown once;
 *  - a device share here: A (or this device's An) fetched with a signed request, combined with it and checked;
 *  - a new device: A fetched, the visitor types R, the pair is checked, then this device gets its own 2-of-2
 *    split (Dn kept, An uploaded). The server never receives two shares of one split.
 * Keys stay in memory (session.keys) and are dropped on sign-out.
 */
import { ShareResponse, WALLET_API } from "../schemas/walletServer/api.js"
import type { FrameContext } from "./context.js"
import { base64Bytes, bytesBase64 } from "./encoding.js"
import type { Commitments } from "./keysApi.js"
import { renderRecoveryExport, renderRecoveryImport } from "./panel/recoveryPanels.js"
import { ServerApiError } from "./serverApi.js"
import type { SignedInUser } from "./session.js"

/** A share request's body with this device's signature over it (schemas/walletServer/deviceSignature.ts). */
const signed = async <B extends Record<string, unknown>>(ctx: FrameContext, path: string, userId: string, body: B) => {
  const signature = await ctx.keys.signShareRequest(await ctx.store.deviceKey(), { path, userId, body, now: ctx.clock.now() })
  return { ...body, ...signature }
}

const fetchShare = async (ctx: FrameContext, userId: string, which: "primary" | "device") =>
  ctx.api.post(WALLET_API.authShare, await signed(ctx, WALLET_API.authShare, userId, { which }), ShareResponse)

/** Creates the wallet (the user has none) and shows the recovery code; returns the commitments. */
export const createWallet = async (ctx: FrameContext, user: SignedInUser): Promise<Commitments> => {
  const entropy = ctx.keys.createEntropy()
  const keys = ctx.keys.deriveKeys(entropy)
  const commitments = ctx.keys.commitmentsOf(keys)
  const { auth, device, recovery } = await ctx.keys.splitPrimary(entropy)
  await ctx.store.saveShare(user.userId, device)
  await ctx.api.postEmpty(
    WALLET_API.walletCreate,
    await signed(ctx, WALLET_API.walletCreate, user.userId, { commitments, authShare: bytesBase64(auth) })
  )
  ctx.session.keys = keys
  showRecoveryExport(ctx, ctx.keys.encodeRecoveryCode(recovery))
  return commitments
}

const showRecoveryExport = (ctx: FrameContext, code: string): void => {
  const done = (): void => {
    ctx.panels.hide()
    ctx.outbox.event("FRAME_HIDE_PANEL", { panel: "recovery-export", outcome: "done" })
  }
  ctx.outbox.event("FRAME_SHOW_PANEL", { panel: "recovery-export" })
  ctx.panels.show(renderRecoveryExport(ctx.doc, { code, onCopy: () => void ctx.copyText(code).catch(() => undefined), onDone: done }), done)
}

/**
 * Unlocks with this device's share: this device's own An first (a recovered device), else the primary A. False
 * when there is no share here or it does not pair (then the visitor recovers with R).
 */
export const unlockWithDeviceShare = async (ctx: FrameContext, user: SignedInUser, commitments: Commitments): Promise<boolean> => {
  const device = await ctx.store.loadShare(user.userId)
  if (device === undefined) return false
  for (const which of ["device", "primary"] as const) {
    let share: typeof ShareResponse.Type
    try {
      share = await fetchShare(ctx, user.userId, which)
    } catch (cause) {
      if (cause instanceof ServerApiError && cause.error === "not_found") continue
      throw cause
    }
    try {
      ctx.session.keys = await ctx.keys.recoverKeys([device, base64Bytes(share.share)], commitments)
      return true
    } catch {
      // Not this split's pair: try the other one.
    }
  }
  return false
}

/** Messages of the recovery-import panel. */
export const RECOVERY_MESSAGES = {
  malformed: "This is not a valid recovery code. Check it for typos.",
  wrongWallet: "This recovery code does not belong to this wallet.",
  failed: "The wallet could not be restored. Try again."
} as const

/** On a new device: fetches A, shows the recovery-import panel; the keys are set once the visitor's code pairs. */
export const startRecoveryImport = async (ctx: FrameContext, user: SignedInUser, commitments: Commitments): Promise<void> => {
  const primary = await fetchShare(ctx, user.userId, "primary")
  const authShare = base64Bytes(primary.share)
  const close = (outcome: "done" | "rejected"): void => {
    ctx.panels.hide()
    ctx.outbox.event("FRAME_HIDE_PANEL", { panel: "recovery-import", outcome })
  }
  const submit = async (code: string): Promise<string | undefined> => {
    const recovery = ctx.keys.decodeRecoveryCode(code)
    if (recovery === undefined) return RECOVERY_MESSAGES.malformed
    let keys
    try {
      keys = await ctx.keys.recoverKeys([authShare, recovery], commitments)
    } catch {
      return RECOVERY_MESSAGES.wrongWallet
    }
    try {
      const split = await ctx.keys.splitForDevice(keys.entropy)
      await ctx.store.saveShare(user.userId, split.device)
      await ctx.api.postEmpty(WALLET_API.deviceShare, await signed(ctx, WALLET_API.deviceShare, user.userId, { share: bytesBase64(split.auth) }))
    } catch {
      return RECOVERY_MESSAGES.failed
    }
    ctx.session.keys = keys
    close("done")
    return undefined
  }
  ctx.outbox.event("FRAME_SHOW_PANEL", { panel: "recovery-import" })
  ctx.panels.show(renderRecoveryImport(ctx.doc, { onSubmit: submit, onCancel: () => close("rejected") }), () => close("rejected"))
}

