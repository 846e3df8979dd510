/** All boundaries in memory: fake wallets, an in-memory chain and storage. The EVM connector is the real one. */
import * as Layer from "effect/Layer"
import type { Boundaries } from "../../runtime/layers.js"
import type { Config } from "../../services/Config.js"
import type { Storage } from "../../services/Storage.js"
import type { DiscoveredWallet } from "../../services/WalletDiscovery.js"
import { EvmConnectorLive } from "../live/EvmConnector.js"
import { ChainRpcTest, type TestChain } from "./ChainRpc.js"
import { StorageTest } from "./Storage.js"
import { WalletDiscoveryTest } from "./WalletDiscovery.js"

export const testBoundaries = (setup: {
  readonly wallets: ReadonlyArray<DiscoveredWallet>
  readonly chain: TestChain
  readonly storage?: Layer.Layer<Storage>
}): Layer.Layer<Boundaries, never, Config> =>
  Layer.mergeAll(
    WalletDiscoveryTest(setup.wallets),
    EvmConnectorLive,
    ChainRpcTest(setup.chain),
    setup.storage ?? StorageTest
  )
