// Installs the in-page demo wallet for the demo dapp. `?demo-wallet=approve|reject` starts it in auto mode.
import { installDemoWallet, type AutoApproveMode, type DemoWallet } from "../wallet/index.js"
import type { DemoConfig } from "./config.js"

const modeFromQuery = (search: string): AutoApproveMode | undefined => {
  const mode = new URLSearchParams(search).get("demo-wallet")
  return mode === "ask" || mode === "approve" || mode === "reject" ? mode : undefined
}

/** Installs (once) and announces the demo wallet pointed at the devnet from config. */
export const installWallet = (config: DemoConfig): DemoWallet => {
  const autoApprove = modeFromQuery(window.location.search)
  return installDemoWallet({
    rpcUrl: config.rpcUrl,
    chainId: config.chainId,
    ...(autoApprove === undefined ? {} : { autoApprove })
  })
}
