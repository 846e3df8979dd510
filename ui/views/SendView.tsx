import type { ReactNode } from "react"
import { CHECK, Icon } from "../components/icons.js"
import { useAnnounce } from "../shell/announcer.js"
import type { SendStep } from "../../services/Send.js"

/** A token of the picker; every string formatted by the container. */
export interface TokenOption {
  readonly id: string
  readonly symbol: string
  readonly name: string
  readonly balance: string
  /** The balance's fiat value, when a price is known. */
  readonly fiat: string | undefined
}

/** What shows under the recipient field when it holds a name: progress, the resolved address, or why it has none. */
export interface RecipientHint {
  readonly kind: "info" | "address" | "error"
  readonly text: string
}

/** What the review shows: what leaves the wallet, fee included. */
export interface SendReview {
  readonly amount: string
  /** The amount's fiat value, when the token's price is known. */
  readonly amountFiat: string | undefined
  readonly to: string
  readonly network: string
  readonly fee: string
  /** The fee's fiat value, when the native coin's price is known. */
  readonly feeFiat: string | undefined
  /** Everything that leaves the wallet: "0.500042 ETH", or "10 WTD + 0.000042 ETH". */
  readonly total: string
}

/** Where the flow stands (the Send service's step). */
export type SendViewStep = SendStep

/** The heading and line of a transfer that ended (SPEC §9 receipts; replaced and dropped as viem names them). */
const ENDED: Record<Exclude<SendViewStep, "form" | "review" | "signing" | "pending">, { readonly h: string; readonly sub?: string }> = {
  confirmed: { h: "Sent" },
  reverted: { h: "Transaction failed" },
  replaced: { h: "Transaction replaced", sub: "Your wallet sent another transaction in its place." },
  cancelled: { h: "Transaction cancelled", sub: "It was cancelled in your wallet: the transfer was not made." },
  dropped: { h: "Transaction dropped", sub: "The network dropped it: the transfer was not made." }
}

type EndedStep = keyof typeof ENDED
const isEnded = (step: SendViewStep): step is EndedStep => step in ENDED
const ended = (step: SendViewStep): (typeof ENDED)[EndedStep] | undefined => (isEnded(step) ? ENDED[step] : undefined)

export interface SendViewProps {
  readonly step: SendViewStep
  readonly tokens: ReadonlyArray<TokenOption>
  readonly tokensLoading: boolean
  readonly selected: string | undefined
  readonly amount: string
  /** The amount's fiat value, when the token's price is known. */
  readonly fiat: string | undefined
  readonly recipient: string
  readonly recipientHint: RecipientHint | undefined
  /** The estimated network fee, once known. */
  readonly fee: string | undefined
  /** The form button's label (the domain's progression). */
  readonly label: string
  readonly ready: boolean
  readonly review: SendReview | undefined
  /** The catalogue message of the last failure. */
  readonly error: string | undefined
  readonly hash: string | undefined
  readonly explorerUrl: string | undefined
  readonly onToken: (id: string) => void
  readonly onAmount: (amount: string) => void
  readonly onMax: () => void
  readonly onRecipient: (recipient: string) => void
  readonly onReview: () => void
  readonly onEdit: () => void
  readonly onConfirm: () => void
  readonly onCancel: () => void
  readonly onDone: () => void
}

const Failure = ({ text }: { readonly text: string | undefined }): ReactNode => {
  useAnnounce(text)
  return text === undefined ? null : (
    <p className="alert" role="alert" data-testid="send-error">
      {text}
    </p>
  )
}

/** A step's heading: focus lands on it when the step replaces the button that was pressed (the shell's rule). */
const StepHeading = ({ text }: { readonly text: string }): ReactNode => (
  <p className="h" tabIndex={-1} data-autofocus="">
    {text}
  </p>
)

