/** An in-memory Explorer for tests: lists the given wallets with the live layer's filters and page sizes. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { ExplorerWallet } from "../../schemas/api/explorer.js"
import { RECOMMENDED_WALLETS_PAGE_SIZE, WALLET_LIST_PAGE_SIZE, WALLET_SEARCH_PAGE_SIZE } from "../../schemas/constants.js"
import { Explorer } from "../../services/Explorer.js"
import { applyListing } from "../live/Explorer.js"

export interface ExplorerFixture {
  readonly wallets?: ReadonlyArray<ExplorerWallet>
  readonly allowedOrigins?: ReadonlyArray<string>
  readonly analyticsEnabled?: boolean
}

export const explorerTest = (fixture: ExplorerFixture = {}): Layer.Layer<Explorer> =>
  Layer.succeed(Explorer, {
    getWallets: (a) =>
      Effect.succeed({ ...applyListing(fixture.wallets ?? [], { page: a.page, entries: WALLET_LIST_PAGE_SIZE, ...(a.exclude === undefined ? {} : { exclude: a.exclude }) }), source: "explorer" }),
    getRecommendedWallets: () =>
      Effect.succeed({ ...applyListing(fixture.wallets ?? [], { page: 1, entries: RECOMMENDED_WALLETS_PAGE_SIZE }), source: "explorer" }),
    getFeaturedWallets: () => Effect.succeed({ count: 0, data: [], source: "explorer" }),
    searchWallets: (a) =>
      Effect.succeed({
        ...applyListing(fixture.wallets ?? [], { page: 1, entries: WALLET_SEARCH_PAGE_SIZE, search: a.search.trim() }),
        source: "explorer"
      }),
    walletImageUrl: (imageId) => `data:,${encodeURIComponent(imageId)}`,
    checkOrigin: (origin) =>
      Effect.succeed(fixture.allowedOrigins === undefined ? "noList" : fixture.allowedOrigins.includes(origin) ? "allowed" : "notListed"),
    getAnalyticsConfig: Effect.succeed({ isAnalyticsEnabled: fixture.analyticsEnabled ?? true })
  })
