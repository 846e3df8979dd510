// Bench host page for walletport: the smallest realistic dapp page — React 19, two EVM networks,
// the connect button. Everything else (the modal UI, wallet views) must load on the first click.
import { createRoot } from "react-dom/client"
import { createWalletport } from "../../../runtime/entries/index.js"
import { ConnectButton, WalletportProvider } from "../../../runtime/entries/react.js"
import { arbitrum, mainnet } from "../../../runtime/entries/evm.js"

const instance = createWalletport({ projectId: "bench", networks: [mainnet, arbitrum] })

const root = document.getElementById("root")
if (root === null) throw new Error("bench page: #root is missing")
createRoot(root).render(
  <WalletportProvider instance={instance}>
    <ConnectButton />
  </WalletportProvider>
)
