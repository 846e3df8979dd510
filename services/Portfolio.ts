/**
 * The Account panel's data (SPEC §2 account tabs, §3 token balances and transaction list state, §4
 * transaction fetch, §5 balance retry gap): tokens, history and identity of the active account.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { IdentityResponse } from "../schemas/entities/IdentityResponse.js"
import type { TokenBalance } from "../schemas/entities/TokenBalance.js"
import type { TransactionsState } from "../schemas/entities/TransactionsState.js"

/** SPEC §2: the Account panel tabs. */
export type AccountTab = "tokens" | "nfts" | "activity"

/** The token list of the active account; after a failure `retryAt` (Clock millis) is set until a retry is allowed (SPEC §5). */
export interface TokensState {
  readonly status: "idle" | "loading" | "ready" | "failed"
  readonly balances: ReadonlyArray<TokenBalance>
  /** "Token Balance Unavailable" (or a mapped server message) after a failure. */
  readonly error: string | undefined
  readonly retryAt: number | undefined
}

export interface PortfolioState {
  /** Whose data this is: `caipNetworkId:address`, or undefined with no account. */
  readonly key: string | undefined
  readonly tokens: TokensState
  readonly transactions: TransactionsState
  /** Set when the last history fetch failed ("Failed to fetch transactions"). */
  readonly transactionsError: string | undefined
  readonly identity: IdentityResponse
  /** SPEC §3 Account.currentTab. */
  readonly currentTab: AccountTab
}

export interface PortfolioShape {
  readonly state: Subscribable.Subscribable<PortfolioState>
  /** Loads the active account's token balances (a retry within 30 s of a failure is refused). Never fails. */
  readonly loadTokens: Effect.Effect<void>
  /** Loads the next history page (the first when `reset`); an error empties the list and clears the cursor. Never fails. */
  readonly loadTransactions: (reset?: boolean) => Effect.Effect<void>
  /** Loads the active account's profile name and avatar. Never fails. */
  readonly loadIdentity: Effect.Effect<void>
  readonly setTab: (tab: AccountTab) => Effect.Effect<void>
}

export class Portfolio extends Context.Tag("walletport/Portfolio")<Portfolio, PortfolioShape>() {}
