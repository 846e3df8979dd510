// The chain adapters the walletport host pages configure (`adapters` option), imported as a host does
// (`walletport/evm`, `walletport/solana`): both pages configure the EVM and the Solana adapter.
import { evmAdapter } from "../../runtime/entries/evm.js"
import { solanaAdapter } from "../../runtime/entries/solana.js"

export const adapters = [evmAdapter(), solanaAdapter()]
