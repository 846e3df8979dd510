// The demo dapp: the real library against the local devnet, with the hook outputs on show so a
// person (and the e2e tests) can watch the whole flow. Config loading and wallet install stay in
// ./config.ts and ./installWallet.ts.
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createWalletport } from "../../runtime/entries/index.js"
import { WalletportProvider } from "../../runtime/entries/react.js"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { anvil } from "../../schemas/networks/evm.js"
import { App } from "./App.js"
import { loadDemoConfig } from "./config.js"
import { installWallet } from "./installWallet.js"

const start = async (): Promise<void> => {
  const container = document.getElementById("root")
  if (container === null) throw new Error("#root is missing from the page")
  try {
    const config = await loadDemoConfig()
    installWallet(config)
    const instance = createWalletport({
      projectId: "walletport-demo",
      metadata: { name: "walletport demo", description: "Offline demo dapp", url: location.origin, icons: [] },
      networks: [anvil],
      adapters: [evmAdapter()],
      rpcUrls: { [anvil.caipNetworkId]: [config.rpcUrl] },
      features: { analytics: false }
    })
    Reflect.set(window, "__walletport", instance)
    createRoot(container).render(
      <StrictMode>
        <WalletportProvider instance={instance}>
          <App rpcUrl={config.rpcUrl} />
        </WalletportProvider>
      </StrictMode>
    )
  } catch (error) {
    container.textContent = `walletport demo failed to start: ${String(error)}`
    throw error
  }
}

void start()
