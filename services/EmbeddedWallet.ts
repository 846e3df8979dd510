/**
 * The embedded wallet's flows as the views see them (email connect and email update,
 * ApproveTransaction): a domain service over the AUTH adapter (layers/live/auth) and its SecureFrame. Its
 * methods never fail: each flow's progress and typed error live in its state, which the views render.
 * The chunk behind it loads on first use (the visitor focuses or submits the email field).
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Stream from "effect/Stream"
import type * as Subscribable from "effect/Subscribable"
import type { EmailLoginCooldown } from "../schemas/errors/frame.js"
import type { WalletportError } from "../schemas/errors/WalletportError.js"
import type { FrameBox, FramePanelRequest, SecureFrameShape } from "./SecureFrame.js"

/** A flow's failure, shown under its field: the cooldown, a wrong/expired code, the frame's own errors. */
export type EmbeddedFlowError = EmailLoginCooldown | WalletportError

/** Email connect: APP_CONNECT_EMAIL → VERIFY_DEVICE (link) / VERIFY_OTP (code) / CONNECT. */
export type EmailLoginFlow =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "SendingEmail"; readonly email: string }
  /** `resendAt` (optional): when "Resend link" is allowed again, as for the code. */
  | { readonly _tag: "AwaitingDevice"; readonly email: string; readonly resendAt?: number | undefined }
  /** `resendAt`: epoch ms (instance Clock) when "Resend code" is allowed again (30 s cooldown). */
  | { readonly _tag: "AwaitingOtp"; readonly email: string; readonly resendAt: number }
  | { readonly _tag: "VerifyingOtp"; readonly email: string; readonly resendAt: number }
  /** Code accepted: the frame unlocks (or creates) the wallet and the AUTH connector connects. */
  | { readonly _tag: "Connecting"; readonly email: string }
  | { readonly _tag: "Failed"; readonly email: string; readonly step: "email" | "device" | "otp" | "connect"; readonly error: EmbeddedFlowError; readonly resendAt?: number | undefined }

/** Email update: APP_UPDATE_EMAIL → VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP → newEmail. */
export type EmailUpdateFlow =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Sending"; readonly newEmail: string }
  | { readonly _tag: "AwaitingPrimaryOtp"; readonly newEmail: string }
  | { readonly _tag: "AwaitingSecondaryOtp"; readonly newEmail: string }
  | { readonly _tag: "Verifying"; readonly newEmail: string; readonly step: "primary" | "secondary" }
  | { readonly _tag: "Done"; readonly newEmail: string }
  | { readonly _tag: "Failed"; readonly newEmail: string; readonly step: "email" | "primary" | "secondary"; readonly error: EmbeddedFlowError }

export interface EmbeddedWalletShape {
  /** Whether the host configured the embedded wallet (and features.email is on): the Connect view shows the email field. */
  readonly available: boolean
  readonly login: Subscribable.Subscribable<EmailLoginFlow>
  readonly update: Subscribable.Subscribable<EmailUpdateFlow>
  /** The signed-in email (Account user.email), undefined when none. */
  readonly email: Subscribable.Subscribable<string | undefined>
  /** The panel the frame shows (approval, recovery), routed by this service to ApproveTransaction / EmbeddedRecovery. */
  readonly panel: Subscribable.Subscribable<FramePanelRequest | undefined>
  /** Starts loading the embedded chunk and the frame (focus on the email field). Never fails. */
  readonly prefetch: Effect.Effect<void>
  /** Validates the email, applies the 30 s cooldown, sends APP_CONNECT_EMAIL and routes on its action. */
  readonly submitEmail: (email: string) => Effect.Effect<void>
  /** Sends the code (or, on VERIFY_DEVICE, the device link) again (same email), refused inside the cooldown. */
  readonly resendCode: Effect.Effect<void>
  /** APP_CONNECT_OTP, then connects the AUTH connector in every namespace it serves. */
  readonly submitOtp: (otp: string) => Effect.Effect<void>
  /** Leaves the flow (back / close): an open request is interrupted, the state returns to Idle. */
  readonly cancel: Effect.Effect<void>
  readonly startEmailUpdate: (newEmail: string) => Effect.Effect<void>
  readonly submitUpdateOtp: (otp: string) => Effect.Effect<void>
  /** The view reserving the panel's box reports it (undefined on unmount); the frame is drawn there. */
  readonly placePanel: (box: FrameBox | undefined) => Effect.Effect<void>
  /** Keyboard focus into the frame's panel (SecureFrame.focus), when the box reserved for it gets focus. Optional; never fails. */
  readonly focusPanel?: Effect.Effect<void> | undefined
  /** Force-close of ApproveTransaction / leaving the recovery panel: the frame rejects what it shows. */
  readonly dismissPanel: Effect.Effect<void>
}

export class EmbeddedWallet extends Context.Tag("walletport/EmbeddedWallet")<EmbeddedWallet, EmbeddedWalletShape>() {}

/**
 * What the AUTH adapters (layers/live/auth) share with this service: their connector's id (to connect it
 * through Connection), their one secure frame (created on first use), and the wallet requests the frame
 * refused as not allowed (the modal opens and, 300 ms later, shows "Action not allowed").
 */
export interface EmbeddedConnectorShape {
  readonly connectorId: string
  readonly frame: SecureFrameShape
  /** Methods the frame refused with 4200, as they happen. */
  readonly refused: Stream.Stream<string>
}
