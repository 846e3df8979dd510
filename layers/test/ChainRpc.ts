/** ChainRpc in memory: balances per address, settable during a test; unknown networks fail like the live layer. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { ChainRpcError } from "../../schemas/errors/chainRpc.js"
import { ChainNotConfigured } from "../../schemas/errors/connectors.js"
import { ChainRpc } from "../../services/ChainRpc.js"
import { Config } from "../../services/Config.js"

export interface TestChain {
  /** Balance in wei per lower-cased address; missing addresses hold 0. */
  readonly balances: Map<string, bigint>
  /** When set, every read fails with this error. */
  failWith: ChainRpcError | undefined
}

export const makeTestChain = (balances: Readonly<Record<string, bigint>> = {}): TestChain => ({
  balances: new Map(Object.entries(balances).map(([address, wei]) => [address.toLowerCase(), wei])),
  failWith: undefined
})

export const ChainRpcTest = (chain: TestChain): Layer.Layer<ChainRpc, never, Config> =>
  Layer.effect(
    ChainRpc,
    Effect.gen(function*() {
      const config = yield* Config
      const network = (caipNetworkId: string) =>
        Effect.gen(function*() {
          const found = config.networks.find((n) => n.caipNetworkId === caipNetworkId)
          if (found === undefined) return yield* new ChainNotConfigured({ chainId: caipNetworkId })
          if (chain.failWith !== undefined) return yield* Effect.fail(chain.failWith)
          return found
        })
      return {
        getBalance: (caipNetworkId, address) =>
          Effect.as(network(caipNetworkId), chain.balances.get(address.toLowerCase()) ?? 0n),
        getChainId: (caipNetworkId) => Effect.map(network(caipNetworkId), (n) => Number(n.id))
      }
    })
  )
