// Bench host page for walletport as a new host configures it: React 19, every adapter (EVM, Solana,
// WalletConnect: without it mobile visitors cannot connect), networks mainnet, arbitrum and solana, the
// connect button. The imports are our public entries (`walletport/react`, `/evm`, `/solana`,
// `/walletconnect`): the bench builds them from the packed tarball (bench/tarball.ts).
import { createRoot } from "react-dom/client"
import { ConnectButton, createWalletport, WalletportProvider } from "../../../runtime/entries/react.js"
import { arbitrum, evmAdapter, mainnet } from "../../../runtime/entries/evm.js"
import { solana, solanaAdapter } from "../../../runtime/entries/solana.js"
import { walletConnectAdapter } from "../../../runtime/entries/walletconnect.js"
import { BENCH_PROJECT_ID } from "../projectId.js"

const instance = createWalletport({
  projectId: BENCH_PROJECT_ID,
  networks: [mainnet, arbitrum, solana],
  adapters: [evmAdapter(), solanaAdapter(), walletConnectAdapter()]
})

const root = document.getElementById("root")
if (root === null) throw new Error("bench page: #root is missing")
createRoot(root).render(
  <WalletportProvider instance={instance}>
    <ConnectButton />
  </WalletportProvider>
)
