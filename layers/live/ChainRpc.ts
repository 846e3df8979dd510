/**
 * ChainRpc (SPEC §7 chain RPC), first cut: a viem public client per EVM network from the
 * host's RPC URLs (rpcUrls option first, then the network's own). Retry and fallback come later.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { PublicClient } from "viem"
import { RPC_TIMEOUT } from "../../schemas/constants.js"
import { MissingTransportUrl } from "../../schemas/errors/chainRpc.js"
import { ChainNotConfigured } from "../../schemas/errors/connectors.js"
import { ChainRpc, type ChainRpcShape } from "../../services/ChainRpc.js"
import { Config } from "../../services/Config.js"

/** The reader over the host's RPC URLs (used by the EVM adapter, which owns the chain reads of eip155). */
export const makeChainRpc: Effect.Effect<ChainRpcShape, never, Config> = Effect.gen(function*() {
    const config = yield* Config

    const urlFor = (caipNetworkId: string) =>
      Effect.gen(function*() {
        const network = config.networks.find((n) => n.caipNetworkId === caipNetworkId)
        if (network === undefined) return yield* new ChainNotConfigured({ chainId: caipNetworkId })
        const url = config.rpcUrls?.[caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0]
        if (url === undefined) return yield* new MissingTransportUrl({ caipNetworkId })
        return url
      })

    const withClient = <A>(caipNetworkId: string, run: (client: PublicClient) => Promise<A>) =>
      Effect.gen(function*() {
        const url = yield* urlFor(caipNetworkId)
        // viem loads on the first chain read, keeping it out of the host's initial chunk.
        const viem = yield* Effect.promise(() => import("./viemClients.js"))
        return yield* Effect.tryPromise({
          try: () => run(viem.publicClientFor(url, Duration.toMillis(RPC_TIMEOUT))),
          catch: (error) => viem.toChainRpcError(url, error)
        })
      })

    return {
      getBalance: Effect.fn("ChainRpc.getBalance")(function*(caipNetworkId: string, address: `0x${string}`) {
        return yield* withClient(caipNetworkId, (client) => client.getBalance({ address }))
      }),
      getChainId: Effect.fn("ChainRpc.getChainId")(function*(caipNetworkId: string) {
        return yield* withClient(caipNetworkId, (client) => client.getChainId())
      })
    }
})

export const ChainRpcLive: Layer.Layer<ChainRpc, never, Config> = Layer.effect(ChainRpc, makeChainRpc)
