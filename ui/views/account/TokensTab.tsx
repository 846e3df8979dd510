/** The Tokens tab (SPEC §2): each holding's icon, name, quantity and value, in the visitor's locale. */
import type { ReactNode } from "react"
import { displayFiat, displayTokenBalance } from "../../../schemas/displayNumbers.js"
import type { TokenBalance } from "../../../schemas/entities/TokenBalance.js"
import type { PortfolioState } from "../../../services/Portfolio.js"
import { TokenIcon } from "../../components/TokenIcon.js"
import { useI18n } from "../../i18n/I18nContext.js"

export const TokensTab = ({ state, onRetry }: { state: PortfolioState; onRetry: () => void }): ReactNode => {
  const { tokens } = state
  const { locale, messages } = useI18n()
  const t = messages.account
  if (tokens.status === "failed") {
    const blocked = tokens.retryAt !== undefined
    return (
      <div className="tab-empty" role="alert" data-testid="tokens-error">
        <p>{tokens.error}</p>
        <button type="button" className="link" disabled={blocked} onClick={onRetry}>
          {blocked ? t.retryIn30 : t.retry}
        </button>
      </div>
    )
  }
  if (tokens.status !== "ready") return <p className="tab-empty" aria-busy="true">{t.loadingTokens}</p>
  if (tokens.balances.length === 0) return <p className="tab-empty" data-testid="tokens-empty">{t.noTokens}</p>
  return (
    <ul className="rows" data-testid="tokens">
      {tokens.balances.map((token: TokenBalance) => {
        // The row end is short: large values show compact ("$31.2M"), the full figure in the title.
        const value = token.value ?? 0
        return (
          <li key={token.address ?? token.symbol} className="row" data-testid={`token-${token.symbol}`}>
            <TokenIcon symbol={token.symbol} address={token.address} src={token.iconUrl} size={32} />
            <span className="row-main">
              <b>{token.name}</b>
              <span className="sub" data-testid="token-quantity" dir="ltr">{displayTokenBalance(token.quantity.numeric, { locale })} {token.symbol}</span>
            </span>
            <span className="row-end" data-testid="token-value" dir="ltr" title={displayFiat(value, { locale })}>{displayFiat(value, { compact: true, locale })}</span>
          </li>
        )
      })}
    </ul>
  )
}
