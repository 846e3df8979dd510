/**
 * Composition (ARCHITECTURE §2: the only place that composes the services' layers). The domain graph is the same for
 * every instance; chain adapters come from the options (tests pass fake ones), the other boundaries are
 * swapped for tests.
 */
import * as Layer from "effect/Layer"
import type { ChunkLoadFailed } from "../schemas/errors/chunk.js"
import { LazyDataLive } from "../layers/live/lazyData.js"
import { PortfolioLive } from "../layers/live/Portfolio.js"
import { OriginCheckLive } from "../layers/live/originCheck.js"
import { AccountProfileLive } from "../layers/live/accountProfile.js"
import { CatalogueLive } from "../layers/live/Catalogue.js"
import { EmbeddedWalletLive } from "../layers/live/EmbeddedWallet.js"
import type { EmbeddedWallet } from "../services/EmbeddedWallet.js"
import type { Catalogue } from "../services/Catalogue.js"
import type { Portfolio } from "../services/Portfolio.js"
import type { Alerts } from "../services/Alerts.js"
import type { Analytics } from "../services/Analytics.js"
import type { BlockchainApi } from "../services/BlockchainApi.js"
import type { Ens } from "../services/Ens.js"
import { EnsLive } from "../layers/live/ens/feature.js"
import type { Explorer } from "../services/Explorer.js"
import { AccountLive } from "../layers/live/Account.js"
import { ChainAdaptersLive } from "../layers/live/ChainAdapters.js"
import { ConnectionLive } from "../layers/live/Connection.js"
import { ConnectorsLive } from "../layers/live/Connectors.js"
import { DeviceLive } from "../layers/live/Device.js"
import { EventsLive } from "../layers/live/Events.js"
import { ModalLive } from "../layers/live/Modal.js"
import { NetworkLive } from "../layers/live/Network.js"
import { RouterLive } from "../layers/live/Router.js"
import { SiwxLive, SiwxStatusLive } from "../layers/live/Siwx.js"
import { ToastsLive } from "../layers/live/Toasts.js"
import { SendFeatureLive } from "../layers/live/SendFeature.js"
import { NamesFeatureLive } from "../layers/live/names/NamesFeature.js"
import { SwapFeatureLive } from "../layers/live/swap/SwapFeature.js"
import { OnrampFeatureLive } from "../layers/live/onramp/OnrampFeature.js"
import { PayFeatureLive } from "../layers/live/pay/PayFeature.js"
import type { PayFeature } from "../services/Pay.js"
import type { OnrampFeature } from "../services/Onramp.js"
import { storageBrowser } from "../layers/live/Storage.js"
import { SessionCookieLive } from "../layers/live/sessionCookie.js"
import { layerChain } from "./layerChain.js"
import { logLayer } from "./log/logLayer.js"
import type { WalletportOptions } from "../schemas/options.js"
import { storageScope } from "../schemas/storage/keys.js"
import type { Account } from "../services/Account.js"
import type { ChainAdapters } from "../services/ChainAdapter.js"
import { Config } from "../services/Config.js"
import type { Connection } from "../services/Connection.js"
import type { Connectors } from "../services/Connectors.js"
import type { Device } from "../services/Device.js"
import type { Events } from "../services/Events.js"
import type { Modal } from "../services/Modal.js"
import type { Network } from "../services/Network.js"
import type { Router } from "../services/Router.js"
import type { Siwx, SiwxStatus } from "../services/Siwx.js"
import type { Toasts } from "../services/Toasts.js"
import type { SendFeature } from "../services/Send.js"
import type { NamesFeature } from "../services/Names.js"
import type { SwapFeature } from "../services/Swap.js"
import type { Storage } from "../services/Storage.js"

/** The boundaries the domain services stand on besides the chain adapters. */
export type Boundaries = Storage | Device

/** Every service an instance's runtime provides. */
export type AppServices =
  | Boundaries
  | Config
  | ChainAdapters
  | Connectors
  | Modal
  | Router
  | Connection
  | Account
  | Network
  | Events
  | Siwx
  | SiwxStatus
  | Toasts
  | SendFeature
  | NamesFeature
  | SwapFeature
  | OnrampFeature
  | PayFeature
  | DataServices
  | Portfolio
  | Catalogue
  | EmbeddedWallet

/** The data plane: blockchain data API, wallet explorer, analytics, the alerts they raise, and ENS. */
export type DataServices = Alerts | BlockchainApi | Explorer | Analytics | Ens

/**
 * The data plane over the page's fetch, its HTTP side loaded on first use. HttpClient stays inside:
 * @effect/platform is bundled, so no public type may name it.
 */
export const LiveData: Layer.Layer<DataServices, never, Config | Storage | Events> = Layer.merge(LazyDataLive, EnsLive)

/** The real boundaries: localStorage (keys under `scope`, see `storageScope`) and the page's device. */
export const liveBoundaries = (scope: string | undefined): Layer.Layer<Boundaries> =>
  Layer.mergeAll(storageBrowser(scope), DeviceLive)

/** The real boundaries on the unscoped storage keys. */
export const LiveBoundaries: Layer.Layer<Boundaries> = liveBoundaries(undefined)

/**
 * The whole graph for one instance, over the given boundaries. Building it loads the configured adapters;
 * it fails with ChunkLoadFailed when a chunk it cannot do without (the sign-in flow, the adapter merge) does
 * not download. Its log lines go to the host's `logger` (runtime/log/), from the first layer built. Built in
 * order, each layer after those it needs (runtime/layerChain.ts: every instance's start pays for the graph).
 */
export const appLayer = (
  options: WalletportOptions,
  boundaries: Layer.Layer<Boundaries> = liveBoundaries(storageScope(options)),
  data: Layer.Layer<DataServices, never, Config | Storage | Events> = LiveData
): Layer.Layer<AppServices, ChunkLoadFailed> =>
  layerChain(logLayer(options))
    .then(Layer.succeed(Config, options))
    .then(boundaries)
    .then(EventsLive)
    .then(RouterLive)
    .then(SiwxStatusLive)
    .then(ToastsLive)
    .then(ChainAdaptersLive)
    .then(data)
    .then(AccountLive)
    .then(ConnectorsLive)
    .then(NetworkLive)
    .then(ConnectionLive)
    .then(PortfolioLive)
    .then(OnrampFeatureLive)
    .then(SendFeatureLive)
    .then(SwapFeatureLive)
    .then(NamesFeatureLive)
    .then(ModalLive)
    // The two that may wait for a chunk of their own (the sign-in flow, the embedded wallet's flows): together.
    .then(Layer.merge(SiwxLive, EmbeddedWalletLive))
    .then(OriginCheckLive)
    .then(AccountProfileLive)
    .then(CatalogueLive)
    .then(PayFeatureLive)
    .then(SessionCookieLive)
    .layer
