/** SPEC §3, §9: convert a `viem/chains` chain into an EIP-155 `Network`. */
import type { Chain } from "viem"
import type { Network } from "../public/network.js"
import { defineNetwork } from "./defineNetwork.js"

/** SPEC §3: fields a catalogue entry may change from viem's definition. */
export type NetworkOverrides = Partial<Pick<Network, "name" | "nativeCurrency" | "rpcUrls" | "assets" | "testnet" | "blockExplorers" | "contracts">>

/** SPEC §3: `eip155:<id>` network from a viem chain; only serialisable fields are kept. */
export const fromViemChain = (chain: Chain, overrides?: NetworkOverrides): Network => {
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
