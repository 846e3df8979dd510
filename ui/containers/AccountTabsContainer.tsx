/** The Account panel tabs of the active account: loads tokens, history and identity when the account or network changes. */
import { type ReactNode, useCallback, useEffect } from "react"
import * as Effect from "effect/Effect"
import { useLoaded } from "../../runtime/react/context.js"
import { useAccount, useNetwork } from "../../runtime/react/hooks.js"
import type { PortfolioShape, PortfolioState } from "../../services/Portfolio.js"
import { AccountTabs } from "../views/AccountTabs.js"

export const AccountTabsContainer = (
  { state, portfolio, history }: { state: PortfolioState; portfolio: PortfolioShape; history: boolean }
): ReactNode => {
  const { run } = useLoaded().internals
  const network = useNetwork()
  const account = useAccount()
  // Reload when the account or its network changes (Portfolio resets its lists for a new key).
  useEffect(() => {
    run(Effect.all([portfolio.loadTokens, portfolio.loadTransactions(true), portfolio.loadIdentity], { concurrency: "unbounded" }))
  }, [run, portfolio, account.address, account.caipNetworkId])
  const onMore = useCallback(() => run(portfolio.loadTransactions()), [run, portfolio])
  return (
    <AccountTabs
      state={state}
      history={history}
      explorerUrl={network.caipNetwork?.blockExplorers?.default.url}
      onTab={(tab) => run(portfolio.setTab(tab))}
      onRetryTokens={() => run(portfolio.loadTokens)}
      onMoreTransactions={onMore}
    />
  )
}
