/** UpdateEmailWallet (SPEC §4 email update): the new address, sent with APP_UPDATE_EMAIL. */
import type { ReactNode } from "react"
import { EmailField, type EmailFieldProps } from "./EmailField.js"
import { SentTo } from "./SentTo.js"

export interface UpdateEmailViewProps extends Omit<EmailFieldProps, "label" | "testId"> {
  /** The address the wallet signs in with now. */
  readonly current: string | undefined
}

export const UpdateEmailView = (props: UpdateEmailViewProps): ReactNode => {
  const { current, ...field } = props
  return (
    <div className="form-stack" data-testid="update-email-view">
      {current !== undefined && <SentTo text="Signed in as" email={current} />}
      <EmailField {...field} label="New email" testId="update-email" />
    </div>
  )
}
