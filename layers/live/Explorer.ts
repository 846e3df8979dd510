/**
 * Explorer (SPEC §7 wallet-explorer service) over @effect/platform's HttpClient, at the host's `explorerUrl`
 * (default: the hosted service). Wallet listings fall back to the bundled catalogue (its own chunk) when the
 * explorer cannot be reached; the origins check raises Invalid App Configuration once for an unlisted origin.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { AnalyticsConfig, type ExplorerWallet, originAllowed, OriginsResponse, WalletsResponse } from "../../schemas/api/explorer.js"
import { apiHosts } from "../../schemas/api/hosts.js"
import { RECOMMENDED_WALLETS_PAGE_SIZE, WALLET_LIST_PAGE_SIZE, WALLET_SEARCH_PAGE_SIZE } from "../../schemas/constants.js"
import { Alerts } from "../../services/Alerts.js"
import { Config } from "../../services/Config.js"
import { Explorer, type ExplorerShape, type WalletPage } from "../../services/Explorer.js"
import { makeApiCaller, requestFailed } from "./apiRequest.js"
import { lazyChunk } from "./lazyChunk.js"
import { walletImageUrlFor } from "./walletImageUrl.js"

/** The bundled catalogue, loaded only when the explorer does not answer. */
const bundledChunk = lazyChunk("the bundled wallet list", () => import("./bundledWallets.js"))

/** The query of one listing, as the explorer takes it and the bundled fallback applies it. */
export interface Listing {
  readonly page: number
  readonly entries: number
  readonly search?: string
  readonly include?: ReadonlyArray<string>
  readonly exclude?: ReadonlyArray<string>
  readonly chains?: ReadonlyArray<string>
}

const list = (ids: ReadonlyArray<string> | undefined): string | undefined =>
  ids === undefined || ids.length === 0 ? undefined : ids.join(",")

/** A wallet chain entry matches a CAIP-2 id exactly, or as a bare namespace (bundled entries). */
const servesChain = (wallet: ExplorerWallet, chains: ReadonlyArray<string>): boolean =>
  wallet.chains === undefined ||
  wallet.chains.some((entry) => chains.some((chain) => chain === entry || chain.startsWith(`${entry}:`)))

/** The explorer's filters applied to a local catalogue (the bundled fallback). */
export const applyListing = (wallets: ReadonlyArray<ExplorerWallet>, q: Listing): { count: number; data: ReadonlyArray<ExplorerWallet> } => {
  const search = q.search?.toLowerCase()
  const matching = wallets.filter((w) =>
    (q.include === undefined || q.include.length === 0 || q.include.includes(w.id)) &&
    !(q.exclude ?? []).includes(w.id) &&
    (q.chains === undefined || q.chains.length === 0 || servesChain(w, q.chains)) &&
    (search === undefined || w.name.toLowerCase().includes(search))
  )
  const start = (q.page - 1) * q.entries
  return { count: matching.length, data: matching.slice(start, start + q.entries) }
}

/** Puts wallets in the order of `ids` (SPEC §2 featured order); others keep theirs, after. */
const inOrder = (wallets: ReadonlyArray<ExplorerWallet>, ids: ReadonlyArray<string>): ReadonlyArray<ExplorerWallet> => {
  const rank = (w: ExplorerWallet) => {
    const i = ids.indexOf(w.id)
    return i < 0 ? ids.length : i
  }
  return [...wallets].sort((a, b) => rank(a) - rank(b))
}

