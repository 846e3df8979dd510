// Bench host page for Reown AppKit 1.8 (React + wagmi adapter), per its README: two networks,
// the <appkit-button> web component. Not type-checked by the root tsconfig (bench/peers is excluded).
import { createAppKit } from "@reown/appkit/react"
import { arbitrum, mainnet } from "@reown/appkit/networks"
import { WagmiAdapter } from "@reown/appkit-adapter-wagmi"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createRoot } from "react-dom/client"
import { WagmiProvider } from "wagmi"

const projectId = "0123456789abcdef0123456789abcdef" // dummy: its cloud is unreachable in the bench
const networks = [mainnet, arbitrum]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet, arbitrum],
  projectId,
  metadata: { name: "Bench", description: "Bench", url: location.origin, icons: [] }
})
const queryClient = new QueryClient()

const root = document.getElementById("root")
if (root === null) throw new Error("bench page: #root is missing")
createRoot(root).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>
)
