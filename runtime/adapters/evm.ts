/**
 * `evm()` (ARCHITECTURE §8): the EVM adapter as a host configures it. Tiny on purpose: the adapter (EIP-6963
 * discovery, EIP-1193 calls, viem for reads) loads with import() when the core starts. No Effect here.
 */
import { defineAdapter, type WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import { lazyModule } from "../lazyModule.js"

/** The eip155 adapter: browser wallets through EIP-6963 and `window.ethereum`. */
export const evmAdapter = (): WalletportAdapter => defineAdapter("eip155", lazyModule("the EVM adapter", () => import("../../layers/live/evm/module.js")))
