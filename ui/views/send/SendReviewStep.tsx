/** Send's review: what leaves the wallet, to whom, on which network, fee included; Edit or Send (Try again after a failure). */
import type { ReactNode } from "react"
import { Failure } from "./parts.js"
import type { SendReview, SendViewProps } from "./types.js"

const Row = ({ label, value, fiat, id }: { readonly label: string; readonly value: string; readonly fiat?: string | undefined; readonly id: string }): ReactNode => (
  <div className="kv">
    <dt>{label}</dt>
    <dd>
      <span data-testid={id}>{value}</span>
      {fiat !== undefined && <span className="sub fiat" data-testid={`${id}-fiat`}>{fiat}</span>}
    </dd>
  </div>
)

export const SendReviewStep = (p: SendViewProps & { readonly review: SendReview }): ReactNode => (
  <div className="form">
    <dl className="summary">
      <Row label="Send" value={p.review.amount} fiat={p.review.amountFiat} id="send-review-amount" />
      <Row label="To" value={p.review.to} id="send-review-to" />
      <Row label="Network" value={p.review.network} id="send-review-network" />
      <Row label="Network fee (at most)" value={p.review.fee} fiat={p.review.feeFiat} id="send-review-fee" />
      <Row label="Total leaving your wallet" value={p.review.total} id="send-total" />
    </dl>
    <Failure text={p.error} />
    <div className="actions">
      <button type="button" className="tile" data-testid="send-edit" onClick={p.onEdit}>
        Edit
      </button>
      <button type="button" className="tile primary" data-testid="send-confirm" onClick={p.onConfirm}>
        {p.error === undefined ? "Send" : "Try again"}
      </button>
    </div>
  </div>
)
