/** The Tokens tab (SPEC §2): each holding's icon, name, quantity and value, in the visitor's locale. */
import type { ReactNode } from "react"
import { displayFiat, displayTokenBalance } from "../../../schemas/displayNumbers.js"
import type { TokenBalance } from "../../../schemas/entities/TokenBalance.js"
import type { PortfolioState } from "../../../services/Portfolio.js"
import { TokenIcon } from "../../components/TokenIcon.js"

export const TokensTab = ({ state, onRetry }: { state: PortfolioState; onRetry: () => void }): ReactNode => {
  const { tokens } = state
  if (tokens.status === "failed") {
    const blocked = tokens.retryAt !== undefined
    return (
      <div className="tab-empty" role="alert" data-testid="tokens-error">
        <p>{tokens.error}</p>
        <button type="button" className="link" disabled={blocked} onClick={onRetry}>
          {blocked ? "Retry in 30 s" : "Retry"}
        </button>
      </div>
    )
  }
  if (tokens.status !== "ready") return <p className="tab-empty" aria-busy="true">Loading tokens…</p>
  if (tokens.balances.length === 0) return <p className="tab-empty" data-testid="tokens-empty">No tokens yet</p>
  return (
    <ul className="rows" data-testid="tokens">
      {tokens.balances.map((t: TokenBalance) => {
        // The row end is short: large values show compact ("$31.2M"), the full figure in the title.
        const value = t.value ?? 0
        return (
          <li key={t.address ?? t.symbol} className="row" data-testid={`token-${t.symbol}`}>
            <TokenIcon symbol={t.symbol} address={t.address} src={t.iconUrl} size={32} />
            <span className="row-main">
              <b>{t.name}</b>
              <span className="sub" data-testid="token-quantity">{displayTokenBalance(t.quantity.numeric)} {t.symbol}</span>
            </span>
            <span className="row-end" data-testid="token-value" title={displayFiat(value)}>{displayFiat(value, { compact: true })}</span>
          </li>
        )
      })}
    </ul>
  )
}
