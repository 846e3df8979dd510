/** The Account panel's data (Portfolio) of the loaded instance and its intents, for the account containers. */
import * as Effect from "effect/Effect"
import type { AccountTab, PortfolioState } from "../../services/Portfolio.js"
import { Portfolio } from "../../services/Portfolio.js"
import { useServiceState } from "./useService.js"

const portfolioState = Effect.map(Portfolio, (portfolio) => portfolio.state)

/** Portfolio's intents, as programs for `run`. */
export const portfolioIntents = {
  /** Everything the Account panel shows of a (new) account or network. */
  loadAccount: Effect.flatMap(Portfolio, (p) => Effect.all([p.loadTokens, p.loadTransactions(true), p.loadIdentity], { concurrency: "unbounded", discard: true })),
  loadTokens: Effect.flatMap(Portfolio, (p) => p.loadTokens),
  loadTransactions: (reset?: boolean) => Effect.flatMap(Portfolio, (p) => p.loadTransactions(reset)),
  loadNfts: Effect.flatMap(Portfolio, (p) => p.loadNfts),
  setTab: (tab: AccountTab) => Effect.flatMap(Portfolio, (p) => p.setTab(tab))
} as const

/** Portfolio's state; undefined until the first value arrives (just after the first commit). */
export const usePortfolio = (): PortfolioState | undefined => useServiceState(portfolioState)
