/**
 * Rules on the configured adapters (WalletConnect's, the embedded wallet's), apart from schemas/adapterDescriptor.ts: that module is in
 * the host's initial chunk, and what lazy code imports from a module the shell imports lands there too.
 */
import type { AdapterConnector } from "./adapterDescriptor.js"

/** What the rules read of the options: each adapter's connector (WalletConnect's, or none for a browser wallet's). */
type Adapters = { readonly adapters: ReadonlyArray<{ readonly connector?: AdapterConnector | undefined }> }

/** `walletConnectAdapter()` is configured: WalletConnect pairs wallets not on the page. */
export const hasWalletConnect = (config: Adapters): boolean =>
  config.adapters.some((adapter) => adapter.connector === "walletConnect")

/**
 * SPEC §2 "WalletConnect only": no browser-wallet adapter (none at all, or only WalletConnect's), so open lands
 * on WalletConnect's views (ConnectingWalletConnectBasic, AllWallets on a phone) rather than Connect.
 */
export const isWalletConnectOnly = (config: Adapters): boolean =>
  config.adapters.every((adapter) => adapter.connector === "walletConnect")

/** The embedded wallet configured with email login on (`features.email`): the Connect view leads with the email field (SPEC §1). */
export const isEmailLoginConfigured = (config: Adapters, emailFeature: boolean): boolean =>
  emailFeature && config.adapters.some((adapter) => adapter.connector === "embedded")
