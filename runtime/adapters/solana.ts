/**
 * `solana()`: the Solana chain adapter as a host configures it (ARCHITECTURE §8). Tiny on purpose: the
 * adapter (Wallet Standard, @solana/kit) loads from `load()` when the core starts, never up front.
 */
import { defineAdapter, type WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import { lazyModule } from "../lazyModule.js"

/** The Solana adapter descriptor, for the `adapters` option. */
export const solanaAdapter = (): WalletportAdapter => defineAdapter("solana", lazyModule("the Solana adapter", () => import("../../layers/live/solana/module.js")))
