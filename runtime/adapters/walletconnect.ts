/**
 * `walletConnectAdapter()` (ARCHITECTURE §8): WalletConnect as a host configures it. Tiny on purpose: the
 * adapter chunk loads with the core, and @walletconnect/universal-provider (an optional peer) only when a
 * visitor picks WalletConnect or a stored WalletConnect session is restored. No Effect here.
 */
import { defineAdapter, type WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import type { WalletConnectDevHooks } from "../../layers/live/walletconnect/module.js"
import type { WalletConnectAdapterOptions } from "../../schemas/public/adapters.js"
import { lazyModule } from "../lazyModule.js"

export type { WalletConnectAdapterOptions }

/**
 * WalletConnect for every configured namespace it serves (eip155, solana, bip122): one session, one approval.
 * Only the public options reach the module, whatever else the object carries.
 */
export const walletConnectAdapter = (options: WalletConnectAdapterOptions = {}): WalletportAdapter =>
  walletConnectAdapterWithHooks({
    ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
    ...(options.requestExpirySeconds === undefined ? {} : { requestExpirySeconds: options.requestExpirySeconds })
  })

/** The same adapter with the offline dev stack's hooks (dev/demo); not on any public entry. @internal */
export const walletConnectAdapterWithHooks = (options: WalletConnectAdapterOptions & WalletConnectDevHooks): WalletportAdapter =>
  defineAdapter(
    "eip155",
    lazyModule("the WalletConnect adapter", () => import("../../layers/live/walletconnect/module.js").then((m) => m.walletConnectModule(options))),
    "walletConnect"
  )
