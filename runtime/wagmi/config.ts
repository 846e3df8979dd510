/**
 * `walletportWagmi(walletport, parameters)`: wagmi's `createConfig` parameters with walletport's connector
 * in, for `createConfig(walletportWagmi(walletport, { chains, transports }))`. It returns parameters, not a
 * `Config`, so that walletport/wagmi imports nothing of wagmi: the host's own wagmi (2 or 3) makes the config.
 */
import type { Chain } from "viem"
import type { Walletport } from "../types.js"
import { walletportConnector } from "./connector.js"
import type { WalletportConnectorFn } from "./types.js"

/** The fields of wagmi's `createConfig` parameters walletport reads or sets; the rest pass through unchanged. */
export interface WagmiParametersInput<F> {
  readonly chains: readonly [Chain, ...Array<Chain>]
  /** Connectors beside walletport's (it comes first). */
  readonly connectors?: ReadonlyArray<F> | undefined
  /**
   * wagmi's own EIP-6963 discovery, off by default: walletport already lists the page's wallets in its modal,
   * and a wallet wagmi connected by itself would be a second state walletport does not see.
   */
  readonly multiInjectedProviderDiscovery?: boolean | undefined
}

/** `parameters` with walletport's connector first in `connectors` and wagmi's own wallet discovery off (unless asked). */
export type WalletportWagmiParameters<P, F> =
  & Omit<P, "connectors" | "multiInjectedProviderDiscovery">
  & {
    readonly connectors: ReadonlyArray<WalletportConnectorFn | F>
    readonly multiInjectedProviderDiscovery: boolean
  }

export const walletportWagmi = <const P extends WagmiParametersInput<F>, F = never>(
  walletport: Walletport,
  parameters: P & WagmiParametersInput<F>
): WalletportWagmiParameters<P, F> => ({
  ...parameters,
  connectors: [walletportConnector(walletport), ...(parameters.connectors ?? [])],
  multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? false
})
