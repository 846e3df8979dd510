/** UpdateEmailWallet (SPEC §4 email update): the new address, sent with APP_UPDATE_EMAIL. */
import type { ReactNode } from "react"
import { useMessages } from "../../i18n/I18nContext.js"
import { EmailField, type EmailFieldProps } from "./EmailField.js"
import { SentTo } from "./SentTo.js"

export interface UpdateEmailViewProps extends Omit<EmailFieldProps, "label" | "testId"> {
  /** The address the wallet signs in with now. */
  readonly current: string | undefined
}

export const UpdateEmailView = (props: UpdateEmailViewProps): ReactNode => {
  const t = useMessages().email
  const { current, ...field } = props
  return (
    <div className="form-stack" data-testid="update-email-view">
      {current !== undefined && <SentTo text={t.signedInAs} email={current} />}
      <EmailField {...field} label={t.newEmail} testId="update-email" />
    </div>
  )
}
