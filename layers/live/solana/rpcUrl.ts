/** The RPC URL of a configured Solana network: the host's `rpcUrls` first, else the network's own (shared by the Solana and WalletConnect adapters). */
import * as Effect from "effect/Effect"
import type { Network } from "../../../schemas/entities/Network.js"
import { MissingTransportUrl } from "../../../schemas/errors/chainRpc.js"
import { ChainNotConfigured } from "../../../schemas/errors/connectors.js"
import type { WalletportOptions } from "../../../schemas/options.js"

/** Fails: ChainNotConfigured (not a configured Solana network), MissingTransportUrl (no URL at all). */
export const solanaRpcUrlOf = (config: Pick<WalletportOptions, "networks" | "rpcUrls">) => (network: Network) =>
  Effect.gen(function*() {
    const configured = config.networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (configured === undefined || configured.chainNamespace !== "solana") {
      return yield* new ChainNotConfigured({ chainId: network.caipNetworkId })
    }
    const url = config.rpcUrls?.[configured.caipNetworkId]?.[0] ?? configured.rpcUrls.default.http[0]
    if (url === undefined) return yield* new MissingTransportUrl({ caipNetworkId: configured.caipNetworkId })
    return url
  })
