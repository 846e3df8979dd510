/** SPEC §9: every catalogue network in one list. Opt-in: importing this bundles them all. */
import type { Network } from "../entities/Network.js"
import * as bitcoin from "./bitcoin.js"
import * as evm from "./evm.js"
import * as solana from "./solana.js"

/** SPEC §9: all EVM catalogue networks (including the anvil devnet). */
export const allEvmNetworks: ReadonlyArray<Network> = Object.values(evm)
/** SPEC §9: the three Solana networks (the local one needs its RPC URL: `solanaLocal(url)`). */
export const allSolanaNetworks: ReadonlyArray<Network> = [solana.solana, solana.solanaDevnet, solana.solanaTestnet]
/** SPEC §9: Bitcoin mainnet and testnet. */
export const allBitcoinNetworks: ReadonlyArray<Network> = Object.values(bitcoin)
/** SPEC §9: every catalogue network: EVM, then Solana, then Bitcoin. */
export const allNetworks: ReadonlyArray<Network> = [...allEvmNetworks, ...allSolanaNetworks, ...allBitcoinNetworks]
