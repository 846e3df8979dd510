/**
 * EmailVerifyDevice (SPEC §4 VERIFY_DEVICE): this browser is new to the wallet, so the server mailed a link
 * that approves it; the view waits (the service moves on to the code once the link is opened) and can send
 * the link again.
 */
import type { ReactNode } from "react"
import { useMessages } from "../../i18n/I18nContext.js"
import { embeddedCss } from "./embeddedStyles.js"
import { ResendButton, type ResendProps } from "./ResendButton.js"
import { SentTo } from "./SentTo.js"

export interface EmailVerifyDeviceViewProps {
  readonly email: string
  readonly resend: ResendProps
  /** The flow's failure (the link expired, the frame's error), if any. */
  readonly error?: string | undefined
}

export const EmailVerifyDeviceView = (props: EmailVerifyDeviceViewProps): ReactNode => {
  const t = useMessages().email
  const waiting = props.error === undefined
  return (
    <div className="center" data-testid="email-device-view" aria-busy={waiting}>
      <style>{embeddedCss}</style>
      {waiting && (
        <div className="spin">
          <div className="dots" aria-hidden="true" />
        </div>
      )}
      <h3 className="h">{t.approveDevice}</h3>
      <SentTo text={t.sentLinkTo} email={props.email} />
      <p className="sub">{t.openLink}</p>
      {props.error !== undefined && (
        <p className="field-error" role="alert" data-testid="device-error">
          {props.error}
        </p>
      )}
      <ResendButton {...props.resend} what="link" testId="device-resend" />
    </div>
  )
}
