/** EmailVerifyDevice (SPEC §4 VERIFY_DEVICE): the login flow waiting on the mailed device link. */
import type { ReactNode } from "react"
import { EmailVerifyDeviceView } from "../views/embedded/EmailVerifyDeviceView.js"
import type { EmailProps } from "../views/registry.js"
import { useLoginStep } from "./useLoginStep.js"

const STEPS = ["device"] as const

export const EmailDeviceContainer = (props: EmailProps): ReactNode => {
  const step = useLoginStep(STEPS)
  if (step === undefined) return null
  return <EmailVerifyDeviceView email={props.email} error={step.error?.message} resend={step.resend} />
}
