/** SPEC §9: the three Solana networks (CAIP-2 reference = first 32 chars of the genesis hash). */
import type { Network } from "../entities/Network.js"
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

/**
 * CAIP-2 reference of a local Solana chain (Surfpool, solana-test-validator): `solana:localnet`.
 * A local chain's genesis hash changes on every start, so the usual "first 32 characters of the genesis
 * hash" reference would change too and stored sessions would point at a chain that no longer exists.
 * "localnet" is a well-formed CAIP-2 reference that can never be a genesis-hash prefix (base58 has no
 * "l"), and it is the chain name the Wallet Standard already uses for local clusters.
 */
export const SOLANA_LOCALNET_ID = "localnet"

/** A local Solana chain (`solana:localnet`) at `rpcUrl`, e.g. the Surfpool of `npm start`. */
export const solanaLocal = (rpcUrl: string): Network =>
  defineNetwork({
    id: SOLANA_LOCALNET_ID,
    name: "Solana Localnet",
    chainNamespace: "solana",
    nativeCurrency: sol,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true
  })