const Form = (p: SendViewProps): ReactNode => (
  <div className="form">
    <div className="field">
      <span className="gh" id="send-token-label">Token</span>
      {p.tokensLoading && p.tokens.length === 0 ? (
        <p className="sub" aria-busy="true">Loading balances…</p>
      ) : (
        <ul className="list picker" aria-labelledby="send-token-label">
          {p.tokens.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                className="wallet"
                aria-current={t.id === p.selected}
                data-testid={`send-token-${t.symbol}`}
                onClick={() => p.onToken(t.id)}
              >
                <span className="name">{t.symbol}</span>
                <span className="meta">
                  <span className="sub">{t.balance}</span>
                  {t.fiat !== undefined && <span className="tag">{t.fiat}</span>}
                  {t.id === p.selected && <span className="check"><Icon d={CHECK} /></span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
    <label className="field">
      <span className="gh">Amount</span>
      <span className="inline-row">
        <input
          className="search"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={p.amount}
          data-testid="send-amount"
          onChange={(e) => p.onAmount(e.target.value)}
        />
        <button type="button" className="tag max" data-testid="send-max" disabled={p.selected === undefined} onClick={p.onMax}>
          Max
        </button>
      </span>
      {p.fiat !== undefined && <span className="sub" data-testid="send-fiat">{p.fiat}</span>}
    </label>
    <label className="field">
      <span className="gh">To</span>
      <input
        className="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Address or name"
        value={p.recipient}
        data-testid="send-recipient"
        onChange={(e) => p.onRecipient(e.target.value)}
      />
      {p.recipientHint !== undefined && (
        <span
          className={p.recipientHint.kind === "address" ? "sub hash" : p.recipientHint.kind === "error" ? "sub warn" : "sub"}
          data-testid="send-recipient-hint"
          data-kind={p.recipientHint.kind}
          aria-live="polite"
        >
          {p.recipientHint.text}
        </span>
      )}
    </label>
    {p.fee !== undefined && (
      <p className="sub" data-testid="send-fee">
        Network fee ≤ {p.fee}
      </p>
    )}
    <Failure text={p.error} />
    <button type="button" className="btn primary" data-testid="send-submit" disabled={!p.ready} onClick={p.onReview}>
      {p.label}
    </button>
  </div>
)

const Row = ({ label, value, fiat, id }: { readonly label: string; readonly value: string; readonly fiat?: string | undefined; readonly id: string }): ReactNode => (
  <div className="kv">
    <dt>{label}</dt>
    <dd>
      <span data-testid={id}>{value}</span>
      {fiat !== undefined && <span className="sub fiat" data-testid={`${id}-fiat`}>{fiat}</span>}
    </dd>
  </div>
)

const Review = (p: SendViewProps & { readonly review: SendReview }): ReactNode => (
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

const Explorer = ({ url }: { readonly url: string | undefined }): ReactNode =>
  url === undefined ? null : (
    <a className="link" href={url} target="_blank" rel="noreferrer noopener" data-testid="send-explorer">
      View on block explorer
    </a>
  )

/** Send view (SPEC §1 send): token, amount, recipient, fee → review → wallet → pending → confirmed. */
export const SendView = (p: SendViewProps): ReactNode => {
  useAnnounce(ended(p.step)?.h)
  switch (p.step) {
    case "form":
      return <Form {...p} />
    case "review":
      return p.review === undefined ? <Form {...p} /> : <Review {...p} review={p.review} />
    case "signing":
      return (
        <div className="center" data-testid="send-step" data-step="signing">
          <div className="dots" aria-hidden="true" />
          <StepHeading text="Confirm in your wallet" />
          <p className="sub">Approve the transaction in your wallet to send it.</p>
          <button type="button" className="link" data-testid="send-cancel" onClick={p.onCancel}>
            Cancel
          </button>
        </div>
      )
    case "pending":
      return (
        <div className="center" data-testid="send-step" data-step="pending" aria-live="polite">
          <div className="dots" aria-hidden="true" />
          <StepHeading text="Transaction sent" />
          <p className="sub">Waiting for the network to confirm it.</p>
          {p.hash !== undefined && <p className="sub hash" data-testid="send-hash" title={p.hash}>{p.hash}</p>}
          <Failure text={p.error} />
          <Explorer url={p.explorerUrl} />
        </div>
      )
    case "confirmed":
    case "reverted":
    case "replaced":
    case "cancelled":
    case "dropped":
      return (
        <div className="center" data-testid="send-step" data-step={p.step} aria-live="polite">
          <p className="h">{ENDED[p.step].h}</p>
          {ENDED[p.step].sub !== undefined && <p className="sub">{ENDED[p.step].sub}</p>}
          {p.review !== undefined && <p className="sub">{p.review.amount} to {p.review.to}</p>}
          {p.hash !== undefined && <p className="sub hash" data-testid="send-hash" title={p.hash}>{p.hash}</p>}
          <Failure text={p.error} />
          <Explorer url={p.explorerUrl} />
          <button type="button" className="btn" data-testid="send-done" data-autofocus="" onClick={p.onDone}>
            Done
          </button>
        </div>
      )
  }
}
