/**
 * The data plane as the runtime provides it: Alerts at once, and BlockchainApi, Explorer and Analytics whose
 * methods forward to dataPlane.ts, imported on the first call (or the first tracked event while analytics is
 * on). A chunk that does not download fails that call and is imported again by the next one (lazyChunk):
 * the services' contracts have no place for ChunkLoadFailed, so a data call dies with it, and a tracked
 * event is dropped (analytics never fails its caller).
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
import { lazyChunk } from "./lazyChunk.js"
import { walletImageUrlFor } from "./walletImageUrl.js"

type DataPlaneModule = typeof import("./dataPlane.js")

/** Runs `build` once (with the first module given); later and concurrent callers wait for its result. */
const once = <M, A>(build: (module: M) => Effect.Effect<A>): ((module: M) => Effect.Effect<A>) => {
  let built: Deferred.Deferred<A> | undefined
  return (module) =>
    Effect.suspend(() => {
      if (built !== undefined) return Deferred.await(built)
      const deferred = Deferred.unsafeMake<A>(FiberId.none)
      built = deferred
      return Effect.zipRight(Effect.intoDeferred(build(module), deferred), Deferred.await(deferred))
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
 * The lazily loaded data plane over `page` (the browser's by default), its chunk from `load` (tests pass
 * their own).
 */
export const lazyDataLive = (
  page: AnalyticsPage = browserPage,
  load: () => Promise<DataPlaneModule> = () => import("./dataPlane.js")
): Layer.Layer<BlockchainApi | Explorer | Analytics, never, Config | Storage | Alerts | Events> =>
  Layer.scopedContext(
    Effect.gen(function*() {
      const context = yield* Effect.context<Config | Storage | Alerts | Scope.Scope>()
      const config = Context.get(context, Config)
      // The chunk is retried until it loads; the plane is built once, from the first chunk that did.
      const build = once((m: DataPlaneModule): Effect.Effect<DataPlane> => m.loadDataPlane(context, page))
      const plane = Effect.flatMap(lazyChunk("the data plane", load), build)
      const analytics = forwardAnalytics(
        Effect.catchAll(Effect.map(plane, (p) => p.analytics), (failure) =>
          Effect.as(Effect.logWarning("walletport: analytics event dropped", failure), DROP_ANALYTICS)),
        config.features.analytics
      )
      yield* forwardEvents(analytics)
      const served = Effect.orDie(plane)
      return Context.make(BlockchainApi, forwardApi(Effect.map(served, (p) => p.api))).pipe(
        Context.add(Explorer, forwardExplorer(Effect.map(served, (p) => p.explorer), walletImageUrlFor(config))),
        Context.add(Analytics, analytics)
      )
    })
  )

/** The whole data plane for the runtime: alerts, then the lazily loaded services. */
export const LazyDataLive: Layer.Layer<Alerts | BlockchainApi | Explorer | Analytics, never, Config | Storage | Events> = lazyDataLive()
  .pipe(Layer.provideMerge(AlertsLive))
