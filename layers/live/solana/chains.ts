/**
 * Wallet Standard chain ids of the Solana clusters. Wallets speak `solana:mainnet`, `solana:devnet`, …
 * while networks (SPEC §3) use CAIP-2 genesis-hash references; this is the one mapping between them.
 */
import type { Network } from "../../../schemas/entities/Network.js"
import { SOLANA_DEVNET_ID, SOLANA_LOCALNET_ID, SOLANA_MAINNET_ID, SOLANA_TESTNET_ID } from "../../../schemas/networks/solana.js"

import type { SolanaWalletChain } from "../../../schemas/public/solana.js"

/** A Wallet Standard chain id in the solana namespace (declared with the provider's public types). */
export type { SolanaWalletChain }

const WALLET_CHAINS: ReadonlyMap<string, SolanaWalletChain> = new Map([
  [SOLANA_MAINNET_ID, "solana:mainnet"],
  [SOLANA_DEVNET_ID, "solana:devnet"],
  [SOLANA_TESTNET_ID, "solana:testnet"],
  [SOLANA_LOCALNET_ID, "solana:localnet"]
])

/** True for a Wallet Standard chain of the solana namespace. */
export const isSolanaChain = (chain: unknown): chain is SolanaWalletChain =>
  typeof chain === "string" && chain.startsWith("solana:")

/** The chain id a wallet expects for `network`; a network we have no name for is passed as its CAIP-2 id. */
export const walletChainOf = (network: Network): SolanaWalletChain =>
  WALLET_CHAINS.get(String(network.id)) ?? `solana:${network.id}`
