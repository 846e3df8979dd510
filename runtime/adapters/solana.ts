/**
 * `solana()`: the Solana chain adapter as a host configures it (ARCHITECTURE §8). Tiny on purpose: the
 * adapter (Wallet Standard, @solana/kit) loads from `load()` when the core starts, never up front.
 */
import { ADAPTER_MARK, type WalletportAdapter } from "./descriptor.js"

/** The Solana adapter descriptor, for the `adapters` option. */
export const solanaAdapter = (): WalletportAdapter => ({
  kind: ADAPTER_MARK,
  namespace: "solana",
  load: () => import("../../layers/live/solana/module.js")
})
