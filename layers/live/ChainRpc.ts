/**
 * ChainRpc (SPEC §7, §9): JSON-RPC over `fetch` under one policy — endpoints per network (host override, gateway,
 * the network's URLs), retry of transient failures, fallback across endpoints, typed catalogue errors. viem is used
 * only to encode (ABI, hashes), never as a client, so its retries cannot stack on ours. See `rpc/` for the parts.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { RPC_POLLING_INTERVAL_MS } from "../../schemas/constants.js"
import { ChainRpc, type ChainRpcShape } from "../../services/ChainRpc.js"
import { Config } from "../../services/Config.js"
import { endpointsFor } from "./rpc/endpoints.js"
import type { Fetch } from "./rpc/http.js"
import { makeMethods } from "./rpc/methods.js"
import { makeTransport } from "./rpc/transport.js"

export type { Fetch } from "./rpc/http.js"

export interface ChainRpcSettings {
  /** SPEC §9: the gap between receipt polls (default 4 s). */
  readonly pollingIntervalMs?: number
}

/** The ChainRpc over the host's networks, with this `fetch`. */
export const makeChainRpcWith = (
  fetchImpl: Fetch,
  settings: ChainRpcSettings = {}
): Effect.Effect<ChainRpcShape, never, Config> =>
  Effect.map(Config, (config) =>
    makeMethods(
      (caipNetworkId) => Effect.map(endpointsFor(config, caipNetworkId), (endpoints) => makeTransport(fetchImpl, endpoints)),
      { pollingIntervalMs: settings.pollingIntervalMs ?? RPC_POLLING_INTERVAL_MS }
    ))

/** The ChainRpc over the page's `fetch` (read at call time, so importing this on a server is safe). */
export const makeChainRpc: Effect.Effect<ChainRpcShape, never, Config> = makeChainRpcWith((input, init) =>
  globalThis.fetch(input, init)
)

export const ChainRpcLive: Layer.Layer<ChainRpc, never, Config> = Layer.effect(ChainRpc, makeChainRpc)
