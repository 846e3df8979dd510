/** What the embedded views show of the login flow's state (services/EmbeddedWallet.ts). */
import type { EmailLoginFlow, EmbeddedFlowError } from "../../services/EmbeddedWallet.js"

/** A step of the login flow that can fail. */
export type Step = Extract<EmailLoginFlow, { _tag: "Failed" }>["step"]

/** When the login flow allows sending the code or link again (epoch ms on the instance's Clock). */
export const resendAtOf = (flow: EmailLoginFlow | undefined): number | undefined =>
  flow?._tag === "AwaitingOtp" || flow?._tag === "VerifyingOtp" || flow?._tag === "Failed" || flow?._tag === "AwaitingDevice"
    ? flow.resendAt
    : undefined

/**
 * The login flow's failure, split for a view: a refused resend (SPEC §5 cooldown, whichever step refused it)
 * shows by the resend button; a failure at one of the view's `steps` under its field.
 */
export const loginErrors = (
  flow: EmailLoginFlow,
  steps: ReadonlyArray<Step>
): { readonly field: EmbeddedFlowError | undefined; readonly resend: string | undefined } => {
  if (flow._tag !== "Failed") return { field: undefined, resend: undefined }
  if (flow.error._tag === "EmailLoginCooldown") return { field: undefined, resend: flow.error.message }
  return { field: steps.includes(flow.step) ? flow.error : undefined, resend: undefined }
}
