/**
 * The Swap view (issue 25): the token to sell with its amount (Max, fiat value), the token to buy with the quote,
 * the quote's details at the slippage, the slippage settings, and the one button whose label leads the user.
 * Every string is formatted by the container; the view holds only which picker is open and its search text.
 */
import { type ReactNode, useState } from "react"
import { AmountInput } from "../../components/AmountInput.js"
import { ShortValue } from "../../components/ShortValue.js"
import { useI18n, useMessages } from "../../i18n/I18nContext.js"
import type { TokenOption } from "../send/types.js"

/** The quote's lines, formatted. */
export interface SwapDetails {
  readonly rate: string
  readonly priceImpact: string | undefined
  readonly networkFee: string | undefined
  readonly minimumReceived: string
}

export interface SwapViewProps {
  readonly tokens: ReadonlyArray<TokenOption>
  readonly tokensLoading: boolean
  readonly sell: TokenOption | undefined
  readonly buy: TokenOption | undefined
  readonly amount: string
  readonly fiat: string | undefined
  /** The quoted amount to receive, once quoted. */
  readonly receive: string | undefined
  readonly receiveFiat: string | undefined
  readonly quoting: boolean
  readonly details: SwapDetails | undefined
  /** Shown when the quote moved since it was shown (the button then accepts it). */
  readonly requoted: boolean
  readonly slippage: number
  readonly slippageChoices: ReadonlyArray<number>
  readonly label: string
  readonly ready: boolean
  readonly busy: boolean
  readonly error: string | undefined
  readonly done: "confirmed" | "reverted" | undefined
  readonly hash: string | undefined
  readonly explorerUrl: string | undefined
  readonly onSell: (id: string) => void
  readonly onBuy: (id: string) => void
  readonly onFlip: () => void
  readonly onAmount: (amount: string) => void
  readonly onMax: () => void
  readonly onSlippage: (percent: number) => void
  readonly onSubmit: () => void
  readonly onCancel: () => void
  readonly onDone: () => void
}

type Side = "sell" | "buy"

const Picker = (p: {
  readonly side: Side
  readonly tokens: ReadonlyArray<TokenOption>
  readonly onPick: (id: string) => void
}): ReactNode => {
  const t = useMessages().swap
  const [search, setSearch] = useState("")
  const needle = search.trim().toLowerCase()
  const shown = needle === "" ? p.tokens : p.tokens.filter((token) => `${token.symbol} ${token.name} ${token.id}`.toLowerCase().includes(needle))
  return (
    <div className="field" data-testid={`swap-picker-${p.side}`}>
      <input
        className="search"
        type="search"
        autoComplete="off"
        placeholder={t.searchToken}
        aria-label={t.searchToken}
        value={search}
        data-testid="swap-token-search"
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="list picker" aria-label={p.side === "sell" ? t.tokenToSell : t.tokenToBuy}>
        {shown.map((token) => (
          <li key={token.id}>
            <button type="button" className="wallet" data-testid={`swap-token-${token.symbol}`} onClick={() => p.onPick(token.id)}>
              <span className="name">{token.symbol}</span>
              <span className="meta">
                <span className="sub" dir="ltr">{token.balance}</span>
                {token.fiat !== undefined && <span className="tag" dir="ltr">{token.fiat}</span>}
              </span>
            </button>
          </li>
        ))}
        {shown.length === 0 && <li className="sub">{t.noMatch}</li>}
      </ul>
    </div>
  )
}

const TokenButton = (p: { readonly side: Side; readonly token: TokenOption | undefined; readonly disabled: boolean; readonly onOpen: () => void }): ReactNode => {
  const t = useMessages().swap
  return (
    <button
      type="button"
      className="tag swap-token"
      data-testid={`swap-${p.side}-token`}
      aria-label={t.change(p.side === "sell" ? t.tokenToSell : t.tokenToBuy, p.token?.symbol)}
      disabled={p.disabled}
      onClick={p.onOpen}
    >
      {p.token?.symbol ?? t.select} ▾
    </button>
  )
}

/** A slippage percentage ("0.5%") written for `locale`. */
const percent = (locale: string, value: number): string =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(value / 100)

const Row = ({ label, value, id }: { readonly label: string; readonly value: string; readonly id: string }): ReactNode => (
  <div className="kv">
    <dt>{label}</dt>
    <dd data-testid={id} dir="ltr">{value}</dd>
  </div>
)

