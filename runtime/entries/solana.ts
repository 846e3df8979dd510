/**
 * `walletport/solana`: the Solana adapter descriptor (tiny: the adapter itself loads when the core
 * starts), the Solana networks (plain data) and the provider type a host gets from `useWalletProvider`.
 */
export { solanaAdapter } from "../adapters/solana.js"
export { solana, solanaDevnet, solanaLocal, solanaTestnet, SOLANA_LOCALNET_ID } from "../../schemas/networks/solana.js"
export { defineNetwork, type NetworkDefinition } from "../../schemas/networks/defineNetwork.js"
export type {
  SerializableTransaction,
  SolanaProvider,
  SolanaSendOptions,
  SolanaTransactionInput
} from "../../schemas/public/solana.js"
