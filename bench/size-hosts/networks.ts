// The networks of the size-check hosts with and without adapters (mainnet, arbitrum and solana), apart from
// the adapters (everyAdapter.ts) so that the host without them bundles none.
import { arbitrum, mainnet } from "../../runtime/entries/evm.js"
import { solana } from "../../runtime/entries/solana.js"

export const networks = [mainnet, arbitrum, solana]
