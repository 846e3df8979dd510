// Bench host page for ConnectKit 1.9, per its README: createConfig(getDefaultConfig(...)) with two
// chains, ConnectKitProvider, ConnectKitButton. Not type-checked by the root tsconfig (bench/peers is excluded).
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from "connectkit"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createRoot } from "react-dom/client"
import { createConfig, http, WagmiProvider } from "wagmi"
import { arbitrum, mainnet } from "wagmi/chains"

const config = createConfig(
  getDefaultConfig({
    chains: [mainnet, arbitrum],
    transports: { [mainnet.id]: http(), [arbitrum.id]: http() },
    walletConnectProjectId: "0123456789abcdef0123456789abcdef", // dummy: its cloud is unreachable in the bench
    appName: "Bench"
  })
)
const queryClient = new QueryClient()

const root = document.getElementById("root")
if (root === null) throw new Error("bench page: #root is missing")
createRoot(root).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>
)
