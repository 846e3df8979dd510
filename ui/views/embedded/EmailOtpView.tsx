/**
 * The code views (SPEC §4): EmailVerifyOtp, UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp. Where the code
 * went, the code field, and (when the flow can send it again) "Resend code" with its cooldown.
 */
import type { ReactNode } from "react"
import { useMessages } from "../../i18n/I18nContext.js"
import { embeddedCss } from "./embeddedStyles.js"
import { OtpField, type OtpFieldProps } from "./OtpField.js"
import { ResendButton, type ResendProps } from "./ResendButton.js"
import { SentTo } from "./SentTo.js"

export interface EmailOtpViewProps extends Omit<OtpFieldProps, "testId"> {
  readonly email: string
  readonly resend?: ResendProps | undefined
}

export const EmailOtpView = (props: EmailOtpViewProps): ReactNode => {
  const t = useMessages().email
  return (
    <div className="center" data-testid="email-otp-view">
      <style>{embeddedCss}</style>
      <SentTo text={t.codeSentTo} email={props.email} />
      <OtpField onSubmit={props.onSubmit} verifying={props.verifying} error={props.error} testId="otp" />
      {props.resend !== undefined && <ResendButton {...props.resend} what="code" testId="otp-resend" />}
    </div>
  )
}
