// Installs the in-page demo wallets for the demo dapp. `?demo-wallet=approve|reject` starts them in auto mode;
// `?multichain-wallet=1` adds the multi-chain (EVM + Solana) wallet, opt-in while the EVM-only walkthrough
// expects a single EVM wallet in the list.
import { installMultichainWallet } from "../multichain-wallet/index.js"
import { installDemoSolanaWallet } from "../solana-wallet/index.js"
import { installDemoWallet, type AutoApproveMode, type DemoWallet } from "../wallet/index.js"
import type { DemoConfig } from "./config.js"

const modeFromQuery = (search: string): AutoApproveMode | undefined => {
  const mode = new URLSearchParams(search).get("demo-wallet")
  return mode === "ask" || mode === "approve" || mode === "reject" ? mode : undefined
}

/** Installs (once) and announces the demo wallet pointed at the devnet from config. */
export const installWallet = (config: DemoConfig): DemoWallet => {
  const autoApprove = modeFromQuery(window.location.search)
  installSolanaWallets(config, autoApprove)
  return installDemoWallet({
    rpcUrl: config.rpcUrl,
    chainId: config.chainId,
    ...(autoApprove === undefined ? {} : { autoApprove })
  })
}

/**
 * With Surfpool in the stack: the Solana demo wallet, and the multi-chain demo wallet when asked for. They
 * register in the background (their keys load through WebCrypto); a failure is reported, not fatal.
 */
const installSolanaWallets = (config: DemoConfig, autoApprove: AutoApproveMode | undefined): void => {
  const { solanaRpcUrl } = config
  if (solanaRpcUrl === undefined) return
  const mode = autoApprove === undefined ? {} : { autoApprove }
  const multichain = new URLSearchParams(window.location.search).get("multichain-wallet") === "1"
  Promise.all([
    installDemoSolanaWallet({ rpcUrl: solanaRpcUrl, ...mode }),
    multichain ? installMultichainWallet({ rpcUrl: config.rpcUrl, chainId: config.chainId, solanaRpcUrl, ...mode }) : undefined
  ]).catch((error: unknown) => {
    console.error("walletport demo: the Solana demo wallets could not start", error)
  })
}
