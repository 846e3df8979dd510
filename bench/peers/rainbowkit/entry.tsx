// Bench host page for RainbowKit 2.2, per its README: getDefaultConfig with two chains,
// RainbowKitProvider, ConnectButton. Not type-checked by the root tsconfig (bench/peers is excluded).
import "@rainbow-me/rainbowkit/styles.css"
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from "@rainbow-me/rainbowkit"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createRoot } from "react-dom/client"
import { WagmiProvider } from "wagmi"
import { arbitrum, mainnet } from "wagmi/chains"

const config = getDefaultConfig({
  appName: "Bench",
  projectId: "0123456789abcdef0123456789abcdef", // dummy: its cloud is unreachable in the bench
  chains: [mainnet, arbitrum]
})
const queryClient = new QueryClient()

const root = document.getElementById("root")
if (root === null) throw new Error("bench page: #root is missing")
createRoot(root).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>
)
