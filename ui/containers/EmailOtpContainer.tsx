/** EmailVerifyOtp (SPEC §4 VERIFY_OTP): the login flow's code step over the EmbeddedWallet service. */
import type { ReactNode } from "react"
import { EmailOtpView } from "../views/embedded/EmailOtpView.js"
import type { EmailProps } from "../views/registry.js"
import { useLoginStep } from "./useLoginStep.js"

const STEPS = ["otp", "connect"] as const

export const EmailOtpContainer = (props: EmailProps): ReactNode => {
  const step = useLoginStep(STEPS)
  if (step === undefined) return null
  const { service, flow, run } = step
  return (
    <EmailOtpView
      email={props.email}
      onSubmit={(otp) => run(service.submitOtp(otp))}
      verifying={flow._tag === "VerifyingOtp" || flow._tag === "Connecting"}
      error={step.error}
      resend={step.resend}
    />
  )
}
