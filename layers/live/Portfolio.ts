/**
 * Portfolio (the Account panel's data) over BlockchainApi, for the active namespace's account on its
 * network. Switching account or network resets the lists (SPEC §3 lastNetworkInView); a late answer for
 * another account is dropped.
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { BALANCE_RETRY_GAP_MS } from "../../schemas/constants.js"
import type { CaipNetworkId } from "../../schemas/entities/ids.js"
import type { Transaction } from "../../schemas/entities/Transaction.js"
import type { TransactionsByYear, TransactionsState } from "../../schemas/entities/TransactionsState.js"
import { Account } from "../../services/Account.js"
import { Analytics } from "../../services/Analytics.js"
import { BlockchainApi, type BlockchainApiShape } from "../../services/BlockchainApi.js"
import { Network } from "../../services/Network.js"
import { Portfolio, type PortfolioState } from "../../services/Portfolio.js"
import { nftHoldings } from "./nftHoldings.js"

/** SPEC §4, §8: the analytics event of a failed transaction fetch. */
export const ERROR_FETCH_TRANSACTIONS = "ERROR_FETCH_TRANSACTIONS"

/**
 * The most history pages read for the NFTs tab: holdings come from transfers, so every page counts; the bound
 * keeps an account with a huge history from fetching without end (the tab then says it may be incomplete).
 */
export const NFT_HISTORY_MAX_PAGES = 50

type HistoryError = Effect.Effect.Error<ReturnType<BlockchainApiShape["getHistory"]>>

const EMPTY_TRANSACTIONS: TransactionsState = { transactions: [], transactionsByYear: {}, coinbaseTransactions: {}, loading: false, empty: false }

const initial = (key: string | undefined, currentTab: PortfolioState["currentTab"] = "tokens"): PortfolioState => ({
  key,
  tokens: { status: "idle", balances: [], error: undefined, retryAt: undefined },
  transactions: EMPTY_TRANSACTIONS,
  transactionsError: undefined,
  nfts: { status: "idle", holdings: [], complete: false },
  identity: { name: null, avatar: null },
  currentTab
})

/** SPEC §3 transactionsByYear: year, then month (0–11), newest first within a month as given. */
export const groupByYearMonth = (transactions: ReadonlyArray<Transaction>): TransactionsByYear => {
  const out: Record<string, Record<string, Array<Transaction>>> = {}
  for (const tx of transactions) {
    const date = new Date(tx.metadata.minedAt)
    if (Number.isNaN(date.getTime())) continue
    const year = (out[String(date.getFullYear())] ??= {})
    ;(year[String(date.getMonth())] ??= []).push(tx)
  }
  return out
}

