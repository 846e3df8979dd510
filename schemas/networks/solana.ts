/** SPEC §9: the three Solana networks (CAIP-2 reference = first 32 chars of the genesis hash). */
import { defineNetwork } from "./defineNetwork.js"

const sol = { name: "Solana", symbol: "SOL", decimals: 9 } as const

/** SPEC §9: Solana mainnet-beta (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp). */
export const solana = /* @__PURE__ */ defineNetwork({
  id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  name: "Solana",
  chainNamespace: "solana",
  nativeCurrency: sol,
  rpcUrls: { default: { http: ["https://api.mainnet-beta.solana.com"] } },
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io" } },
  testnet: false
})

/** SPEC §9: Solana devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1). */
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: "EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  name: "Solana Devnet",
  chainNamespace: "solana",
  nativeCurrency: sol,
  rpcUrls: { default: { http: ["https://api.devnet.solana.com"] } },
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io/?cluster=devnet" } },
  testnet: true
})

/** SPEC §9: Solana testnet (solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z). */
export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: "4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
  name: "Solana Testnet",
  chainNamespace: "solana",
  nativeCurrency: sol,
  rpcUrls: { default: { http: ["https://api.testnet.solana.com"] } },
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io/?cluster=testnet" } },
  testnet: true
})
