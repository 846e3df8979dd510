/**
 * The email update (SPEC §4: APP_UPDATE_EMAIL → VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP → newEmail) over the
 * EmbeddedWallet service: the new address, then a code mailed to each address. The service routes between
 * them and back to Account with the new email.
 */
import type { ReactNode } from "react"
import type { EmailUpdateFlow } from "../../services/EmbeddedWallet.js"
import { EmailOtpView } from "../views/embedded/EmailOtpView.js"
import { UpdateEmailView } from "../views/embedded/UpdateEmailView.js"
import type { UpdateEmailOtpProps } from "../views/registry.js"
import { useEmbeddedRun, useEmbeddedState, useEmbeddedWallet } from "./useEmbeddedWallet.js"

type Step = Extract<EmailUpdateFlow, { _tag: "Failed" }>["step"]

const failureAt = (flow: EmailUpdateFlow, step: Step) => (flow._tag === "Failed" && flow.step === step ? flow.error : undefined)

/** UpdateEmailWallet: the new address. */
export const UpdateEmailContainer = (): ReactNode => {
  const service = useEmbeddedWallet()
  const flow = useEmbeddedState((s) => s.update)
  const current = useEmbeddedState((s) => s.email)
  const { run } = useEmbeddedRun()
  if (service === undefined || flow === undefined) return null
  return (
    <UpdateEmailView
      current={current}
      onSubmit={(email) => run(service.startEmailUpdate(email))}
      sending={flow._tag === "Sending"}
      error={failureAt(flow, "email")?.message}
      revision={flow}
    />
  )
}

/** UpdateEmailPrimaryOtp / UpdateEmailSecondaryOtp: the code mailed to `email` (current, then new address). */
export const UpdateEmailOtpContainer = (props: UpdateEmailOtpProps): ReactNode => {
  const service = useEmbeddedWallet()
  const flow = useEmbeddedState((s) => s.update)
  const { run } = useEmbeddedRun()
  if (service === undefined || flow === undefined) return null
  return (
    <EmailOtpView
      email={props.email}
      onSubmit={(otp) => run(service.submitUpdateOtp(otp))}
      verifying={flow._tag === "Verifying" && flow.step === props.step}
      error={failureAt(flow, props.step)}
    />
  )
}
