/**
 * `walletConnectAdapter()` (ARCHITECTURE §8): WalletConnect as a host configures it. Tiny on purpose: the
 * adapter chunk loads with the core, and @walletconnect/universal-provider (an optional peer) only when a
 * visitor picks WalletConnect or a stored WalletConnect session is restored. No Effect here.
 */
import { defineAdapter, type WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import type { WalletConnectAdapterOptions } from "../../layers/live/walletconnect/module.js"
import { lazyModule } from "../lazyModule.js"

export type { WalletConnectAdapterOptions }

/** WalletConnect for every configured namespace it serves (eip155, solana, bip122): one session, one approval. */
export const walletConnectAdapter = (options: WalletConnectAdapterOptions = {}): WalletportAdapter =>
  defineAdapter(
    "eip155",
    lazyModule("the WalletConnect adapter", () => import("../../layers/live/walletconnect/module.js").then((m) => m.walletConnectModule(options))),
    "walletConnect"
  )
