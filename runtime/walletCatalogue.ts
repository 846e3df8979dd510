/**
 * The explorer's side of AllWallets (SPEC §2, §7, §9), a small state machine over the Explorer service:
 * featured and recommended wallets, the catalogue 40 per page (the view asks for the next page near the end
 * of its list), and the debounced search (up to 100, trimmed). The view only reads `state` and calls
 * `loadMore` / `setSearch`; it never fetches. One catalogue per AllWallets view, closed with its scope.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type * as Subscribable from "effect/Subscribable"
import type { ExplorerWallet } from "../schemas/api/explorer.js"
import { DEBOUNCE_DEFAULT_MS } from "../schemas/constants.js"
import { Explorer } from "../services/Explorer.js"

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
}

export interface WalletCatalogue {
  readonly state: Subscribable.Subscribable<CatalogueState>
  /** Loads the next page unless one is loading or all are in. Never fails. */
  readonly loadMore: Effect.Effect<void>
  /** Searches `query` once it has not changed for the debounce (SPEC §9: 500 ms); "" stops searching at once. */
  readonly setSearch: (query: string) => Effect.Effect<void>
  /** The `<img src>` of a wallet's image. */
  readonly imageUrl: (wallet: ExplorerWallet) => string | undefined
}

export const INITIAL_CATALOGUE: CatalogueState = {
  featured: [],
  recommended: [],
  wallets: [],
  count: 0,
  page: 0,
  loading: false,
  search: "",
  results: undefined,
  source: "explorer"
}

/** More pages to load: none loaded yet, or fewer wallets than the explorer counts. */
export const hasMore = (s: CatalogueState): boolean => s.page === 0 || s.wallets.length < s.count

/**
 * The catalogue; its first page, featured and recommended wallets start loading at once. `exclude`: explorer
 * ids already in the list (installed wallets), kept out of the pages.
 */
export const makeWalletCatalogue = (
  options: { readonly exclude?: ReadonlyArray<string> } = {}
): Effect.Effect<WalletCatalogue, never, Explorer | Scope.Scope> =>
  Effect.gen(function*() {
    const explorer = yield* Explorer
    const scope = yield* Effect.scope
    const state = yield* SubscriptionRef.make(INITIAL_CATALOGUE)
    const pending = yield* Ref.make<Fiber.RuntimeFiber<void> | undefined>(undefined)
    const exclude = options.exclude ?? []

    const loadMore = Effect.uninterruptibleMask((restore) =>
      Effect.gen(function*() {
        // Claim the next page atomically: a second call while one loads is a no-op.
        const next = yield* SubscriptionRef.modify(state, (s) =>
          s.loading || !hasMore(s) ? [undefined, s] as const : [s.page + 1, { ...s, loading: true }] as const
        )
        if (next === undefined) return
        yield* restore(explorer.getWallets({ page: next, ...(exclude.length === 0 ? {} : { exclude }) })).pipe(
          Effect.onExit((exit) =>
            SubscriptionRef.update(state, (s) =>
              exit._tag === "Success"
                ? {
                  ...s,
                  loading: false,
                  page: next,
                  // An empty page ends the listing whatever the count said (no endless re-asking).
                  count: exit.value.data.length === 0 ? s.wallets.length : exit.value.count,
                  wallets: [...s.wallets, ...exit.value.data],
                  source: exit.value.source
                }
                : { ...s, loading: false }
            )
          ),
          Effect.ignore
        )
      })
    )

    const runSearch = (search: string) =>
      Effect.sleep(Duration.millis(DEBOUNCE_DEFAULT_MS)).pipe(
        Effect.zipRight(SubscriptionRef.update(state, (s) => ({ ...s, search, results: undefined }))),
        Effect.zipRight(explorer.searchWallets({ search })),
        Effect.flatMap((page) => SubscriptionRef.update(state, (s) => (s.search === search ? { ...s, results: page.data, source: page.source } : s)))
      )

    const setSearch = (query: string) =>
      Effect.gen(function*() {
        const search = query.trim()
        const previous = yield* Ref.getAndSet(pending, undefined)
        if (previous !== undefined) yield* Fiber.interrupt(previous)
        if (search === "") return yield* SubscriptionRef.update(state, (s) => ({ ...s, search: "", results: undefined }))
        // A newer query interrupts this one, wherever it is (waiting out the debounce or searching).
        yield* Ref.set(pending, yield* Effect.forkIn(runSearch(search), scope))
      })

    const side = (effect: Effect.Effect<{ readonly data: ReadonlyArray<ExplorerWallet> }>, key: "featured" | "recommended") =>
      effect.pipe(Effect.flatMap((page) => SubscriptionRef.update(state, (s) => ({ ...s, [key]: page.data }))))
    yield* Effect.forkScoped(
      Effect.all([side(explorer.getFeaturedWallets(), "featured"), side(explorer.getRecommendedWallets(), "recommended"), loadMore], {
        concurrency: "unbounded",
        discard: true
      })
    )

    return {
      state,
      loadMore,
      setSearch,
      imageUrl: (wallet) => (wallet.image_id === undefined ? undefined : explorer.walletImageUrl(wallet.image_id))
    }
  })

/**
 * AllWallets' explorer rows in order, each wallet once: featured, then recommended (not when searching),
 * then the pages or the search results; minus wallets already listed as installed (`listed`: their ids,
 * rdns and lower-cased names).
 */
export const catalogueOrder = (s: CatalogueState, listed: ReadonlySet<string>): ReadonlyArray<ExplorerWallet> => {
  const groups = s.search === "" ? [s.featured, s.recommended, s.wallets] : [s.results ?? []]
  const seen = new Set<string>()
  const out: Array<ExplorerWallet> = []
  for (const wallet of groups.flat()) {
    if (seen.has(wallet.id) || listed.has(wallet.id) || listed.has(wallet.name.toLowerCase()) || (wallet.rdns != null && listed.has(wallet.rdns))) continue
    seen.add(wallet.id)
    out.push(wallet)
  }
  return out
}
