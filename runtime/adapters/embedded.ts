/**
 * `embeddedWallet({ url })` (ARCHITECTURE §10): the embedded wallet (email login) as a host configures
 * it, pointing at its wallet server. Tiny on purpose: the AUTH adapters' chunk loads with the core, the secure
 * frame's code only when the visitor picks email or a stored embedded session is restored. No Effect here.
 */
import { defineAdapter, type WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import type { EmbeddedWalletOptions } from "../../schemas/public/adapters.js"
import { lazyModule } from "../lazyModule.js"

export type { EmbeddedWalletOptions }

/** The AUTH connector for eip155 and solana (the namespaces the host configured networks for). Only the public options reach the module. */
export const embeddedWallet = (options: EmbeddedWalletOptions): WalletportAdapter => {
  const chosen: EmbeddedWalletOptions = {
    url: options.url,
    ...(options.enableLogger === undefined ? {} : { enableLogger: options.enableLogger })
  }
  return defineAdapter(
    "eip155",
    lazyModule("the embedded wallet", () =>
      import("../../layers/live/auth/module.js").then((m) =>
        m.embeddedModule(chosen, { loadFrame: () => import("../../layers/live/frame/SecureFrameLive.js").then((f) => f.makeSecureFrame) }))),
    "embedded"
  )
}
