/** The three Solana networks (CAIP-2 reference = first 32 chars of the genesis hash). */
import type { Network } from "../public/network.js"
import { defineNetwork } from "./defineNetwork.js"

const sol = { name: "Solana", symbol: "SOL", decimals: 9 } as const

// The clusters' CAIP-2 references, apart from the networks: the Solana adapter maps them to Wallet Standard
// chains (layers/live/solana/chains.ts) and needs no network object, which keeps the ones a host does not
// import out of its initial chunk (this module sits there, for the `solana` a host imports).
/** CAIP-2 reference of Solana mainnet-beta. */
export const SOLANA_MAINNET_ID = "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
/** CAIP-2 reference of Solana devnet. */
export const SOLANA_DEVNET_ID = "EtWTRABZaYq6iMfeYKouRu166VU2xqa1"
/** CAIP-2 reference of Solana testnet. */
export const SOLANA_TESTNET_ID = "4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z"

/** Solana mainnet-beta (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp). */
export const solana = /* @__PURE__ */ defineNetwork({
  id: SOLANA_MAINNET_ID,
  name: "Solana",
  chainNamespace: "solana",
  nativeCurrency: sol,
  rpcUrls: { default: { http: ["https://api.mainnet-beta.solana.com"] } },
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io" } },
  testnet: false
})

/** Solana devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1). */
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: SOLANA_DEVNET_ID,
  name: "Solana Devnet",
  chainNamespace: "solana",
  nativeCurrency: sol,
  rpcUrls: { default: { http: ["https://api.devnet.solana.com"] } },
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io/?cluster=devnet" } },
  testnet: true
})

/** Solana testnet (solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z). */
export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: SOLANA_TESTNET_ID,
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