export const PortfolioLive: Layer.Layer<Portfolio, never, Account | Network | BlockchainApi | Analytics> = Layer.effect(
  Portfolio,
  Effect.gen(function*() {
    const account = yield* Account
    const network = yield* Network
    const api = yield* BlockchainApi
    const analytics = yield* Analytics
    const ref = yield* SubscriptionRef.make(initial(undefined))

    /** The active account and its network, and the state reset when they changed. */
    const active = Effect.gen(function*() {
      const net = yield* network.state.get
      const accounts = yield* account.state.get
      const acc = accounts[net.activeNamespace]
      if (acc === undefined) return undefined
      const key = `${acc.caipNetworkId}:${acc.address}`
      yield* SubscriptionRef.update(ref, (s) => (s.key === key ? s : initial(key, s.currentTab)))
      return { key, address: acc.address, caipNetworkId: acc.caipNetworkId satisfies CaipNetworkId }
    })
    /** Applies `f` only if the state still belongs to `key`. */
    const updateFor = (key: string, f: (s: PortfolioState) => PortfolioState) =>
      SubscriptionRef.update(ref, (s) => (s.key === key ? f(s) : s))

    const loadTokens = Effect.gen(function*() {
      const a = yield* active
      if (a === undefined) return
      const now = yield* Clock.currentTimeMillis
      const { tokens } = yield* SubscriptionRef.get(ref)
      if (tokens.retryAt !== undefined && now < tokens.retryAt) return
      yield* updateFor(a.key, (s) => ({ ...s, tokens: { ...s.tokens, status: "loading" } }))
      yield* api.getBalances({ caipNetworkId: a.caipNetworkId, address: a.address }).pipe(
        Effect.matchEffect({
          onSuccess: (balances) =>
            updateFor(a.key, (s) => ({ ...s, tokens: { status: "ready", balances, error: undefined, retryAt: undefined } })),
          // SPEC §5: a retry is allowed 30 s after the failure; `retryAt` clears then, on the Clock.
          onFailure: (error) =>
            Effect.flatMap(Clock.currentTimeMillis, (at) =>
              updateFor(a.key, (s) => ({
                ...s,
                tokens: { status: "failed", balances: [], error: error.message, retryAt: at + BALANCE_RETRY_GAP_MS }
              })).pipe(
                Effect.zipRight(
                  Effect.sleep(BALANCE_RETRY_GAP_MS).pipe(
                    Effect.zipRight(updateFor(a.key, (s) => ({ ...s, tokens: { ...s.tokens, retryAt: undefined } }))),
                    Effect.forkDaemon
                  )
                )
              ))
        })
      )
    }).pipe(Effect.withSpan("Portfolio.loadTokens"))

    const loadTransactions = (reset = false) =>
      Effect.gen(function*() {
        const a = yield* active
        if (a === undefined) return
        const before = yield* SubscriptionRef.get(ref)
        if (before.transactions.loading) return
        if (!reset && before.transactions.transactions.length > 0 && before.transactions.next === undefined) return
        const cursor = reset ? undefined : before.transactions.next
        yield* updateFor(a.key, (s) => ({ ...s, transactions: { ...s.transactions, loading: true } }))
        yield* api.getHistory({ caipNetworkId: a.caipNetworkId, account: a.address, cursor }).pipe(
          Effect.matchEffect({
            onSuccess: (page) =>
              updateFor(a.key, (s) => {
                const transactions = [...(reset ? [] : s.transactions.transactions), ...page.data]
                const { next: _, ...rest } = s.transactions
                return {
                  ...s,
                  transactionsError: undefined,
                  transactions: {
                    ...rest,
                    transactions,
                    transactionsByYear: groupByYearMonth(transactions),
                    loading: false,
                    empty: transactions.length === 0,
                    lastNetworkInView: a.caipNetworkId,
                    ...(page.next === null || page.next === undefined ? {} : { next: page.next })
                  }
                }
              }),
            // SPEC §4, §8: the list is emptied, the cursor cleared and ERROR_FETCH_TRANSACTIONS tracked as an
            // event (SPEC §7 analytics), with the error's details in the error telemetry as well.
            onFailure: (error) =>
              updateFor(a.key, (s) => ({ ...s, transactionsError: error.message, transactions: { ...EMPTY_TRANSACTIONS, empty: true } })).pipe(
                Effect.zipRight(analytics.track({ event: ERROR_FETCH_TRANSACTIONS, properties: { chain: a.caipNetworkId, message: error.message } }, a.address)),
                Effect.zipRight(analytics.trackError({ event: ERROR_FETCH_TRANSACTIONS, error }))
              )
          })
        )
      }).pipe(Effect.withSpan("Portfolio.loadTransactions"))

    const loadNfts = Effect.gen(function*() {
      const a = yield* active
      if (a === undefined) return
      // Claimed atomically: a second call while the walk runs does nothing; a later one reads the history again.
      const claimed = yield* SubscriptionRef.modify(ref, (s) =>
        s.key !== a.key || s.nfts.status === "loading"
          ? [false, s] as const
          : [true, { ...s, nfts: { ...s.nfts, status: "loading" } }] as const
      )
      if (!claimed) return
      type Read = { readonly transactions: ReadonlyArray<Transaction>; readonly complete: boolean }
      const walk = (cursor: string | undefined, pages: number, read: ReadonlyArray<Transaction>): Effect.Effect<Read, HistoryError> =>
        Effect.flatMap(api.getHistory({ caipNetworkId: a.caipNetworkId, account: a.address, cursor }), (page) => {
          const transactions = [...read, ...page.data]
          const next = page.next ?? undefined
          if (next === undefined) return Effect.succeed({ transactions, complete: true })
          return pages + 1 >= NFT_HISTORY_MAX_PAGES ? Effect.succeed({ transactions, complete: false }) : walk(next, pages + 1, transactions)
        })
      yield* walk(undefined, 0, []).pipe(
        Effect.matchEffect({
          onSuccess: ({ transactions, complete }) =>
            updateFor(a.key, (s) => ({ ...s, nfts: { status: "ready", holdings: nftHoldings(transactions), complete } })),
          onFailure: () => updateFor(a.key, (s) => ({ ...s, nfts: { status: "failed", holdings: [], complete: false } }))
        })
      )
    }).pipe(Effect.withSpan("Portfolio.loadNfts"))

    const loadIdentity = Effect.gen(function*() {
      const a = yield* active
      if (a === undefined || !a.caipNetworkId.startsWith("eip155:")) return
      const identity = yield* api.getIdentity({ caipNetworkId: a.caipNetworkId, address: a.address }).pipe(
        Effect.orElseSucceed(() => ({ name: null, avatar: null }))
      )
      yield* updateFor(a.key, (s) => ({ ...s, identity }))
    }).pipe(Effect.withSpan("Portfolio.loadIdentity"))

    return {
      state: ref,
      loadTokens,
      loadTransactions,
      loadNfts,
      loadIdentity,
      setTab: (tab) => SubscriptionRef.update(ref, (s) => ({ ...s, currentTab: tab }))
    }
  })
)
