/**
 * The data plane as the runtime provides it: Alerts at once, and BlockchainApi, Explorer and Analytics whose
 * methods forward to dataPlane.ts, imported on the first call (or the first tracked event while analytics is
 * on). A chunk that does not download fails that call and is imported again by the next one (lazyChunk):
 * a data call fails with its own catalogue error (caused by the ChunkLoadFailed), so its caller's handling
 * and retry apply, and a tracked event is dropped (analytics never fails its caller).
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import type { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { ApiRequestFailed, TokenBalanceUnavailable } from "../../schemas/errors/dataApi.js"
import { NamesForAddressFailed, NameSuggestionsFailed, RegisterNameFailed, ResolveNameFailed } from "../../schemas/errors/names.js"
import { FetchTransactionsFailed } from "../../schemas/errors/transactions.js"
import { Alerts } from "../../services/Alerts.js"
import { Analytics, type AnalyticsShape } from "../../services/Analytics.js"
import { BlockchainApi, type BlockchainApiShape } from "../../services/BlockchainApi.js"
import { Config } from "../../services/Config.js"
import type { Events } from "../../services/Events.js"
import { Explorer, type ExplorerShape } from "../../services/Explorer.js"
import type { Storage } from "../../services/Storage.js"
import { AlertsLive } from "./Alerts.js"
import { type AnalyticsPage, browserPage } from "./AnalyticsPage.js"
import { forwardEvents } from "./analyticsEvents.js"
import type { DataPlane } from "./dataPlane.js"
import { buildOnce, lazyChunk } from "./lazyChunk.js"
import { walletImageUrlFor } from "./walletImageUrl.js"

type DataPlaneModule = typeof import("./dataPlane.js")

/** The failed download as an API request's failure: the `import()` "request", its cause the ChunkLoadFailed. */
const requestFailed = (cause: ChunkLoadFailed): ApiRequestFailed => new ApiRequestFailed({ path: "import()", cause })

/**
 * Each call fails a failed download with its own catalogue error (the one its callers already handle: the
 * Account panel's "Token Balance Unavailable" and retry, a name lookup's error…). The calls that never fail
 * (onramp options and quote answer a built-in fallback from inside the chunk) die with it.
 */
const forwardApi = (api: Effect.Effect<BlockchainApiShape, ChunkLoadFailed>): BlockchainApiShape => {
  const request = Effect.mapError(api, requestFailed)
  const balances = Effect.mapError(api, (cause) => new TokenBalanceUnavailable({ cause }))
  const history = Effect.mapError(api, (cause) => new FetchTransactionsFailed({ cause }))
  const served = Effect.orDie(api)
  return {
    getSupportedChains: Effect.flatMap(request, (s) => s.getSupportedChains),
    getIdentity: (a) => Effect.flatMap(request, (s) => s.getIdentity(a)),
    getHistory: (a) => Effect.flatMap(history, (s) => s.getHistory(a)),
    getBalances: (a) => Effect.flatMap(balances, (s) => s.getBalances(a)),
    getNativeBalance: (a) => Effect.flatMap(balances, (s) => s.getNativeBalance(a)),
    getSwapQuotes: (a) => Effect.flatMap(request, (s) => s.getSwapQuotes(a)),
    getSwapTokens: (a) => Effect.flatMap(request, (s) => s.getSwapTokens(a)),
    getFungiblePrices: (a) => Effect.flatMap(request, (s) => s.getFungiblePrices(a)),
    getAllowance: (a) => Effect.flatMap(request, (s) => s.getAllowance(a)),
    getGasPrice: (a) => Effect.flatMap(request, (s) => s.getGasPrice(a)),
    buildSwapTransaction: (a) => Effect.flatMap(request, (s) => s.buildSwapTransaction(a)),
    buildApproveTransaction: (a) => Effect.flatMap(request, (s) => s.buildApproveTransaction(a)),
    lookupName: (a) => Effect.flatMap(Effect.mapError(api, (cause) => new ResolveNameFailed({ cause })), (s) => s.lookupName(a)),
    reverseLookup: (a) => Effect.flatMap(Effect.mapError(api, (cause) => new NamesForAddressFailed({ cause })), (s) => s.reverseLookup(a)),
    getNameSuggestions: (a) =>
      Effect.flatMap(Effect.mapError(api, (cause) => new NameSuggestionsFailed({ cause })), (s) => s.getNameSuggestions(a)),
    registerName: (a) =>
      Effect.flatMap(Effect.mapError(api, (cause) => new RegisterNameFailed({ name: a.name, cause })), (s) => s.registerName(a)),
    getOnrampUrl: (a) => Effect.flatMap(request, (s) => s.getOnrampUrl(a)),
    getOnrampOptions: (a) => Effect.flatMap(served, (s) => s.getOnrampOptions(a)),
    getOnrampQuote: (a) => Effect.flatMap(served, (s) => s.getOnrampQuote(a)),
    getSession: (a) => Effect.flatMap(request, (s) => s.getSession(a)),
    revokeSession: (a) => Effect.flatMap(request, (s) => s.revokeSession(a))
  }
}

