/**
 * The Catalogue service (services/Catalogue.ts) over the Explorer and the connector list: a small state
 * machine (pages, search, featured, recommended) whose rows are derived here, again whenever the connector
 * list changes (a wallet announcing itself leaves the catalogue rows).
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { ExplorerWallet } from "../../schemas/api/explorer.js"
import { DEBOUNCE_DEFAULT_MS } from "../../schemas/constants.js"
import { searchWallets } from "../../schemas/walletSearch.js"
import { Catalogue, type CatalogueEntry, type CatalogueState } from "../../services/Catalogue.js"
import { type ConnectorEntry, Connectors } from "../../services/Connectors.js"
import { Explorer } from "../../services/Explorer.js"

export const INITIAL_CATALOGUE: CatalogueState = {
  featured: [],
  recommended: [],
  wallets: [],
  count: 0,
  page: 0,
  loading: false,
  search: "",
  results: undefined,
  source: "explorer",
  entries: [],
  hasMore: true
}

/** What the rows depend on besides the explorer's answers. */
interface Listing {
  /** Explorer ids, rdns and lower-cased names of the wallets the connector list shows. */
  readonly known: ReadonlySet<string>
  /** WalletConnect is in the connector list: catalogue wallets pair through it. */
  readonly walletConnect: boolean
}

const listingOf = (connectors: ReadonlyArray<ConnectorEntry>): Listing => ({
  known: new Set(connectors.flatMap((c) => [c.id, c.name.toLowerCase(), ...(c.rdns === undefined ? [] : [c.rdns]), ...Object.values(c.walletIds)])),
  walletConnect: connectors.some((c) => c.group === "walletConnect")
})

/** More pages to load: none loaded yet, or fewer wallets than the explorer counts. */
const morePages = (s: CatalogueState): boolean => s.page === 0 || s.wallets.length < s.count

/**
 * The state with its rows and `hasMore` derived from the explorer's answers and the listing. While a search
 * waits for the explorer, the wallets already loaded whose name matches stand in for its answer: the list
 * goes from them to the answer without emptying, so a row the visitor is tapping stays (and stays pickable).
 */
export const deriveRows = (s: CatalogueState, listing: Listing, icon: (wallet: ExplorerWallet) => string | undefined): CatalogueState => {
  const loaded = [s.featured, s.recommended, s.wallets]
  const groups = s.search === "" ? loaded : [s.results ?? searchWallets(loaded.flat(), s.search)]
  const seen = new Set<string>()
  const entries: Array<CatalogueEntry> = []
  for (const wallet of groups.flat()) {
    const { known } = listing
    if (seen.has(wallet.id) || known.has(wallet.id) || known.has(wallet.name.toLowerCase()) || (wallet.rdns != null && known.has(wallet.rdns))) continue
    seen.add(wallet.id)
    entries.push({ wallet, icon: icon(wallet), via: listing.walletConnect ? "walletConnect" : "page" })
  }
  return { ...s, entries, hasMore: s.search === "" && morePages(s) }
}

export const CatalogueLive: Layer.Layer<Catalogue, never, Explorer | Connectors> = Layer.scoped(
  Catalogue,
  Effect.gen(function*() {
    const explorer = yield* Explorer
    const connectors = yield* Connectors
    const scope = yield* Effect.scope
    const listing = yield* Ref.make(listingOf(yield* connectors.list.get))
    const state = yield* SubscriptionRef.make(INITIAL_CATALOGUE)
    const pending = yield* Ref.make<Fiber.RuntimeFiber<void> | undefined>(undefined)
    const started = yield* Ref.make(false)
    const icon = (wallet: ExplorerWallet) => (wallet.image_id === undefined ? undefined : explorer.walletImageUrl(wallet.image_id))

    /** Every change goes through here, so the rows always match the answers and the listing. */
    const update = (f: (s: CatalogueState) => CatalogueState) =>
      SubscriptionRef.updateEffect(state, (s) => Effect.map(Ref.get(listing), (l) => deriveRows(f(s), l, icon)))

    // The connector list changes as wallets announce: a wallet now on the page leaves the catalogue rows.
    yield* connectors.list.changes.pipe(
      Stream.runForEach((list) => Effect.zipRight(Ref.set(listing, listingOf(list)), update((s) => s))),
      Effect.forkScoped
    )

    /** Claims and loads the next page when `wanted` says so of the state (and none loads, and more exist). */
    const loadNext = (wanted: (s: CatalogueState) => boolean) => Effect.uninterruptibleMask((restore) =>
      Effect.gen(function*() {
        // Claim the next page atomically: a second call while one loads is a no-op.
        const next = yield* SubscriptionRef.modify(state, (s) =>
          s.loading || !morePages(s) || !wanted(s) ? [undefined, s] as const : [s.page + 1, { ...s, loading: true }] as const
        )
        if (next === undefined) return
        yield* restore(explorer.getWallets({ page: next })).pipe(
          Effect.onExit((exit) =>
            update((s) =>
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

    const loadMore = loadNext(() => true).pipe(Effect.withSpan("Catalogue.loadMore"))
    const loadAfter = (page: number) => loadNext((s) => s.page === page).pipe(Effect.withSpan("Catalogue.loadAfter"))

    const runSearch = (search: string) =>
      Effect.sleep(Duration.millis(DEBOUNCE_DEFAULT_MS)).pipe(
        Effect.zipRight(update((s) => ({ ...s, search, results: undefined }))),
        Effect.zipRight(explorer.searchWallets({ search })),
        Effect.flatMap((page) => update((s) => (s.search === search ? { ...s, results: page.data, source: page.source } : s)))
      )

    const setSearch = (query: string) =>
      Effect.gen(function*() {
        const search = query.trim()
        const previous = yield* Ref.getAndSet(pending, undefined)
        if (previous !== undefined) yield* Fiber.interrupt(previous)
        if (search === "") return yield* update((s) => ({ ...s, search: "", results: undefined }))
        // A newer query interrupts this one, wherever it is (waiting out the debounce or searching).
        yield* Ref.set(pending, yield* Effect.forkIn(runSearch(search), scope))
      }).pipe(Effect.withSpan("Catalogue.setSearch"))

    const side = (effect: Effect.Effect<{ readonly data: ReadonlyArray<ExplorerWallet> }>, key: "featured" | "recommended") =>
      Effect.flatMap(effect, (page) => update((s) => ({ ...s, [key]: page.data })))

    const open = Effect.gen(function*() {
      yield* setSearch("")
      if (yield* Ref.getAndSet(started, true)) return
      // The instance's, not the view's: closing AllWallets mid-load keeps what arrives for the next visit.
      yield* Effect.forkIn(
        Effect.all([side(explorer.getFeaturedWallets(), "featured"), side(explorer.getRecommendedWallets(), "recommended"), loadMore], {
          concurrency: "unbounded",
          discard: true
        }),
        scope
      )
    }).pipe(Effect.withSpan("Catalogue.open"))

    return { state, open, loadMore, loadAfter, setSearch }
  })
)
