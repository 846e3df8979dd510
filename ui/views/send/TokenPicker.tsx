/** The Send form's token list: each token the account holds with its balance (and fiat value), the chosen one marked. */
import type { ReactNode } from "react"
import { CHECK, Icon } from "../../components/icons.js"
import { useMessages } from "../../i18n/I18nContext.js"
import type { TokenOption } from "./types.js"

export interface TokenPickerProps {
  readonly tokens: ReadonlyArray<TokenOption>
  readonly loading: boolean
  readonly selected: string | undefined
  readonly onToken: (id: string) => void
}

export const TokenPicker = (p: TokenPickerProps): ReactNode => {
  const words = useMessages().send.form
  return (
    <div className="field">
      <span className="gh" id="send-token-label">{words.token}</span>
      {p.loading && p.tokens.length === 0 ? (
        <p className="sub" aria-busy="true">{words.loadingBalances}</p>
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
                <span className="tok">
                  <span className="tok-symbol">{t.symbol}</span>
                  {t.name !== t.symbol && <span className="sub">{t.name}</span>}
                </span>
                <span className="amt">
                  <span className="tok-balance" data-testid="send-token-balance" dir="ltr">{t.balance}</span>
                  {t.fiat !== undefined && <span className="sub" dir="ltr">{t.fiat}</span>}
                </span>
                <span className="check" aria-hidden="true">{t.id === p.selected && <Icon d={CHECK} />}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
