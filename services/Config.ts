/** The decoded host options (SPEC §1), available to every layer, and the rules read from them. */
import * as Context from "effect/Context"
import type { WalletportAdapter } from "../schemas/adapterDescriptor.js"
import type { WalletportOptions } from "../schemas/options.js"

/** What the rules read of the options: each adapter's connector (WalletConnect's, or none for a browser wallet's). */
type Adapters = { readonly adapters: ReadonlyArray<Pick<WalletportAdapter, "connector">> }

/** SPEC §1: options after decoding, defaults filled. Provided once per instance by `runtime/`. */
export class Config extends Context.Tag("walletport/Config")<Config, WalletportOptions>() {}

/** `walletConnectAdapter()` is configured: WalletConnect pairs wallets not on the page. */
export const hasWalletConnect = (config: Adapters): boolean =>
  config.adapters.some((adapter) => adapter.connector === "walletConnect")

/**
 * SPEC §2 "WalletConnect only": no browser-wallet adapter (none at all, or only WalletConnect's), so open lands
 * on WalletConnect's views (ConnectingWalletConnectBasic, AllWallets on a phone) rather than Connect.
 */
export const isWalletConnectOnly = (config: Adapters): boolean =>
  config.adapters.every((adapter) => adapter.connector === "walletConnect")
