// The demo dapp: the real library against the local devnets (anvil and, when the stack runs it, Surfpool),
// with the hook outputs on show so a person (and the e2e tests) can watch the whole flow. Config loading and
// wallet install stay in ./config.ts and ./installWallet.ts. The embedded wallet (email login) is on when the stack
// runs its server. `?allow-unsupported=1` turns on SPEC §2 `allowUnsupportedChain`. The switchboard's flags
// (theme, accent, networks, features…) are read through its table (./switchboard/flags.ts).
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createWalletport } from "../../runtime/entries/index.js"
import { WalletportProvider } from "../../runtime/entries/react.js"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { solanaAdapter } from "../../runtime/adapters/solana.js"
import { walletConnectAdapterWithHooks } from "../../runtime/adapters/walletconnect.js"
import { embeddedWallet } from "../../runtime/entries/embedded.js"
import { anvil } from "../../schemas/networks/evm.js"
import { withLocalExplorer } from "./localExplorer.js"
import { solanaLocal } from "../../schemas/networks/solana.js"
import { serverSiwx } from "../../runtime/entries/siwx.js"
import { App } from "./App.js"
import { demoAutoClose, DEMO_PROJECT_ID, loadDemoConfig } from "./config.js"
import { installWallet } from "./installWallet.js"
import { demoFeatures, demoLocale, demoTheme } from "./switchboard/hostOptions.js"

const tokenOption = (caipNetworkId: string) => {
  const token = new URLSearchParams(location.search).get("token")
  return token === null ? {} : { tokens: { [caipNetworkId]: { address: token } } }
}

/** `?wcExpiry=<seconds>`: a shortened WalletConnect pairing expiry (demo and tests only; 240 s otherwise). */
const wcPairingExpiry = () => {
  const seconds = Number(new URLSearchParams(location.search).get("wcExpiry"))
  return Number.isFinite(seconds) && seconds > 0 ? { pairingExpirySeconds: seconds } : {}
}

const start = async (): Promise<void> => {
  const container = document.getElementById("root")
  if (container === null) throw new Error("#root is missing from the page")
  try {
    const config = await loadDemoConfig()
    installWallet(config)
    // `?networks=evm`: anvil alone, even with Surfpool in the stack.
    const evmOnly = new URLSearchParams(location.search).get("networks") === "evm"
    const surfpool = config.solanaRpcUrl === undefined || evmOnly ? [] : [solanaLocal(config.solanaRpcUrl)]
    // `?walletconnect=1`: WalletConnect over the local relay (the Verify iframe skipped: offline only);
    // `?walletconnect=only`: WalletConnect alone (SPEC §2: no browser-wallet adapters).
    const wcParam = new URLSearchParams(location.search).get("walletconnect")
    const walletConnect = (wcParam === "1" || wcParam === "only") && config.wcRelayUrl !== undefined
      ? [walletConnectAdapterWithHooks({ relayUrl: config.wcRelayUrl, skipVerify: true, ...wcPairingExpiry() })]
      : []
    // `?siwx=1` signs in against the local auth server after connecting; `?siwx=required` makes it required.
    const siwxMode = new URLSearchParams(location.search).get("siwx")
    const siwx = config.siwxAuthUrl === undefined || siwxMode === null
      ? {}
      : { siwx: serverSiwx({ url: config.siwxAuthUrl, statement: "Sign in to the walletport demo", required: siwxMode === "required" }) }
    const browserAdapters = wcParam === "only" ? [] : surfpool.length === 0 ? [evmAdapter()] : [evmAdapter(), solanaAdapter()]
    // The embedded wallet (email login) against the stack's wallet server: with features.email on (the default),
    // the Connect view leads with the email field (SPEC §1). `?embedded=0` leaves it out (the instant-open preview
    // does not serve an AUTH adapter yet).
    const embeddedOff = new URLSearchParams(location.search).get("embedded") === "0" || wcParam === "only"
    const embedded = config.embeddedWalletUrl === undefined || embeddedOff ? [] : [embeddedWallet({ url: config.embeddedWalletUrl })]
    const instance = createWalletport({
      projectId: DEMO_PROJECT_ID,
      metadata: { name: "walletport demo", description: "Offline demo dapp", url: location.origin, icons: [] },
      networks: [withLocalExplorer(anvil, config.apiUrl), ...surfpool],
      adapters: [...browserAdapters, ...walletConnect, ...embedded],
      rpcUrls: { [anvil.caipNetworkId]: [config.rpcUrl] },
      allowUnsupportedChain: new URLSearchParams(location.search).get("allow-unsupported") === "1",
      // `?autoClose=1`: the modal closes after connect and disconnect (the library's default; off in the demo).
      autoClose: demoAutoClose(location.search),
      // `?debug=1`: SPEC §1 `debug`, so the SPEC §8 alert banner shows in the modal.
      debug: new URLSearchParams(location.search).get("debug") === "1",
      // With the local data server: the data API, explorer and analytics sink are its; without, analytics is off.
      ...(config.apiUrl === undefined ? {} : { apiUrl: config.apiUrl }),
      // `?swaps=0`, `?onramp=0`, `?pay=1` (SPEC §1 features; pay is off by default, for the demo's Pay button).
      features: demoFeatures(location.search, config.apiUrl !== undefined),
      // `?theme=light|system`, `?accent=<colour>`, `?theme-vars=<JSON>` (SPEC §1 themeMode, themeVariables).
      ...demoTheme(location.search),
      // `?locale=de|ar|…` (issue 23): the modal's language; absent, the browser's.
      ...demoLocale(location.search),
      ...(config.explorerUrl === undefined ? {} : { explorerUrl: config.explorerUrl }),
      ...(config.analyticsUrl === undefined ? {} : { analyticsUrl: config.analyticsUrl }),
      ...siwx,
      // `?token=0x…`: an ERC-20 on anvil for the Send token list (the e2e tests deploy one).
      ...tokenOption(anvil.caipNetworkId)
    })
    Reflect.set(window, "__walletport", instance)
    createRoot(container).render(
      <StrictMode>
        <WalletportProvider instance={instance}>
          <App rpcUrl={config.rpcUrl} solanaRpcUrl={config.solanaRpcUrl} />
        </WalletportProvider>
      </StrictMode>
    )
  } catch (error) {
    container.textContent = `walletport demo failed to start: ${String(error)}`
    throw error
  }
}

void start()
