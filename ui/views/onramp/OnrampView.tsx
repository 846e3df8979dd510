/** The Onramp view (SPEC §1 buying crypto, §9 limits): amount, currency, payment method, asset and network, the quote, then the provider. */
import { type ReactNode, useId } from "react"
import { useMessages } from "../../i18n/I18nContext.js"

/** A choice of a select or a switch; `label` shown, `value` sent back. */
export interface Choice {
  readonly value: string
  readonly label: string
}

/** The quote's lines, formatted by the container. */
export interface QuoteLines {
  readonly total: string
  readonly subtotal: string
  readonly networkFee: string
  readonly receive: string
  /** SPEC §8's fallback: the provider's page shows the final amounts. */
  readonly estimate: boolean
}

export interface OnrampViewProps {
  /** False when no EVM account is connected (nothing can be bought). */
  readonly canBuy: boolean
  readonly amount: string
  readonly amountError: string | undefined
  readonly currency: string
  readonly currencies: ReadonlyArray<Choice>
  readonly method: string
  readonly methods: ReadonlyArray<Choice>
  readonly asset: string
  readonly assets: ReadonlyArray<Choice>
  readonly network: string | undefined
  readonly networks: ReadonlyArray<Choice>
  readonly quoteLoading: boolean
  readonly quote: QuoteLines | undefined
  readonly checkout: "idle" | "opening" | "open" | "landed" | "failed"
  /** What landed ("0.031564 ETH"), or why the provider could not be opened. */
  readonly checkoutText: string | undefined
  readonly onAmount: (amount: string) => void
  readonly onCurrency: (currency: string) => void
  readonly onMethod: (method: string) => void
  readonly onAsset: (asset: string) => void
  readonly onNetwork: (network: string) => void
  readonly onBuy: () => void
  readonly onDone: () => void
}

const Select = (p: { readonly label: string; readonly value: string | undefined; readonly choices: ReadonlyArray<Choice>; readonly id: string; readonly onChange: (value: string) => void }): ReactNode => (
  <label className="field">
    <span className="gh">{p.label}</span>
    <select className="search" value={p.value ?? ""} data-testid={p.id} onChange={(e) => p.onChange(e.target.value)}>
      {p.choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
    </select>
  </label>
)

const Quote = ({ quote, loading }: { readonly quote: QuoteLines | undefined; readonly loading: boolean }): ReactNode => {
  const t = useMessages().onramp
  if (quote === undefined) return loading ? <p className="sub" aria-busy="true" data-testid="onramp-quote-loading">{t.gettingQuote}</p> : null
  return (
    <div aria-live="polite" aria-busy={loading}>
      {quote.estimate && (
        <p className="sub warn" data-testid="onramp-estimate">{t.estimateNote}</p>
      )}
      <dl className="summary" data-testid="onramp-quote" data-estimate={quote.estimate ? "" : undefined}>
        <div className="kv"><dt>{t.subtotal}</dt><dd data-testid="onramp-subtotal" dir="ltr">{quote.subtotal}</dd></div>
        <div className="kv"><dt>{t.networkFee}</dt><dd data-testid="onramp-fee" dir="ltr">{quote.networkFee}</dd></div>
        <div className="kv"><dt>{t.total}</dt><dd data-testid="onramp-total" dir="ltr">{quote.total}</dd></div>
        <div className="kv"><dt>{t.youReceive(quote.estimate)}</dt><dd data-testid="onramp-receive" dir="ltr">{quote.receive}</dd></div>
      </dl>
    </div>
  )
}

/** Onramp view: the form and quote, then the provider's window and the purchase landing. */
export const OnrampView = (p: OnrampViewProps): ReactNode => {
  const t = useMessages().onramp
  const errorId = useId()
  if (!p.canBuy) return <p className="sub" data-testid="onramp-connect">{t.connectFirst}</p>
  if (p.checkout === "landed") {
    return (
      <div className="center" data-testid="onramp-landed" aria-live="polite">
        <p className="h">{t.complete}</p>
        <p className="sub">{t.arrived(p.checkoutText ?? "")}</p>
        <button type="button" className="btn" data-testid="onramp-done" onClick={p.onDone}>{t.done}</button>
      </div>
    )
  }
  const waiting = p.checkout === "open"
  return (
    <div className="form">
      <div className="field">
        <label className="gh" htmlFor={`${errorId}-amount`}>{t.amount}</label>
        <span className="inline-row">
          <input
            id={`${errorId}-amount`}
            className="search"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={p.amount}
            aria-invalid={p.amountError !== undefined}
            aria-describedby={p.amountError === undefined ? undefined : errorId}
            data-testid="onramp-amount"
            onChange={(e) => p.onAmount(e.target.value)}
          />
          <select className="search currency" aria-label={t.currency} value={p.currency} data-testid="onramp-currency" onChange={(e) => p.onCurrency(e.target.value)}>
            {p.currencies.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
        </span>
        {p.amountError !== undefined && <span id={errorId} className="sub warn" role="alert" data-testid="onramp-amount-error">{p.amountError}</span>}
      </div>
      <div className="seg" role="group" aria-label={t.paymentMethod}>
        {p.methods.map((m) => (
          <button key={m.value} type="button" aria-pressed={m.value === p.method} data-testid={`onramp-method-${m.value}`} onClick={() => p.onMethod(m.value)}>
            {m.label}
          </button>
        ))}
      </div>
      <div className="pair">
        <Select label={t.buy} value={p.asset} choices={p.assets} id="onramp-asset" onChange={p.onAsset} />
        <Select label={t.network} value={p.network} choices={p.networks} id="onramp-network" onChange={p.onNetwork} />
      </div>
      <Quote quote={p.quote} loading={p.quoteLoading} />
      {p.checkout === "failed" && <p className="alert" role="alert" data-testid="onramp-error">{p.checkoutText}</p>}
      {waiting && (
        <p className="sub" data-testid="onramp-waiting" aria-live="polite">
          {t.waiting}
        </p>
      )}
      <button type="button" className="btn primary" data-testid="onramp-buy" disabled={p.quote === undefined || p.quoteLoading || p.checkout === "opening"} onClick={p.onBuy}>
        {waiting ? t.openAgain : p.checkout === "opening" ? t.opening : t.continueToProvider}
      </button>
    </div>
  )
}
