// Bench host page for walletport: the smallest realistic dapp page — React 19, two EVM networks,
// the EVM and Solana adapters (../adapters.ts), the connect button. Everything else (the modal UI, wallet views) must load on the first click.
import { createRoot } from "react-dom/client"
// createWalletport from walletport/react, as the README says: the root entry also re-exports the
// validators and errors, which esbuild's splitting would put into the initial chunk.
import { ConnectButton, createWalletport, WalletportProvider } from "../../../runtime/entries/react.js"
import { arbitrum, mainnet } from "../../../runtime/entries/evm.js"
import { adapters } from "../adapters.js"
import { BENCH_PROJECT_ID } from "../projectId.js"

const instance = createWalletport({ projectId: BENCH_PROJECT_ID, networks: [mainnet, arbitrum], adapters })

const root = document.getElementById("root")
if (root === null) throw new Error("bench page: #root is missing")
createRoot(root).render(
  <WalletportProvider instance={instance}>
    <ConnectButton />
  </WalletportProvider>
)
