/** Convert a `viem/chains` chain into an EIP-155 `Network`. */
import type { Network } from "../public/network.js"
import { defineNetwork } from "./defineNetwork.js"

/**
 * What fromViemChain reads of a viem `Chain` (any chain of `viem/chains`, or `defineChain`'s, fits): declared
 * here rather than imported, so that `walletport/evm` does not load viem's declarations into a host's compiler.
 */
export interface ViemChain {
  /** The EIP-155 chain id. */
  readonly id: number
  /** The chain's display name. */
  readonly name: string
  /** The native currency: name, symbol, decimals. */
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
  /** The chain's RPC endpoints: the `default` ones are used. */
  readonly rpcUrls: { readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] | undefined } }
  /** Block explorers: the `default` one is used. */
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } } | undefined
  /** True for a test network. */
  readonly testnet?: boolean | undefined
}

/** Fields a catalogue entry may change from viem's definition. */
export type NetworkOverrides = Partial<Pick<Network, "name" | "nativeCurrency" | "rpcUrls" | "assets" | "testnet" | "blockExplorers" | "contracts">>

/** The `eip155:<id>` network of a viem chain; only serialisable fields are kept. */
export const fromViemChain = (chain: ViemChain, overrides?: NetworkOverrides): Network => {
  const { http, webSocket } = chain.rpcUrls.default
  const explorer = chain.blockExplorers?.default
  return defineNetwork({
    id: chain.id,
    name: chain.name,
    chainNamespace: "eip155",
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals
    },
    rpcUrls: { default: webSocket ? { http: [...http], webSocket: [...webSocket] } : { http: [...http] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    testnet: chain.testnet === true,
    ...overrides
  })
}
