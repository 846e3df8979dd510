// The in-page demo Solana wallet (ARCHITECTURE §5): a Wallet Standard wallet holding the demo Solana account
// on Surfpool, registered with `registerWallet`, with dev/wallet's approve/reject prompt. No library code.
import { registerWallet } from "@wallet-standard/wallet"
import { storageOf } from "../wallet/index.js"
import { type AutoApproveMode, WalletPrompt } from "../wallet/prompt.js"
import { SOLANA_DEMO_ACCOUNT } from "./accounts.js"
import { DEMO_SOLANA_WALLET_ICON } from "./icon.js"
import { createDemoSigner } from "./signer.js"
import { DemoSolanaWallet } from "./wallet.js"

export { DEMO_SOLANA_CHAIN, DemoSolanaWallet } from "./wallet.js"
export { DEMO_SOLANA_WALLET_ICON } from "./icon.js"

/** Wallet Standard name of the demo Solana wallet (its connector id in walletport). */
export const DEMO_SOLANA_WALLET_NAME = "Walletport Solana Demo Wallet"
/** localStorage key remembering the site's approval (value: the address). */
export const SOLANA_AUTHORIZED_STORAGE_KEY = "demo-solana-wallet:authorized"

/** What tests reach through `window.__demoSolanaWallet`. */
export interface DemoSolanaWalletControls {
  readonly address: string
  readonly rpcUrl: string
  setAutoApprove(mode: AutoApproveMode): void
  getAutoApprove(): AutoApproveMode
  /** Methods waiting in the prompt, oldest first. */
  pendingRequests(): ReadonlyArray<string>
  /** Forget the site's approval; emits a change with no accounts. */
  revoke(): void
}

export interface InstallDemoSolanaWalletOptions {
  readonly rpcUrl: string
  /** Default "ask" (show the prompt). */
  readonly autoApprove?: AutoApproveMode
  /** Default `window`. */
  readonly window?: Window
}

declare global {
  interface Window {
    /** Test hooks of the demo Solana wallet (dev/solana-wallet), present once it is installed. */
    __demoSolanaWallet?: DemoSolanaWalletControls
  }
}

const installed = new WeakMap<Window, Promise<DemoSolanaWallet>>()

/** Installs (once per window) and registers the demo Solana wallet. */
export const installDemoSolanaWallet = (options: InstallDemoSolanaWalletOptions): Promise<DemoSolanaWallet> => {
  const win = options.window ?? window
  const existing = installed.get(win)
  if (existing !== undefined) return existing
  const installing = (async () => {
    const prompt = new WalletPrompt({ icon: DEMO_SOLANA_WALLET_ICON, mode: options.autoApprove ?? "ask", document: win.document })
    const wallet = new DemoSolanaWallet({
      name: DEMO_SOLANA_WALLET_NAME,
      icon: DEMO_SOLANA_WALLET_ICON,
      signer: await createDemoSigner(SOLANA_DEMO_ACCOUNT),
      rpcUrl: options.rpcUrl,
      prompt,
      storage: storageOf(win),
      storageKey: SOLANA_AUTHORIZED_STORAGE_KEY,
      origin: win.location.origin
    })
    win.__demoSolanaWallet = {
      address: wallet.address,
      rpcUrl: options.rpcUrl,
      setAutoApprove: (mode) => prompt.setMode(mode),
      getAutoApprove: () => prompt.mode,
      pendingRequests: () => prompt.pending(),
      revoke: () => wallet.revoke()
    }
    registerWallet(wallet)
    return wallet
  })()
  installed.set(win, installing)
  return installing
}
