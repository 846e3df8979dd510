/** The Pay view (SPEC §1 pay): the payment a host asked for, as the Send flow prepared it; Pay sends it once. */
import type { ReactNode } from "react"
import type { SendStep } from "../../../services/Send.js"
import { ShortValue } from "../../components/ShortValue.js"
import { useMessages } from "../../i18n/I18nContext.js"
import type { SendReview } from "../send/types.js"

export interface PayViewProps {
  readonly step: SendStep
  /** What leaves the wallet; undefined while the Send flow prepares it. */
  readonly review: SendReview | undefined
  /** The catalogue message of the last failure. */
  readonly error: string | undefined
  readonly hash: string | undefined
  readonly onPay: () => void
  readonly onCancel: () => void
  readonly onDone: () => void
}

const Line = ({ label, value, id }: { readonly label: string; readonly value: string; readonly id: string }): ReactNode => (
  <div className="kv">
    <dt>{label}</dt>
    <dd data-testid={id} dir="ltr">{value}</dd>
  </div>
)

export const PayView = (p: PayViewProps): ReactNode => {
  const messages = useMessages()
  const t = messages.pay
  if (p.step === "signing") {
    return (
      <div className="center" data-testid="pay-step" data-step="signing">
        <div className="dots" aria-hidden="true" />
        <p className="h">{t.confirmInWallet}</p>
        <p className="sub">{t.approve}</p>
      </div>
    )
  }
  if (p.hash !== undefined && p.step !== "review" && p.step !== "form") {
    return (
      <div className="center" data-testid="pay-step" data-step={p.step} aria-live="polite">
        <p className="h">{p.step === "pending" ? t.sent : p.step === "confirmed" ? t.paid : t.notMade}</p>
        <p className="sub">{messages.send.transaction} <ShortValue value={p.hash} testId="pay-hash" /></p>
        <button type="button" className="btn" data-testid="pay-done" onClick={p.onDone}>{t.done}</button>
      </div>
    )
  }
  if (p.review === undefined) return <div className="center"><div className="dots" aria-label={t.preparing} /></div>
  return (
    <div className="form">
      <dl className="summary">
        <Line label={t.pay} value={p.review.amount} id="pay-amount" />
        <Line label={t.to} value={p.review.to} id="pay-to" />
        <Line label={t.network} value={p.review.network} id="pay-network" />
        <Line label={t.feeAtMost} value={p.review.fee} id="pay-fee" />
        <Line label={t.total} value={p.review.total} id="pay-total" />
      </dl>
      {p.error !== undefined && <p className="alert" role="alert" data-testid="pay-error">{p.error}</p>}
      {/* One pay() call is one attempt: once the wallet refused, the host's promise has its answer. */}
      <div className="actions">
        <button type="button" className="tile" data-testid="pay-cancel" onClick={p.onCancel}>{p.error === undefined ? t.cancel : t.close}</button>
        {p.error === undefined && <button type="button" className="tile primary" data-testid="pay-confirm" onClick={p.onPay}>{t.pay}</button>}
      </div>
    </div>
  )
}
