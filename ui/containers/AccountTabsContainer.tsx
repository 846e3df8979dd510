/** The Account panel tabs of the active account: loads tokens, history and identity when the account or network changes. */
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from "react"
import * as Effect from "effect/Effect"
import { useLoaded } from "../../runtime/react/context.js"
import { useAccount, useNetwork } from "../../runtime/react/hooks.js"
import type { PortfolioState } from "../../services/Portfolio.js"
import { SendFeature } from "../../services/Send.js"
import { AccountTabs } from "../views/AccountTabs.js"
import { useActivityNames } from "./useActivityNames.js"
import { portfolioIntents as portfolio } from "./usePortfolio.js"
import { useServiceState, useServiceValue } from "./useService.js"

const sentPending = Effect.map(SendFeature, (feature) => feature.pending)
const pendingMerge = Effect.map(SendFeature, (feature) => feature.withPending)
const NONE_PENDING: ReadonlyArray<never> = []

export const AccountTabsContainer = ({ state, history }: { state: PortfolioState; history: boolean }): ReactNode => {
  const { run } = useLoaded().internals
  const network = useNetwork()
  const account = useAccount()
  // Reload when the account or its network changes (Portfolio resets its lists for a new key).
  useEffect(() => {
    run(portfolio.loadAccount)
  }, [run, account.address, account.caipNetworkId])
  // The NFTs tab reads the whole history (holdings come from transfers), only when it shows.
  const nftsShown = state.currentTab === "nfts"
  useEffect(() => {
    if (nftsShown) run(portfolio.loadNfts)
  }, [run, nftsShown, account.address, account.caipNetworkId])
  const onMore = useCallback(() => run(portfolio.loadTransactions()), [run])
  // Sent transactions show at once as pending rows; once one settles the history is read again for its indexed row.
  const pending = useServiceState(sentPending) ?? NONE_PENDING
  const withPending = useServiceValue(pendingMerge)
  const pendingHashes = useRef(new Set<string>())
  useEffect(() => {
    const now = new Set(pending.map((p) => p.hash))
    const settled = [...pendingHashes.current].some((hash) => !now.has(hash))
    pendingHashes.current = now
    if (settled) run(portfolio.loadTransactions(true))
  }, [run, pending])
  const merged = useMemo(() => {
    if (withPending === undefined) return state
    const transactions = withPending(state.transactions.transactions, pending, account)
    return transactions === state.transactions.transactions ? state : { ...state, transactions: { ...state.transactions, transactions } }
  }, [withPending, state, pending, account])
  const names = useActivityNames(merged.transactions.transactions, account)
  return (
    <AccountTabs
      state={merged}
      names={names}
      history={history}
      explorerUrl={network.caipNetwork?.blockExplorers?.default.url}
      onTab={(tab) => run(portfolio.setTab(tab))}
      onRetryTokens={() => run(portfolio.loadTokens)}
      onMoreTransactions={onMore}
    />
  )
}
