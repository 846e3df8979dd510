/** A walletport EVM network as a viem `Chain` (the reverse of `fromViemChain`): what viem's clients are bound to. */
import type { Chain } from "viem"
import type { Network } from "../../schemas/entities/Network.js"

/** The EIP-155 chain id of an eip155 network: CAIP-2's reference is the decimal id, whatever form `id` was given in. */
export const evmChainId = (network: Network): number => Number(network.caipNetworkId.slice("eip155:".length))

/** viem's chain for an eip155 network: id, name, currency, RPC URLs, explorer, testnet. */
export const viemChainOf = (network: Network): Chain => {
  const explorer = network.blockExplorers?.default
  return {
    id: evmChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: network.rpcUrls.default.webSocket === undefined
        ? { http: network.rpcUrls.default.http }
        : { http: network.rpcUrls.default.http, webSocket: network.rpcUrls.default.webSocket }
    },
    ...(explorer === undefined ? {} : { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet })
  }
}
