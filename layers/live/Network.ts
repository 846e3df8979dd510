/** Network (SPEC §1 networks): the active network follows the host's default, then the wallet's chain. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { Config } from "../../services/Config.js"
import { Network, type NetworkState } from "../../services/Network.js"

export const NetworkLive: Layer.Layer<Network, never, Config> = Layer.effect(
  Network,
  Effect.gen(function*() {
    const config = yield* Config
    const networks = config.networks
    const state = yield* SubscriptionRef.make<NetworkState>({
      active: config.defaultNetwork ?? networks[0],
      networks,
      unsupportedChainId: undefined
    })

    const syncWalletChain = Effect.fn("Network.syncWalletChain")(function*(
      namespace: ChainNamespace,
      chainId: string | number
    ) {
      const caipNetworkId = `${namespace}:${chainId}`
      const match = networks.find((network) => network.caipNetworkId === caipNetworkId)
      yield* SubscriptionRef.update(state, (s) =>
        match === undefined
          ? { ...s, unsupportedChainId: caipNetworkId }
          : { ...s, active: match, unsupportedChainId: undefined }
      )
    })

    return { state, syncWalletChain }
  })
)
