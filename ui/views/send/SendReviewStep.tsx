/** Send's review: what leaves the wallet, to whom, on which network, fee included; Edit or Send (Try again after a failure). */
import type { ReactNode } from "react"
import { Failure } from "./parts.js"
import type { SendReview, SendViewProps } from "./types.js"
import { useMessages } from "../../i18n/I18nContext.js"

const Row = ({ label, value, fiat, id }: { readonly label: string; readonly value: string; readonly fiat?: string | undefined; readonly id: string }): ReactNode => (
  <div className="kv">
    <dt>{label}</dt>
    <dd>
      <span data-testid={id}>{value}</span>
      {fiat !== undefined && <span className="sub fiat" data-testid={`${id}-fiat`}>{fiat}</span>}
    </dd>
  </div>
)

export const SendReviewStep = (p: SendViewProps & { readonly review: SendReview }): ReactNode => {
  const t = useMessages().send.review
  return (
  <div className="form">
    <dl className="summary">
      <Row label={t.send} value={p.review.amount} fiat={p.review.amountFiat} id="send-review-amount" />
      <Row label={t.to} value={p.review.to} id="send-review-to" />
      <Row label={t.network} value={p.review.network} id="send-review-network" />
      <Row label={t.feeAtMost} value={p.review.fee} fiat={p.review.feeFiat} id="send-review-fee" />
      <Row label={t.total} value={p.review.total} id="send-total" />
    </dl>
    <Failure text={p.error} />
    <div className="actions">
      <button type="button" className="tile" data-testid="send-edit" onClick={p.onEdit}>
        {t.edit}
      </button>
      <button type="button" className="tile primary" data-testid="send-confirm" onClick={p.onConfirm}>
        {p.error === undefined ? t.send : t.tryAgain}
      </button>
    </div>
  </div>
  )
}
