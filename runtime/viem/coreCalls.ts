/**
 * What walletport/viem needs of the core's modules (Effect, the catalogue's classes, the ChainRpc policy):
 * loaded with import() on the first call, when the core itself is loaded, so the entry adds no Effect to a
 * host's chunk. Everything here answers Promises and plain values.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import { makeChainRpc } from "../../layers/live/ChainRpc.js"
import { ChainNotConfigured, ConnectorNotConnected } from "../../schemas/errors/connectors.js"
import type { ChainRpcShape } from "../../services/ChainRpc.js"
import { Connection } from "../../services/Connection.js"
import type { AppServices } from "../layers.js"
import type { LoadedWalletport } from "../types.js"

/** SPEC §8: the catalogue error of a call that needs a connected EVM account, with none. */
export const notConnected = (): ConnectorNotConnected => new ConnectorNotConnected()

/** SPEC §8: the chain asked for (or the wallet's) is not one of the host's networks. */
export const chainNotConfigured = (chainId: string | number | undefined): ChainNotConfigured =>
  new ChainNotConfigured(chainId === undefined ? {} : { chainId })

/** Runs on the instance's runtime; a failure rejects with the catalogue error itself (as the instance's methods do). */
const run = <A, E>(core: LoadedWalletport, effect: Effect.Effect<A, E, AppServices>): Promise<A> =>
  core.internals.runtime.runPromiseExit(effect).then((exit) =>
    Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))
  )

/** Resolves once the stored connections (a returning visitor's) have been restored or given up. */
export const restored = (core: LoadedWalletport): Promise<void> => run(core, Effect.flatMap(Connection, (c) => c.restored))

// One ChainRpc per instance (its endpoint ranking and batchers), however many public clients stand on it.
const rpcs = new WeakMap<LoadedWalletport, Promise<ChainRpcShape>>()

/**
 * An EIP-1193 `request` for one network over the instance's ChainRpc: the core's endpoints (the host's
 * `rpcUrls`, the gateway, the network's URLs), retry, fallback and batching, not a second policy beside it.
 */
export const chainRpcRequest = (core: LoadedWalletport, caipNetworkId: string) =>
  async ({ method, params }: { readonly method: string; readonly params?: unknown }): Promise<unknown> => {
    let rpc = rpcs.get(core)
    if (rpc === undefined) {
      rpc = run(core, makeChainRpc)
      rpcs.set(core, rpc)
    }
    const args: ReadonlyArray<unknown> = Array.isArray(params) ? params : params === undefined ? [] : [params]
    return run(core, (await rpc).request(caipNetworkId, method, args, Schema.Unknown))
  }
