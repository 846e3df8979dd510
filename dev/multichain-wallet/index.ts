// The in-page multi-chain demo wallet (ARCHITECTURE §5, SPEC §3 MULTI_CHAIN): one wallet with an EVM face
// (dev/wallet's EIP-1193 provider, announced over EIP-6963 with an rdns) and a Solana face (a Wallet Standard
// wallet with the same name, declaring the same rdns: that, not the name, merges the two). One approval
// authorises both faces (./approval.ts), so a dapp that connects every namespace of a MULTI_CHAIN connector
// gets both in one approval.
import { registerWallet } from "@wallet-standard/wallet"
import { ANVIL_ACCOUNTS } from "../accounts.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT } from "../solana-wallet/accounts.js"
import { createDemoSigner } from "../solana-wallet/signer.js"
import { DemoSolanaWallet } from "../solana-wallet/wallet.js"
import { randomUuid, storageOf } from "../wallet/index.js"
import type { AutoApproveMode } from "../wallet/prompt.js"
import { DemoWalletProvider } from "../wallet/provider.js"
import { SharedApprovalPrompt } from "./approval.js"
import { MULTICHAIN_WALLET_ICON } from "./icon.js"

export { MULTICHAIN_WALLET_ICON } from "./icon.js"
export { SharedApprovalPrompt } from "./approval.js"

/** The wallet's name on both faces (EIP-6963 `info.name` and the Wallet Standard name). */
export const MULTICHAIN_WALLET_NAME = "Walletport Multichain Demo Wallet"
/** EIP-6963 reverse-DNS id of the EVM face. */
export const MULTICHAIN_WALLET_RDNS = "dev.walletport.multichain"
/** localStorage keys remembering each face's approval. */
export const MULTICHAIN_STORAGE_KEYS = {
  evm: "demo-multichain-wallet:evm-authorized",
  solana: "demo-multichain-wallet:solana-authorized"
} as const

/** The EVM face's account: anvil account 1 (the EVM demo wallet holds account 0). */
const EVM_ACCOUNT = ANVIL_ACCOUNTS[1] ?? ANVIL_ACCOUNTS[0]

/** What tests reach through `window.__demoMultichainWallet`. */
export interface MultichainWalletControls {
  readonly evmAddress: string
  readonly solanaAddress: string
  setAutoApprove(mode: AutoApproveMode): void
  getAutoApprove(): AutoApproveMode
  pendingRequests(): ReadonlyArray<string>
  /** Forget the site on both faces. */
  revoke(): void
}

export interface MultichainWallet extends MultichainWalletControls {
  readonly evm: DemoWalletProvider
  readonly solana: DemoSolanaWallet
}

export interface InstallMultichainWalletOptions {
  /** anvil's JSON-RPC URL and chain id (EVM face). */
  readonly rpcUrl: string
  readonly chainId: number
  /** Surfpool's JSON-RPC URL (Solana face). */
  readonly solanaRpcUrl: string
  readonly autoApprove?: AutoApproveMode
  readonly window?: Window
}

declare global {
  interface Window {
    /** Test hooks of the multi-chain demo wallet (dev/multichain-wallet), present once it is installed. */
    __demoMultichainWallet?: MultichainWalletControls
  }
}

const installed = new WeakMap<Window, Promise<MultichainWallet>>()

/** Installs (once per window) both faces: announces the EVM one, registers the Solana one. */
export const installMultichainWallet = (options: InstallMultichainWalletOptions): Promise<MultichainWallet> => {
  const win = options.window ?? window
  const existing = installed.get(win)
  if (existing !== undefined) return existing
  const installing = (async () => {
    if (EVM_ACCOUNT === undefined) throw new Error("multichain wallet: no anvil account")
    const prompt = new SharedApprovalPrompt({
      icon: MULTICHAIN_WALLET_ICON,
      mode: options.autoApprove ?? "ask",
      document: win.document,
      accounts: [
        ["EVM account", EVM_ACCOUNT.address],
        ["Solana account", MULTICHAIN_DEMO_SOLANA_ACCOUNT.address]
      ]
    })
    const storage = storageOf(win)
    const evm = new DemoWalletProvider({
      rpcUrl: options.rpcUrl,
      chainId: options.chainId,
      privateKey: EVM_ACCOUNT.privateKey,
      address: EVM_ACCOUNT.address,
      prompt,
      storage,
      storageKey: MULTICHAIN_STORAGE_KEYS.evm,
      origin: win.location.origin
    })
    const solana = new DemoSolanaWallet({
      name: MULTICHAIN_WALLET_NAME,
      rdns: MULTICHAIN_WALLET_RDNS,
      icon: MULTICHAIN_WALLET_ICON,
      signer: await createDemoSigner(MULTICHAIN_DEMO_SOLANA_ACCOUNT),
      rpcUrl: options.solanaRpcUrl,
      prompt,
      storage,
      storageKey: MULTICHAIN_STORAGE_KEYS.solana,
      origin: win.location.origin
    })
    // A revoke on either face (the dapp disconnecting, or the wallet forgetting the site) ends the shared approval.
    evm.on("accountsChanged", (accounts: ReadonlyArray<string>) => {
      if (accounts.length === 0) prompt.reset()
    })
    solana.features["standard:events"].on("change", ({ accounts }) => {
      if (accounts !== undefined && accounts.length === 0) prompt.reset()
    })

    const info = Object.freeze({ uuid: randomUuid(win), name: MULTICHAIN_WALLET_NAME, icon: MULTICHAIN_WALLET_ICON, rdns: MULTICHAIN_WALLET_RDNS })
    const announce = (): void => {
      win.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider: evm }) }))
    }
    win.addEventListener("eip6963:requestProvider", announce)
    const controls: MultichainWalletControls = {
      evmAddress: evm.address,
      solanaAddress: solana.address,
      setAutoApprove: (mode) => prompt.setMode(mode),
      getAutoApprove: () => prompt.mode,
      pendingRequests: () => prompt.pending(),
      revoke: () => {
        evm.revoke()
        solana.revoke()
      }
    }
    win.__demoMultichainWallet = controls
    announce()
    registerWallet(solana)
    return { ...controls, evm, solana }
  })()
  installed.set(win, installing)
  return installing
}
