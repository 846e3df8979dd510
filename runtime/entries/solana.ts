/**
 * `walletport/solana`: the Solana networks (plain data, one export each). The `solana()` adapter
 * descriptor joins them here once `runtime/adapters/solana.ts` exists:
 *   export { solana as solanaAdapter } from "../adapters/solana.js"
 */
export { solana, solanaDevnet, solanaTestnet } from "../../schemas/networks/solana.js"
export { defineNetwork, type NetworkDefinition } from "../../schemas/networks/defineNetwork.js"
