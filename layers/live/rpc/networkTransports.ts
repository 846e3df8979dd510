/**
 * The transports of the host's networks (SPEC §7, §9), built on first use and kept: one ranking across them and
 * one batcher per endpoint. EVM's ChainRpc and the Solana reads both stand on this, so one policy serves both.
 */
import * as Effect from "effect/Effect"
import type { MissingTransportUrl } from "../../../schemas/errors/chainRpc.js"
import type { ChainNotConfigured } from "../../../schemas/errors/connectors.js"
import type { WalletportOptions } from "../../../schemas/options.js"
import { endpointsFor } from "./endpoints.js"
import type { Endpoint, Fetch } from "./http.js"
import { makeRanking } from "./rank.js"
import { makeEndpointBatcher, makeTransport, type Transport, type TransportSettings } from "./transport.js"

/** The transport of a network by CAIP-2 id. Fails: ChainNotConfigured, MissingTransportUrl. */
export type TransportFor = (caipNetworkId: string) => Effect.Effect<Transport, ChainNotConfigured | MissingTransportUrl>

export const makeNetworkTransports = (
  fetchImpl: Fetch,
  config: WalletportOptions,
  settings: TransportSettings,
  pingMethod?: string
): TransportFor => {
  const ranking = makeRanking()
  const batchers = new Map<string, ReturnType<typeof makeEndpointBatcher>>()
  const batcherFor = (endpoint: Endpoint) => {
    const key = `${endpoint.contentType} ${endpoint.url}`
    const existing = batchers.get(key)
    if (existing !== undefined) return existing
    const made = makeEndpointBatcher(fetchImpl, endpoint, settings)
    batchers.set(key, made)
    return made
  }
  const transports = new Map<string, Transport>()
  return (caipNetworkId) =>
    Effect.map(endpointsFor(config, caipNetworkId), (endpoints) => {
      const existing = transports.get(caipNetworkId)
      if (existing !== undefined) return existing
      const made = makeTransport({
        fetch: fetchImpl,
        endpoints,
        ranking,
        batcherFor,
        settings,
        ...(pingMethod === undefined ? {} : { pingMethod })
      })
      transports.set(caipNetworkId, made)
      return made
    })
}
