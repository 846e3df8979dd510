/** SPEC §9: Bitcoin mainnet and testnet (CAIP-2 reference = first 32 hex chars of the genesis hash). */
import { defineNetwork } from "./defineNetwork.js"

const btc = { name: "Bitcoin", symbol: "BTC", decimals: 8 } as const

/** SPEC §9: Bitcoin mainnet (bip122:000000000019d6689c085ae165831e93). */
export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: "000000000019d6689c085ae165831e93",
  name: "Bitcoin",
  chainNamespace: "bip122",
  nativeCurrency: btc,
  rpcUrls: { default: { http: ["https://mempool.space/api"] } },
  blockExplorers: { default: { name: "Mempool", url: "https://mempool.space" } },
  testnet: false
})

/** SPEC §9: Bitcoin testnet (bip122:000000000933ea01ad0ee984209779ba). */
export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: "000000000933ea01ad0ee984209779ba",
  name: "Bitcoin Testnet",
  chainNamespace: "bip122",
  nativeCurrency: btc,
  rpcUrls: { default: { http: ["https://mempool.space/testnet/api"] } },
  blockExplorers: { default: { name: "Mempool", url: "https://mempool.space/testnet" } },
  testnet: true
})
