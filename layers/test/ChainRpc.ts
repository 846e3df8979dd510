/** ChainRpc in memory: balances per address, settable during a test; unknown networks fail like the live layer. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Network } from "../../schemas/entities/Network.js"
import type { ChainRpcError } from "../../schemas/errors/chainRpc.js"
import { ChainNotConfigured } from "../../schemas/errors/connectors.js"
import { ChainRpc, type ChainRpcShape } from "../../services/ChainRpc.js"
import { Config } from "../../services/Config.js"

export interface TestChain {
  /** Balance in the smallest unit per lower-cased address; missing addresses hold 0. */
  readonly balances: Map<string, bigint>
  /** When set, every read fails with this error. */
  failWith: ChainRpcError | undefined
  /** When set, every read waits for this effect first (e.g. a Deferred a test completes, or a TestClock sleep). */
  delay: Effect.Effect<void> | undefined
}

export const makeTestChain = (balances: Readonly<Record<string, bigint>> = {}): TestChain => ({
  balances: new Map(Object.entries(balances).map(([address, wei]) => [address.toLowerCase(), wei])),
  failWith: undefined,
  delay: undefined
})

/** A balance read on the test chain, as of when the read finishes. */
export const readTestBalance = (chain: TestChain, address: string): Effect.Effect<bigint, ChainRpcError> =>
  Effect.gen(function*() {
    if (chain.delay !== undefined) yield* chain.delay
    if (chain.failWith !== undefined) return yield* Effect.fail(chain.failWith)
    return chain.balances.get(address.toLowerCase()) ?? 0n
  })

/** The ChainRpc shape over a test chain, for the host's networks. */
export const testChainRpc = (chain: TestChain, networks: ReadonlyArray<Network>): ChainRpcShape => {
  const known = (caipNetworkId: string) =>
    networks.some((n) => n.caipNetworkId === caipNetworkId)
      ? Effect.void
      : Effect.fail(new ChainNotConfigured({ chainId: caipNetworkId }))
  return {
    getBalance: (caipNetworkId, address) => Effect.zipRight(known(caipNetworkId), readTestBalance(chain, address)),
    getChainId: (caipNetworkId) =>
      Effect.zipRight(known(caipNetworkId), Effect.succeed(Number(caipNetworkId.split(":")[1])))
  }
}

export const ChainRpcTest = (chain: TestChain): Layer.Layer<ChainRpc, never, Config> =>
  Layer.effect(ChainRpc, Effect.map(Config, (config) => testChainRpc(chain, config.networks)))
