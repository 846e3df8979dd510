/**
 * Composition (ARCHITECTURE §2: the only place that calls Layer.provide). The domain graph
 * is the same for every instance; the boundary layers are swapped for tests.
 */
import * as Layer from "effect/Layer"
import { AccountLive } from "../layers/live/Account.js"
import { ChainRpcLive } from "../layers/live/ChainRpc.js"
import { ConnectionLive } from "../layers/live/Connection.js"
import { EventsLive } from "../layers/live/Events.js"
import { EvmConnectorLive } from "../layers/live/EvmConnector.js"
import { ModalLive } from "../layers/live/Modal.js"
import { NetworkLive } from "../layers/live/Network.js"
import { RouterLive } from "../layers/live/Router.js"
import { StorageBrowser } from "../layers/live/Storage.js"
import { WalletDiscoveryLive } from "../layers/live/WalletDiscovery.js"
import type { WalletportOptions } from "../schemas/options.js"
import type { Account } from "../services/Account.js"
import type { ChainRpc } from "../services/ChainRpc.js"
import { Config } from "../services/Config.js"
import type { Connection } from "../services/Connection.js"
import type { Events } from "../services/Events.js"
import type { EvmConnector } from "../services/EvmConnector.js"
import type { Modal } from "../services/Modal.js"
import type { Network } from "../services/Network.js"
import type { Router } from "../services/Router.js"
import type { Storage } from "../services/Storage.js"
import type { WalletDiscovery } from "../services/WalletDiscovery.js"

/** Every external boundary the domain services stand on. */
export type Boundaries = WalletDiscovery | EvmConnector | ChainRpc | Storage

/** Every service an instance's runtime provides. */
export type AppServices = Boundaries | Config | Modal | Router | Connection | Account | Network | Events

/** The real boundaries: the page's wallets, viem over HTTP, localStorage. */
export const LiveBoundaries: Layer.Layer<Boundaries, never, Config> = Layer.mergeAll(
  WalletDiscoveryLive,
  EvmConnectorLive,
  ChainRpcLive,
  StorageBrowser
)

/** The whole graph for one instance, over the given boundaries. */
export const appLayer = (
  options: WalletportOptions,
  boundaries: Layer.Layer<Boundaries, never, Config> = LiveBoundaries
): Layer.Layer<AppServices> => {
  const config = Layer.succeed(Config, options)
  return ModalLive.pipe(
    Layer.provideMerge(ConnectionLive),
    Layer.provideMerge(AccountLive),
    Layer.provideMerge(Layer.mergeAll(NetworkLive, EventsLive, RouterLive)),
    Layer.provideMerge(boundaries),
    Layer.provideMerge(config)
  )
}