/**
 * The explorer's calls with a failure channel fail a failed download with ApiRequestFailed; the wallet
 * listings, whose bundled fallback is reached through the chunk, die with it (as they do when neither the
 * explorer nor the bundled list loads).
 */
const forwardExplorer = (explorer: Effect.Effect<ExplorerShape, ChunkLoadFailed>, imageUrl: (imageId: string) => string): ExplorerShape => {
  const request = Effect.mapError(explorer, requestFailed)
  const served = Effect.orDie(explorer)
  return {
    getWallets: (a) => Effect.flatMap(served, (s) => s.getWallets(a)),
    getRecommendedWallets: (a) => Effect.flatMap(served, (s) => s.getRecommendedWallets(a)),
    getFeaturedWallets: (a) => Effect.flatMap(served, (s) => s.getFeaturedWallets(a)),
    searchWallets: (a) => Effect.flatMap(served, (s) => s.searchWallets(a)),
    walletImageUrl: imageUrl,
    checkOrigin: (origin) => Effect.flatMap(request, (s) => s.checkOrigin(origin)),
    getAnalyticsConfig: Effect.flatMap(request, (s) => s.getAnalyticsConfig)
  }
}
/** Analytics that drops what it is given: for the events tracked while the chunk does not download. */
const DROP_ANALYTICS: AnalyticsShape = { track: () => Effect.void, trackError: () => Effect.void, flush: Effect.void }

// With analytics off nothing is queued, so tracking never loads the chunk.
const forwardAnalytics = (analytics: Effect.Effect<AnalyticsShape>, on: boolean): AnalyticsShape =>
  on
    ? {
      track: (event, address) => Effect.flatMap(analytics, (s) => s.track(event, address)),
      trackError: (error) => Effect.flatMap(analytics, (s) => s.trackError(error)),
      flush: Effect.flatMap(analytics, (s) => s.flush)
    }
    : DROP_ANALYTICS

/**
 * The lazily loaded data plane over `page`, its chunk from `load` (tests pass their own).
 *
 * `page` has no default on purpose: with `page = browserPage` and lazyDataLive called once, Next's SWC
 * minifier inlined the call and emptied browserPage to `{}` (it missed that the object escapes through the
 * default parameter), so `page.onPageHide` was not a function in every `next build` (issue 24).
 */
export const lazyDataLive = (
  page: AnalyticsPage,
  load: () => Promise<DataPlaneModule> = () => import("./dataPlane.js")
): Layer.Layer<BlockchainApi | Explorer | Analytics, never, Config | Storage | Alerts | Events> =>
  Layer.scopedContext(
    Effect.gen(function*() {
      const context = yield* Effect.context<Config | Storage | Alerts | Scope.Scope>()
      const config = Context.get(context, Config)
      // The chunk is retried until it loads; the plane is built once, from the first chunk that did.
      const build = buildOnce((m: DataPlaneModule): Effect.Effect<DataPlane> => m.loadDataPlane(context, page))
      const plane = Effect.flatMap(lazyChunk("the data plane", load), build)
      const analytics = forwardAnalytics(
        Effect.catchAll(Effect.map(plane, (p) => p.analytics), (failure) =>
          Effect.as(Effect.logWarning("analytics event dropped", failure), DROP_ANALYTICS)),
        config.features.analytics
      )
      yield* forwardEvents(analytics)
      return Context.make(BlockchainApi, forwardApi(Effect.map(plane, (p) => p.api))).pipe(
        Context.add(Explorer, forwardExplorer(Effect.map(plane, (p) => p.explorer), walletImageUrlFor(config))),
        Context.add(Analytics, analytics)
      )
    })
  )

/** The whole data plane for the runtime: alerts, then the lazily loaded services. */
export const LazyDataLive: Layer.Layer<Alerts | BlockchainApi | Explorer | Analytics, never, Config | Storage | Events> = lazyDataLive(browserPage)
  .pipe(Layer.provideMerge(AlertsLive))
