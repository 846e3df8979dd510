/**
 * Send's success (issue 23): "Sent" (focused and announced), the amount and the recipient (a name with its address,
 * or the address, cut in the middle, never wrapped), the transaction with Copy and its explorer link, and Done.
 */
import type { ReactNode } from "react"
import { CHECK, COPY, Icon } from "../../components/icons.js"
import { ShortValue } from "../../components/ShortValue.js"
import { Explorer, StepHeading } from "./parts.js"
import type { SendViewProps } from "./types.js"
import { useMessages } from "../../i18n/I18nContext.js"

export const SendSent = (p: SendViewProps): ReactNode => {
  const t = useMessages().send
  return (
  <div className="center sent" data-testid="send-step" data-step="confirmed">
    <span className="sent-mark" aria-hidden="true"><Icon d={CHECK} size={22} /></span>
    <StepHeading text={t.sent} />
    {p.review !== undefined && (
      <>
        <p className="sent-amount" data-testid="send-sent-amount">{p.review.amount}</p>
        {p.review.amountFiat !== undefined && <p className="sub">{p.review.amountFiat}</p>}
        <p className="sub sent-to" data-testid="send-sent-to">
          {t.to} {p.review.recipient.name !== undefined && <span className="sent-name">{p.review.recipient.name} </span>}
          <ShortValue value={p.review.recipient.address} testId="send-sent-address" />
        </p>
      </>
    )}
    {p.hash !== undefined && (
      <div className="sent-tx">
        <span className="sub">{t.transaction} <ShortValue value={p.hash} testId="send-hash" /></span>
        <button type="button" className="tag copy" data-testid="send-copy-hash" aria-label={p.hashCopied ? t.copied : t.copyHash} onClick={p.onCopyHash}>
          <Icon d={p.hashCopied ? CHECK : COPY} /> {p.hashCopied ? t.copied : t.copy}
        </button>
      </div>
    )}
    <Explorer url={p.explorerUrl} />
    <button type="button" className="btn primary" data-testid="send-done" onClick={p.onDone}>
      {t.done}
    </button>
  </div>
  )
}
