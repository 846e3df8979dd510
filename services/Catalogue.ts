/**
 * The explorer's side of AllWallets: featured and recommended wallets, the catalogue 40 per
 * page, the debounced search, and the rules the list follows: each wallet once, none the connector list already
 * shows, and how each connects (through WalletConnect when it is configured, else its own page). One per
 * instance: pages loaded stay loaded; the view reads `state` and calls the intents, it never fetches.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { ExplorerWallet } from "../schemas/api/explorer.js"

/** An explorer wallet as AllWallets lists it. */
export interface CatalogueEntry {
  readonly wallet: ExplorerWallet
  /** The `<img src>` of its image (the explorer's URL), when it has one. */
  readonly icon: string | undefined
  /** "walletConnect": it pairs through WalletConnect; "page": WalletConnect is not configured, its page opens. */
  readonly via: "walletConnect" | "page"
}

export interface CatalogueState {
  /** The host's featured wallets, in its order. */
  readonly featured: ReadonlyArray<ExplorerWallet>
  /** The explorer's first 4 recommended wallets (shown above the list when not searching). */
  readonly recommended: ReadonlyArray<ExplorerWallet>
  /** Every page loaded so far, in order. */
  readonly wallets: ReadonlyArray<ExplorerWallet>
  /** How many wallets the listing holds in all (the explorer's `count`). */
  readonly count: number
  /** The last page loaded (0 before the first). */
  readonly page: number
  /** A page is on its way. */
  readonly loading: boolean
  /** The settled (debounced, trimmed) search; "" when not searching. */
  readonly search: string
  /** The results of `search`; undefined while it runs or when not searching. */
  readonly results: ReadonlyArray<ExplorerWallet> | undefined
  /** Where the last answer came from: "bundled" when the explorer was unreachable. */
  readonly source: "explorer" | "bundled"
  /**
   * The rows in order: featured, recommended (not when searching), then the pages or the search results; each
   * wallet once; minus wallets the connector list shows (same explorer id, rdns or case-insensitive name).
   */
  readonly entries: ReadonlyArray<CatalogueEntry>
  /** More pages to ask for (not while searching). */
  readonly hasMore: boolean
}

export interface CatalogueShape {
  readonly state: Subscribable.Subscribable<CatalogueState>
  /** AllWallets shows: the first page, featured and recommended wallets load unless they have; the search is cleared. Never fails. */
  readonly open: Effect.Effect<void>
  /** Loads the next page unless one is loading or all are in. Never fails. */
  readonly loadMore: Effect.Effect<void>
  /**
   * The view's end came into view with `page` pages listed: loads the next one, unless the listing has moved on
   * since (the view saw an earlier state: its effect can run after a page has come in), one is loading or all
   * are in. Never fails.
   */
  readonly loadAfter: (page: number) => Effect.Effect<void>
  /** Searches `query` once it has not changed for the debounce (500 ms); "" stops searching at once. Never fails. */
  readonly setSearch: (query: string) => Effect.Effect<void>
}

export class Catalogue extends Context.Tag("walletport/Catalogue")<Catalogue, CatalogueShape>() {}