export const makeExplorer: Effect.Effect<ExplorerShape, never, HttpClient.HttpClient | Config | Alerts> = Effect.gen(function*() {
  const config = yield* Config
  const alerts = yield* Alerts
  const base = apiHosts(config).explorer
  const { call } = makeApiCaller(yield* HttpClient.HttpClient, base, config.projectId)

  const fetchListing = (q: Listing): Effect.Effect<WalletPage> =>
    call({
      method: "GET",
      path: "/getWallets",
      query: {
        page: q.page,
        entries: q.entries,
        search: q.search,
        include: list(q.include),
        exclude: list(q.exclude),
        chains: list(q.chains)
      },
      response: WalletsResponse
    }).pipe(
      Effect.map((r): WalletPage => ({ ...r, source: "explorer" })),
      Effect.catchAll((failure) =>
        Effect.logDebug("wallet explorer unavailable, listing the bundled catalogue", failure).pipe(
          Effect.zipRight(bundledChunk),
          Effect.map(({ BUNDLED_WALLETS }): WalletPage => ({ ...applyListing(BUNDLED_WALLETS, q), source: "bundled" })),
          // Neither the explorer nor the bundled list: this listing dies, the next one imports again.
          Effect.orDie
        )
      )
    )

  const hostExcluded = [...config.excludeWalletIds, ...config.featuredWalletIds]
  const chainsOf = (chains: ReadonlyArray<string> | undefined) => chains ?? config.networks.map((n) => n.caipNetworkId)

  const shape: ExplorerShape = {
    getWallets: Effect.fn("Explorer.getWallets")(function*(a) {
      return yield* fetchListing({
        page: a.page,
        entries: WALLET_LIST_PAGE_SIZE,
        include: config.includeWalletIds,
        exclude: [...hostExcluded, ...(a.exclude ?? [])],
        chains: chainsOf(a.chains)
      })
    }),
    getRecommendedWallets: Effect.fn("Explorer.getRecommendedWallets")(function*(a) {
      return yield* fetchListing({
        page: 1,
        entries: RECOMMENDED_WALLETS_PAGE_SIZE,
        include: config.includeWalletIds,
        exclude: hostExcluded,
        chains: chainsOf(a?.chains)
      })
    }),
    getFeaturedWallets: Effect.fn("Explorer.getFeaturedWallets")(function*(a) {
      const ids = config.featuredWalletIds
      if (ids.length === 0) return { count: 0, data: [], source: "explorer" }
      const page = yield* fetchListing({ page: 1, entries: ids.length, include: ids, chains: chainsOf(a?.chains) })
      return { ...page, data: inOrder(page.data, ids) }
    }),
    searchWallets: Effect.fn("Explorer.searchWallets")(function*(a) {
      const search = a.search.trim()
      if (search.length === 0) return { count: 0, data: [], source: "explorer" }
      return yield* fetchListing({
        page: 1,
        entries: WALLET_SEARCH_PAGE_SIZE,
        search,
        include: config.includeWalletIds,
        exclude: config.excludeWalletIds,
        chains: chainsOf(a.chains)
      })
    }),
    walletImageUrl: walletImageUrlFor(config),
    checkOrigin: Effect.fn("Explorer.checkOrigin")(function*(origin: string) {
      const result = yield* call({ method: "GET", path: "/projects/v1/origins", response: OriginsResponse }).pipe(
        Effect.map((r) => r.allowedOrigins),
        Effect.catchAll((failure) =>
          // 429 and 5xx are the explorer's trouble and say so; 403 or no answer means "no list".
          failure.status === 429 || (failure.status !== undefined && failure.status >= 500)
            ? Effect.fail(requestFailed(failure))
            : Effect.succeed(undefined)
        )
      )
      if (result === undefined) return "noList" as const
      if (originAllowed(result, origin)) return "allowed" as const
      yield* alerts.raise("invalidAppConfiguration")
      return "notListed" as const
    }),
    getAnalyticsConfig: call({ method: "GET", path: "/getAnalyticsConfig", response: AnalyticsConfig }).pipe(
      Effect.mapError(requestFailed),
      Effect.withSpan("Explorer.getAnalyticsConfig")
    )
  }
  return shape
})

export const ExplorerLive: Layer.Layer<Explorer, never, HttpClient.HttpClient | Config | Alerts> = Layer.effect(Explorer, makeExplorer)
