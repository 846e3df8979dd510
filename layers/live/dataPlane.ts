/**
 * The data plane proper, in its own chunk: BlockchainApi, Explorer and Analytics (queue, transport, pagehide)
 * over the page's fetch. lazyData.ts imports this on the first data call or tracked event, so the HTTP stack,
 * the API schemas and the analytics queue stay out of what the first open loads.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import type * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import type { Alerts } from "../../services/Alerts.js"
import type { AnalyticsShape } from "../../services/Analytics.js"
import type { BlockchainApiShape } from "../../services/BlockchainApi.js"
import type { Config } from "../../services/Config.js"
import { Explorer, type ExplorerShape } from "../../services/Explorer.js"
import type { Storage } from "../../services/Storage.js"
import { makeAnalytics } from "./Analytics.js"
import type { AnalyticsPage } from "./AnalyticsPage.js"
import { makeAnalyticsTransport } from "./analyticsTransport.js"
import { makeBlockchainApi } from "./BlockchainApi.js"
import { makeExplorer } from "./Explorer.js"

export interface DataPlane {
  readonly api: BlockchainApiShape
  readonly explorer: ExplorerShape
  readonly analytics: AnalyticsShape
}

/** Builds the three over fetch, in the instance's context (its Scope ends the analytics poster). */
export const loadDataPlane = (
  context: Context.Context<Config | Storage | Alerts | Scope.Scope>,
  page: AnalyticsPage
): Effect.Effect<DataPlane> =>
  Effect.gen(function*() {
    const api = yield* makeBlockchainApi
    const explorer = yield* makeExplorer
    const transport = yield* makeAnalyticsTransport
    const analytics = yield* makeAnalytics(page, Effect.succeed(transport)).pipe(Effect.provideService(Explorer, explorer))
    return { api, explorer, analytics }
  }).pipe(Effect.provide(FetchHttpClient.layer), Effect.provide(context))
