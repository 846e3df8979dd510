/**
 * `walletportWagmi(walletport)`: the part of wagmi's `createConfig` parameters that makes walletport the
 * app's wallet, spread beside the app's own chains and transports:
 * `createConfig({ chains, transports, ...walletportWagmi(walletport) })`. Parameters, not a `Config`, so that
 * walletport/wagmi imports nothing of wagmi (the host's copy, 2 or 3, makes the config) and wagmi infers the
 * app's chains and transports as it always does.
 */
import type { Walletport } from "../types.js"
import { walletportConnector } from "./connector.js"
import type { WalletportConnectorFn } from "./types.js"

export interface WalletportWagmiParameters {
  /** walletport's connector alone; list others after it with `walletportConnector(walletport)` yourself. */
  readonly connectors: readonly [WalletportConnectorFn]
  /**
   * wagmi's own EIP-6963 discovery, off: walletport's modal already lists the page's wallets, and a wallet
   * wagmi connected by itself would be a second state walletport does not see.
   */
  readonly multiInjectedProviderDiscovery: false
}

export const walletportWagmi = (walletport: Walletport): WalletportWagmiParameters => ({
  connectors: [walletportConnector(walletport)],
  multiInjectedProviderDiscovery: false
})
