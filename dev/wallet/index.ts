// The in-page demo wallet (ARCHITECTURE §5): an EIP-1193 provider holding anvil account 0, announced over
// EIP-6963, with its own approve/reject prompt. Plain TypeScript + DOM; no dependency on the library.
import { ANVIL_ACCOUNT_0_ADDRESS, ANVIL_ACCOUNT_0_PRIVATE_KEY } from "../accounts.js"
import { DEMO_WALLET_ICON } from "./icon.js"
import { type AutoApproveMode, WalletPrompt } from "./prompt.js"
import { DemoWalletProvider } from "./provider.js"

export { AUTHORIZED_STORAGE_KEY, DemoWalletProvider, type RequestArguments } from "./provider.js"
export { ProviderRpcError } from "./errors.js"
export { DEMO_WALLET_ICON } from "./icon.js"
export type { AutoApproveMode } from "./prompt.js"

/** EIP-6963 reverse-DNS id of the demo wallet. */
export const DEMO_WALLET_RDNS = "dev.walletport.demo"
/** EIP-6963 display name of the demo wallet. */
export const DEMO_WALLET_NAME = "Walletport Demo Wallet"

/** EIP-6963 provider info. */
export interface DemoWalletInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** What tests reach through `window.__demoWallet`. */
export interface DemoWalletControls {
  readonly address: string
  readonly rpcUrl: string
  /** The devnet's chain id (the wallet's current chain may differ after simulateChainChanged). */
  readonly chainId: number
  setAutoApprove(mode: AutoApproveMode): void
  getAutoApprove(): AutoApproveMode
  /** Methods waiting in the prompt, oldest first. */
  pendingRequests(): ReadonlyArray<string>
  /** Every method the dapp sent, in order. */
  receivedRequests(): ReadonlyArray<string>
  /** Forget the site's authorization; emits accountsChanged([]). */
  revoke(): void
  simulateChainChanged(chainId: number): void
  simulateDisconnect(): void
}

export interface DemoWallet extends DemoWalletControls {
  readonly info: DemoWalletInfo
  readonly provider: DemoWalletProvider
  /** Dispatches eip6963:announceProvider again. */
  announce(): void
  /** Stops announcing, removes the prompt and `window.__demoWallet`. */
  uninstall(): void
}

export interface InstallDemoWalletOptions {
  readonly rpcUrl: string
  readonly chainId: number
  /** Default "ask" (show the prompt). */
  readonly autoApprove?: AutoApproveMode
  /** Default `window`. */
  readonly window?: Window
}

declare global {
  interface Window {
    /** Test hooks of the demo wallet (dev/wallet), present once it is installed. */
    __demoWallet?: DemoWalletControls
  }
}

const installed = new WeakMap<Window, DemoWallet>()

/** An RFC 4122 v4 id, for EIP-6963 `info.uuid`. */
export const randomUuid = (win: Window): string => {
  if (typeof win.crypto.randomUUID === "function") return win.crypto.randomUUID()
  const bytes = win.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The page's localStorage, or null where it is unavailable (sandboxed frames). */
export const storageOf = (win: Window): Storage | null => {
  try {
    return win.localStorage
  } catch {
    return null
  }
}

/**
 * Installs the demo wallet in the page and announces it (EIP-6963). Idempotent per window: a second call
 * (e.g. a React StrictMode double effect) returns the first wallet and re-announces it.
 */
export const installDemoWallet = (options: InstallDemoWalletOptions): DemoWallet => {
  const win = options.window ?? window
  const existing = installed.get(win)
  if (existing !== undefined) {
    existing.announce()
    return existing
  }

  const prompt = new WalletPrompt({ icon: DEMO_WALLET_ICON, mode: options.autoApprove ?? "ask", document: win.document })
  const provider = new DemoWalletProvider({
    rpcUrl: options.rpcUrl,
    chainId: options.chainId,
    privateKey: ANVIL_ACCOUNT_0_PRIVATE_KEY,
    address: ANVIL_ACCOUNT_0_ADDRESS,
    prompt,
    storage: storageOf(win),
    origin: win.location.origin
  })
  const info: DemoWalletInfo = Object.freeze({
    uuid: randomUuid(win),
    name: DEMO_WALLET_NAME,
    icon: DEMO_WALLET_ICON,
    rdns: DEMO_WALLET_RDNS
  })

  const announce = (): void => {
    win.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }))
  }
  const onRequestProvider = (): void => announce()
  win.addEventListener("eip6963:requestProvider", onRequestProvider)

  const controls: DemoWalletControls = {
    address: provider.address,
    rpcUrl: options.rpcUrl,
    chainId: options.chainId,
    setAutoApprove: (mode) => prompt.setMode(mode),
    getAutoApprove: () => prompt.mode,
    pendingRequests: () => prompt.pending(),
    receivedRequests: () => provider.received,
    revoke: () => provider.revoke(),
    simulateChainChanged: (chainId) => provider.simulateChainChanged(chainId),
    simulateDisconnect: () => provider.simulateDisconnect()
  }
  const wallet: DemoWallet = {
    ...controls,
    info,
    provider,
    announce,
    uninstall: () => {
      win.removeEventListener("eip6963:requestProvider", onRequestProvider)
      prompt.destroy()
      installed.delete(win)
      if (win.__demoWallet === controls) delete win.__demoWallet
    }
  }
  installed.set(win, wallet)
  win.__demoWallet = controls
  announce()
  return wallet
}
