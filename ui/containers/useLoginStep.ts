/** One step of the email login (the code or the device link): the flow, its errors and the resend button's state. */
import type { EmailLoginFlow, EmbeddedWalletShape } from "../../services/EmbeddedWallet.js"
import { useSecondsLeft } from "../components/useSecondsLeft.js"
import type { ResendProps } from "../views/embedded/ResendButton.js"
import { loginErrors, resendAtOf, type Step } from "./embeddedFlow.js"
import { useEmbeddedRun, useEmbeddedState, useEmbeddedWallet } from "./useEmbeddedWallet.js"

export interface LoginStep {
  readonly service: EmbeddedWalletShape
  readonly flow: EmailLoginFlow
  readonly error: ReturnType<typeof loginErrors>["field"]
  readonly resend: ResendProps
  readonly run: ReturnType<typeof useEmbeddedRun>["run"]
}

/** Undefined until the service and its state are there. */
export const useLoginStep = (steps: ReadonlyArray<Step>): LoginStep | undefined => {
  const service = useEmbeddedWallet()
  const flow = useEmbeddedState((s) => s.login)
  const { run, runFork } = useEmbeddedRun()
  const secondsLeft = useSecondsLeft(resendAtOf(flow), runFork)
  if (service === undefined || flow === undefined) return undefined
  const errors = loginErrors(flow, steps)
  // A resend on its way: the button waits for its answer (the next state brings the new cooldown).
  const sending = flow._tag === "SendingEmail"
  return { service, flow, error: errors.field, run, resend: { secondsLeft: sending ? undefined : secondsLeft, onResend: () => run(service.resendCode), error: errors.resend } }
}