export const SwapView = (p: SwapViewProps): ReactNode => {
  const { locale, messages } = useI18n()
  const t = messages.swap
  const slippage = percent(locale, p.slippage)
  const [picking, setPicking] = useState<Side>()
  const [settings, setSettings] = useState(false)
  if (p.done !== undefined) {
    return (
      <div className="form center" data-testid="swap-done" data-outcome={p.done}>
        <h3 className="h">{p.done === "confirmed" ? t.completed : t.failed}</h3>
        {p.error !== undefined && <p className="alert" role="alert" data-testid="swap-error">{p.error}</p>}
        {p.hash !== undefined && <p className="sub">{messages.send.transaction} <ShortValue value={p.hash} testId="swap-hash" /></p>}
        {p.explorerUrl !== undefined && (
          <a className="link" href={p.explorerUrl} target="_blank" rel="noreferrer noopener">{t.viewOnExplorer}</a>
        )}
        <button type="button" className="btn primary" data-testid="swap-again" onClick={p.onDone}>{t.again}</button>
      </div>
    )
  }
  if (picking !== undefined) {
    return (
      <div className="form">
        <Picker side={picking} tokens={p.tokens} onPick={(id) => {
          setPicking(undefined)
          if (picking === "sell") p.onSell(id)
          else p.onBuy(id)
        }} />
        <button type="button" className="tile" onClick={() => setPicking(undefined)}>{t.back}</button>
      </div>
    )
  }
  return (
    <div className="form">
      <div className="field swap-side">
        <span className="gh" id="swap-sell-label">{t.youPay}</span>
        <span className="inline-row">
          <AmountInput value={p.amount} onAmount={p.onAmount} testId="swap-amount" labelledBy="swap-sell-label" disabled={p.busy} />
          <TokenButton side="sell" token={p.sell} disabled={p.busy || p.tokensLoading} onOpen={() => setPicking("sell")} />
        </span>
        <span className="inline-row sub">
          <span data-testid="swap-fiat" dir="ltr">{p.fiat ?? ""}</span>
          <span className="grow" />
          {p.sell !== undefined && <span data-testid="swap-balance">{t.balance} <span dir="ltr">{p.sell.balance}</span></span>}
          <button type="button" className="tag max" data-testid="swap-max" disabled={p.sell === undefined || p.busy} onClick={p.onMax}>{t.max}</button>
        </span>
      </div>
      <button type="button" className="tag swap-flip" aria-label={t.flip} data-testid="swap-flip" disabled={p.busy} onClick={p.onFlip}>⇅</button>
      <div className="field swap-side">
        <span className="gh" id="swap-buy-label">{t.youReceive}</span>
        <span className="inline-row">
          <output className="search swap-out" dir="ltr" aria-labelledby="swap-buy-label" aria-busy={p.quoting} data-testid="swap-receive">
            {p.receive ?? (p.quoting ? "…" : "0.0")}
          </output>
          <TokenButton side="buy" token={p.buy} disabled={p.busy || p.tokensLoading} onOpen={() => setPicking("buy")} />
        </span>
        {p.receiveFiat !== undefined && <span className="sub" dir="ltr" data-testid="swap-receive-fiat">{p.receiveFiat}</span>}
      </div>
      {p.details !== undefined && (
        <dl className="summary swap-details" data-testid="swap-details" aria-live="polite">
          <Row label={t.rate} value={p.details.rate} id="swap-rate" />
          {p.details.priceImpact !== undefined && <Row label={t.priceImpact} value={p.details.priceImpact} id="swap-impact" />}
          {p.details.networkFee !== undefined && <Row label={t.networkFee} value={p.details.networkFee} id="swap-fee" />}
          <Row label={t.minimumReceived(slippage)} value={p.details.minimumReceived} id="swap-minimum" />
        </dl>
      )}
      {p.requoted && <p className="sub warn" role="status" data-testid="swap-requoted">{t.requoted}</p>}
      <button type="button" className="link" aria-expanded={settings} data-testid="swap-settings" onClick={() => setSettings(!settings)}>
        {t.slippageTolerance}: {slippage}
      </button>
      {settings && (
        <div role="radiogroup" aria-label={t.slippageTolerance} className="inline-row">
          {p.slippageChoices.map((choice) => (
            <button
              key={choice}
              type="button"
              role="radio"
              aria-checked={choice === p.slippage}
              className="tag"
              data-testid={`swap-slippage-${choice}`}
              onClick={() => p.onSlippage(choice)}
            >
              {percent(locale, choice)}
            </button>
          ))}
        </div>
      )}
      {p.error !== undefined && <p className="alert" role="alert" data-testid="swap-error">{p.error}</p>}
      <button type="button" className="btn primary" data-testid="swap-submit" disabled={!p.ready} onClick={p.onSubmit}>
        {p.label}
      </button>
      {p.busy && <button type="button" className="tile" data-testid="swap-cancel" onClick={p.onCancel}>{t.cancel}</button>}
    </div>
  )
}
