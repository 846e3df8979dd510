/**
 * Which endpoints serve a network (SPEC §7): the host's override when it gave one; otherwise the RPC gateway
 * (`<gateway>/v1/?chainId=<caip>&projectId=<id>`, text/plain) for the chains it serves, then the network's own
 * RPC URLs as fallbacks. None at all is MissingTransportUrl.
 */
import * as Effect from "effect/Effect"
import { MissingTransportUrl } from "../../../schemas/errors/chainRpc.js"
import { ChainNotConfigured } from "../../../schemas/errors/connectors.js"
import type { WalletportOptions } from "../../../schemas/options.js"
import type { Endpoint } from "./http.js"

/** SPEC §7, §9: the ~40 chains the RPC gateway serves (CAIP-2), as AppKit's gateway list. */
export const GATEWAY_CHAINS: ReadonlySet<string> = new Set([
  "eip155:1", "eip155:5", "eip155:11155111", "eip155:10", "eip155:420", "eip155:11155420", "eip155:42161",
  "eip155:421613", "eip155:421614", "eip155:137", "eip155:80001", "eip155:80002", "eip155:42220", "eip155:44787",
  "eip155:1313161554", "eip155:1313161555", "eip155:56", "eip155:97", "eip155:43114", "eip155:43113",
  "eip155:100", "eip155:8453", "eip155:84531", "eip155:84532", "eip155:7777777", "eip155:999999999",
  "eip155:324", "eip155:280", "eip155:300", "eip155:1101", "eip155:59144", "eip155:59141", "eip155:5000",
  "eip155:81457", "eip155:534352", "eip155:1284", "eip155:250", "eip155:130", "eip155:143",
  "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z"
])

/** The gateway URL for one network. */
export const gatewayUrl = (gateway: string, caipNetworkId: string, projectId: string): string => {
  const url = new URL("/v1/", gateway)
  url.searchParams.set("chainId", caipNetworkId)
  url.searchParams.set("projectId", projectId)
  return url.toString()
}

/** The endpoints of a network, in the order the fallback starts from. Fails: ChainNotConfigured, MissingTransportUrl. */
export const endpointsFor = (
  config: WalletportOptions,
  caipNetworkId: string
): Effect.Effect<readonly [Endpoint, ...Array<Endpoint>], ChainNotConfigured | MissingTransportUrl> => {
  const network = config.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (network === undefined) return Effect.fail(new ChainNotConfigured({ chainId: caipNetworkId }))
  const json = (url: string): Endpoint => ({ url, contentType: "application/json" })
  const override = config.rpcUrls?.[caipNetworkId]
  const gateway = config.rpcGatewayUrl !== undefined && GATEWAY_CHAINS.has(caipNetworkId)
    ? [{ url: gatewayUrl(config.rpcGatewayUrl, caipNetworkId, config.projectId), contentType: "text/plain" } as const]
    : []
  const all: Array<Endpoint> = override !== undefined
    ? override.map(json)
    : [...gateway, ...network.rpcUrls.default.http.map(json)]
  const [first, ...rest] = all
  return first === undefined ? Effect.fail(new MissingTransportUrl({ caipNetworkId })) : Effect.succeed([first, ...rest])
}
