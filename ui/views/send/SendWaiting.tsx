/** Send while the wallet holds the request (Cancel stops waiting, not the wallet) and while the network confirms it. */
import type { ReactNode } from "react"
import { ShortValue } from "../../components/ShortValue.js"
import { Explorer, Failure, StepHeading } from "./parts.js"
import type { SendViewProps } from "./types.js"
import { useMessages } from "../../i18n/I18nContext.js"

export const SendSigning = ({ onCancel }: Pick<SendViewProps, "onCancel">): ReactNode => {
  const t = useMessages().send
  return (
  <div className="center" data-testid="send-step" data-step="signing">
    <div className="dots" aria-hidden="true" />
    <StepHeading text={t.confirmInWallet} />
    <p className="sub">{t.approveToSend}</p>
    <button type="button" className="link" data-testid="send-cancel" onClick={onCancel}>
      {t.cancel}
    </button>
  </div>
  )
}

export const SendPending = (p: Pick<SendViewProps, "hash" | "error" | "explorerUrl">): ReactNode => {
  const t = useMessages().send
  return (
  <div className="center" data-testid="send-step" data-step="pending" aria-live="polite">
    <div className="dots" aria-hidden="true" />
    <StepHeading text={t.transactionSent} />
    <p className="sub">{t.waitingForNetwork}</p>
    {p.hash !== undefined && <p className="sub">{t.transaction} <ShortValue value={p.hash} testId="send-hash" /></p>}
    <Failure text={p.error} />
    <Explorer url={p.explorerUrl} />
  </div>
  )
}
