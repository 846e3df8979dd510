/**
 * ChainRpc: JSON-RPC over `fetch` under one policy — endpoints per network (host override, gateway,
 * the network's URLs), retry of transient failures, fallback across ranked endpoints, same-tick batching, multicall
 * of contract reads, typed catalogue errors. viem only encodes (ABI, hashes), never as a client, so its retries
 * cannot stack on ours. The parts are in `rpc/`.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { RPC_BATCH_SIZE, RPC_POLLING_INTERVAL_MS, RPC_TIMEOUT_MS } from "../../schemas/constants.js"
import type { AbiDecodingError } from "../../schemas/errors/chainRpc.js"
import type { Hex } from "../../schemas/siwx/verify/types.js"
import { type Address, ChainRpc, type ChainRpcFailure, type ChainRpcShape } from "../../services/ChainRpc.js"
import { Config } from "../../services/Config.js"
import type { Batcher } from "./rpc/batcher.js"
import type { Fetch } from "./rpc/http.js"
import { makeMethods } from "./rpc/methods.js"
import { makeMulticallBatcher, type Read } from "./rpc/multicall.js"
import { makeNetworkTransports } from "./rpc/networkTransports.js"

export type { Fetch } from "./rpc/http.js"

export interface ChainRpcSettings {
  /** One HTTP request's timeout (default 10 s). */
  readonly timeoutMs?: number
  /** The gap between receipt polls and between ranking pings (default 4 s). */
  readonly pollingIntervalMs?: number
  /** Most calls per JSON-RPC batch (default 1000; 1 turns batching off). */
  readonly batchSize?: number
  /** ERC-20 reads through Multicall3 aggregate3 (default on). */
  readonly multicall?: boolean
}

/** The ChainRpc over the host's networks, with this `fetch`. Transports, rankings and batchers live as long as it. */
export const makeChainRpcWith = (
  fetchImpl: Fetch,
  settings: ChainRpcSettings = {}
): Effect.Effect<ChainRpcShape, never, Config> =>
  Effect.map(Config, (config) => {
    const pollingIntervalMs = settings.pollingIntervalMs ?? RPC_POLLING_INTERVAL_MS
    const transportSettings = {
      batchSize: settings.batchSize ?? RPC_BATCH_SIZE,
      timeoutMs: settings.timeoutMs ?? RPC_TIMEOUT_MS,
      rankIntervalMs: pollingIntervalMs
    }
    const transportFor = makeNetworkTransports(fetchImpl, config, transportSettings)

    const multicalls = new Map<string, Batcher<Read, Hex, ChainRpcFailure | AbiDecodingError>>()
    const methods: ChainRpcShape = makeMethods(transportFor, {
      pollingIntervalMs,
      ...(settings.multicall === false ? {} : {
        readCall: (caipNetworkId: string, to: Address, data: Hex) => {
          let batcher = multicalls.get(caipNetworkId)
          if (batcher === undefined) {
            batcher = makeMulticallBatcher((target, callData) => methods.call(caipNetworkId, { to: target, data: callData }))
            multicalls.set(caipNetworkId, batcher)
          }
          return batcher.run({ to, data })
        }
      })
    })
    return methods
  })

/** The ChainRpc over the page's `fetch` (read at call time, so importing this on a server is safe). */
export const makeChainRpc: Effect.Effect<ChainRpcShape, never, Config> = makeChainRpcWith((input, init) =>
  globalThis.fetch(input, init)
)

export const ChainRpcLive: Layer.Layer<ChainRpc, never, Config> = Layer.effect(ChainRpc, makeChainRpc)
