/**
 * The data plane as the runtime provides it: Alerts at once, and BlockchainApi, Explorer and Analytics whose
 * methods forward to dataPlane.ts, imported on the first call (or the first tracked event while analytics is
 * on). A failed chunk load is a defect: the page cannot run the feature.
 */
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as FiberId from "effect/FiberId"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
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
import { walletImageUrlFor } from "./walletImageUrl.js"

/** Runs `load` once; later and concurrent callers wait for its result. */
const once = <A>(load: Effect.Effect<A>): Effect.Effect<A> => {
  let loaded: Deferred.Deferred<A> | undefined
  return Effect.suspend(() => {
    if (loaded !== undefined) return Deferred.await(loaded)
    const deferred = Deferred.unsafeMake<A>(FiberId.none)
    loaded = deferred
    return Effect.zipRight(Effect.intoDeferred(load, deferred), Deferred.await(deferred))
  })
}

const forwardApi = (api: Effect.Effect<BlockchainApiShape>): BlockchainApiShape => ({
  getSupportedChains: Effect.flatMap(api, (s) => s.getSupportedChains),
  getIdentity: (a) => Effect.flatMap(api, (s) => s.getIdentity(a)),
  getHistory: (a) => Effect.flatMap(api, (s) => s.getHistory(a)),
  getBalances: (a) => Effect.flatMap(api, (s) => s.getBalances(a)),
  getNativeBalance: (a) => Effect.flatMap(api, (s) => s.getNativeBalance(a)),
  getSwapQuotes: (a) => Effect.flatMap(api, (s) => s.getSwapQuotes(a)),
  getSwapTokens: (a) => Effect.flatMap(api, (s) => s.getSwapTokens(a)),
  getFungiblePrices: (a) => Effect.flatMap(api, (s) => s.getFungiblePrices(a)),
  getAllowance: (a) => Effect.flatMap(api, (s) => s.getAllowance(a)),
  getGasPrice: (a) => Effect.flatMap(api, (s) => s.getGasPrice(a)),
  buildSwapTransaction: (a) => Effect.flatMap(api, (s) => s.buildSwapTransaction(a)),
  buildApproveTransaction: (a) => Effect.flatMap(api, (s) => s.buildApproveTransaction(a)),
  lookupName: (a) => Effect.flatMap(api, (s) => s.lookupName(a)),
  reverseLookup: (a) => Effect.flatMap(api, (s) => s.reverseLookup(a)),
  getNameSuggestions: (a) => Effect.flatMap(api, (s) => s.getNameSuggestions(a)),
  registerName: (a) => Effect.flatMap(api, (s) => s.registerName(a)),
  getOnrampUrl: (a) => Effect.flatMap(api, (s) => s.getOnrampUrl(a)),
  getOnrampOptions: (a) => Effect.flatMap(api, (s) => s.getOnrampOptions(a)),
  getOnrampQuote: (a) => Effect.flatMap(api, (s) => s.getOnrampQuote(a)),
  getSession: (a) => Effect.flatMap(api, (s) => s.getSession(a)),
  revokeSession: (a) => Effect.flatMap(api, (s) => s.revokeSession(a))
})

const forwardExplorer = (explorer: Effect.Effect<ExplorerShape>, imageUrl: (imageId: string) => string): ExplorerShape => ({
  getWallets: (a) => Effect.flatMap(explorer, (s) => s.getWallets(a)),
  getRecommendedWallets: (a) => Effect.flatMap(explorer, (s) => s.getRecommendedWallets(a)),
  getFeaturedWallets: (a) => Effect.flatMap(explorer, (s) => s.getFeaturedWallets(a)),
  searchWallets: (a) => Effect.flatMap(explorer, (s) => s.searchWallets(a)),
  walletImageUrl: imageUrl,
  checkOrigin: (origin) => Effect.flatMap(explorer, (s) => s.checkOrigin(origin)),
  getAnalyticsConfig: Effect.flatMap(explorer, (s) => s.getAnalyticsConfig)
})

// With analytics off nothing is queued, so tracking never loads the chunk.
const forwardAnalytics = (analytics: Effect.Effect<AnalyticsShape>, on: boolean): AnalyticsShape =>
  on
    ? {
      track: (event, address) => Effect.flatMap(analytics, (s) => s.track(event, address)),
      trackError: (error) => Effect.flatMap(analytics, (s) => s.trackError(error)),
      flush: Effect.flatMap(analytics, (s) => s.flush)
    }
    : { track: () => Effect.void, trackError: () => Effect.void, flush: Effect.void }

/** The lazily loaded data plane over `page` (the browser's by default). */
export const lazyDataLive = (
  page: AnalyticsPage = browserPage
): Layer.Layer<BlockchainApi | Explorer | Analytics, never, Config | Storage | Alerts | Events> =>
  Layer.scopedContext(
    Effect.gen(function*() {
      const context = yield* Effect.context<Config | Storage | Alerts | Scope.Scope>()
      const config = Context.get(context, Config)
      const plane = once(
        Effect.promise(() => import("./dataPlane.js")).pipe(Effect.flatMap((m): Effect.Effect<DataPlane> => m.loadDataPlane(context, page)))
      )
      const analytics = forwardAnalytics(Effect.map(plane, (p) => p.analytics), config.features.analytics)
      yield* forwardEvents(analytics)
      return Context.make(BlockchainApi, forwardApi(Effect.map(plane, (p) => p.api))).pipe(
        Context.add(Explorer, forwardExplorer(Effect.map(plane, (p) => p.explorer), walletImageUrlFor(config))),
        Context.add(Analytics, analytics)
      )
    })
  )

/** The whole data plane for the runtime: alerts, then the lazily loaded services. */
export const LazyDataLive: Layer.Layer<Alerts | BlockchainApi | Explorer | Analytics, never, Config | Storage | Events> = lazyDataLive()
  .pipe(Layer.provideMerge(AlertsLive))
