/** Send's first screen: token, amount (with Max), recipient (an address or a name), the fee, and the guiding button. */
import type { ReactNode } from "react"
import { AmountInput } from "../../components/AmountInput.js"
import { useMessages } from "../../i18n/I18nContext.js"
import { Failure } from "./parts.js"
import { TokenPicker } from "./TokenPicker.js"
import type { SendViewProps } from "./types.js"

const hintClass = (kind: "info" | "address" | "error"): string => (kind === "address" ? "sub hash" : kind === "error" ? "sub warn" : "sub")

export const SendForm = (p: SendViewProps): ReactNode => {
  const t = useMessages().send.form
  return (
    <div className="form">
      <TokenPicker tokens={p.tokens} loading={p.tokensLoading} selected={p.selected} onToken={p.onToken} />
      <label className="field">
        <span className="gh">{t.amount}</span>
        <span className="inline-row">
          <AmountInput value={p.amount} onAmount={p.onAmount} testId="send-amount" />
          <button type="button" className="tag max" data-testid="send-max" disabled={p.selected === undefined} onClick={p.onMax}>
            {t.max}
          </button>
        </span>
        {p.fiat !== undefined && <span className="sub" data-testid="send-fiat" dir="ltr">{p.fiat}</span>}
      </label>
      <label className="field">
        <span className="gh">{t.to}</span>
        <input
          className="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t.recipientPlaceholder}
          value={p.recipient}
          data-testid="send-recipient"
          onChange={(e) => p.onRecipient(e.target.value)}
        />
        {p.recipientHint !== undefined && (
          <span
            className={hintClass(p.recipientHint.kind)}
            data-testid="send-recipient-hint"
            data-kind={p.recipientHint.kind}
            dir={p.recipientHint.kind === "address" ? "ltr" : undefined}
            aria-live="polite"
          >
            {p.recipientHint.text}
          </span>
        )}
      </label>
      {p.fee !== undefined && (
        <p className="sub" data-testid="send-fee">
          {t.feeAtMost} <span dir="ltr">{p.fee}</span>
        </p>
      )}
      <Failure text={p.error} />
      <button type="button" className="btn primary" data-testid="send-submit" disabled={!p.ready} onClick={p.onReview}>
        {p.label}
      </button>
    </div>
  )
}
