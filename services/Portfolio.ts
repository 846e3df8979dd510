/**
 * The Account panel's data (account tabs, token balances and transaction list state
 * transaction fetch, §5 balance retry gap): tokens, history and identity of the active account.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { IdentityResponse } from "../schemas/entities/IdentityResponse.js"
import type { TokenBalance } from "../schemas/entities/TokenBalance.js"
import type { TransactionsState } from "../schemas/entities/TransactionsState.js"

/** The Account panel tabs. */
export type AccountTab = "tokens" | "nfts" | "activity"

/** The token list of the active account; after a failure `retryAt` (Clock millis) is set until a retry is allowed. */
export interface TokensState {
  readonly status: "idle" | "loading" | "ready" | "failed"
  readonly balances: ReadonlyArray<TokenBalance>
  /** "Token Balance Unavailable" (or a mapped server message) after a failure. */
  readonly error: string | undefined
  readonly retryAt: number | undefined
}

/** NFTs tab: one NFT the account holds. */
export interface NftHolding {
  /** Which token: its contract and token id (lower-cased contract), when the data API gives them. */
  readonly key: string
  readonly name: string
  /** The preview image as the data API gave it (the view shows it only through the image source policy). */
  readonly image: string | undefined
}

/** The NFTs tab: holdings derived from the whole transfer history, not only the pages Activity has loaded. */
export interface NftsState {
  readonly status: "idle" | "loading" | "ready" | "failed"
  /** Most recently received first. */
  readonly holdings: ReadonlyArray<NftHolding>
  /** False when the history was longer than the pages read (older holdings may be missing). */
  readonly complete: boolean
}

export interface PortfolioState {
  /** Whose data this is: `caipNetworkId:address`, or undefined with no account. */
  readonly key: string | undefined
  readonly tokens: TokensState
  readonly transactions: TransactionsState
  /** Set when the last history fetch failed ("Failed to fetch transactions"). */
  readonly transactionsError: string | undefined
  readonly nfts: NftsState
  readonly identity: IdentityResponse
  /** Account.currentTab. */
  readonly currentTab: AccountTab
}

export interface PortfolioShape {
  readonly state: Subscribable.Subscribable<PortfolioState>
  /** Loads the active account's token balances (a retry within 30 s of a failure is refused). Never fails. */
  readonly loadTokens: Effect.Effect<void>
  /** Loads the next history page (the first when `reset`); an error empties the list and clears the cursor. Never fails. */
  readonly loadTransactions: (reset?: boolean) => Effect.Effect<void>
  /**
   * Reads the active account's whole history (every page, up to a bound) and derives the NFTs it holds; a no-op
   * while it runs. Never fails (a failure is the `failed` status).
   */
  readonly loadNfts: Effect.Effect<void>
  /** Loads the active account's profile name and avatar. Never fails. */
  readonly loadIdentity: Effect.Effect<void>
  readonly setTab: (tab: AccountTab) => Effect.Effect<void>
}

export class Portfolio extends Context.Tag("walletport/Portfolio")<Portfolio, PortfolioShape>() {}
