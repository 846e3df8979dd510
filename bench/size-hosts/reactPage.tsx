// The React size-check hosts' page: the provider and `<ConnectButton/>` in #root, as bench/scenarios/walletport.
import { createRoot } from "react-dom/client"
import { ConnectButton, type Walletport, WalletportProvider } from "../../runtime/entries/react.js"

export const renderPage = (instance: Walletport): void => {
  const root = document.getElementById("root")
  if (root === null) throw new Error("size host: #root is missing")
  createRoot(root).render(
    <WalletportProvider instance={instance}>
      <ConnectButton />
    </WalletportProvider>
  )
}
