/** The Account panel tabs of the active account: loads tokens, history and identity when the account or network changes. */
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from "react"
import * as Effect from "effect/Effect"
import { useLoaded } from "../../runtime/react/context.js"
import { useAccount, useNetwork } from "../../runtime/react/hooks.js"
import { useStore } from "../../runtime/react/useStore.js"
import { storeFromRef } from "../../runtime/store.js"
import type { PortfolioShape, PortfolioState } from "../../services/Portfolio.js"
import { SendFeature } from "../../services/Send.js"
import { AccountTabs } from "../views/AccountTabs.js"

export const AccountTabsContainer = (
  { state, portfolio, history }: { state: PortfolioState; portfolio: PortfolioShape; history: boolean }
): ReactNode => {
  const { run, runtime } = useLoaded().internals
  const network = useNetwork()
  const account = useAccount()
  // Reload when the account or its network changes (Portfolio resets its lists for a new key).
  useEffect(() => {
    run(Effect.all([portfolio.loadTokens, portfolio.loadTransactions(true), portfolio.loadIdentity], { concurrency: "unbounded" }))
  }, [run, portfolio, account.address, account.caipNetworkId])
  const onMore = useCallback(() => run(portfolio.loadTransactions()), [run, portfolio])
  // Sent transactions show at once as pending rows; once one settles the history is read again for its indexed row.
  const sendFeature = useMemo(() => runtime.runSync(SendFeature), [runtime])
  const pending = useStore(useMemo(() => storeFromRef(runtime, sendFeature.pending), [runtime, sendFeature]))
  const pendingHashes = useRef(new Set<string>())
  useEffect(() => {
    const now = new Set(pending.map((p) => p.hash))
    const settled = [...pendingHashes.current].some((hash) => !now.has(hash))
    pendingHashes.current = now
    if (settled) run(portfolio.loadTransactions(true))
  }, [run, portfolio, pending])
  const merged = useMemo(() => {
    const transactions = sendFeature.withPending(state.transactions.transactions, pending, account)
    return transactions === state.transactions.transactions ? state : { ...state, transactions: { ...state.transactions, transactions } }
  }, [sendFeature, state, pending, account])
  return (
    <AccountTabs
      state={merged}
      history={history}
      explorerUrl={network.caipNetwork?.blockExplorers?.default.url}
      onTab={(tab) => run(portfolio.setTab(tab))}
      onRetryTokens={() => run(portfolio.loadTokens)}
      onMoreTransactions={onMore}
    />
  )
}
