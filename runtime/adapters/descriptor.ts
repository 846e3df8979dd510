/**
 * What a host passes in the `adapters` option (ARCHITECTURE §8): a tiny value from `walletport/evm` or
 * `walletport/solana`. It holds no adapter code: `load()` imports the implementation chunk when the core
 * starts, so configuring an adapter adds nothing to the host's initial chunk. Types only from the core.
 */
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { ChainAdapterModule } from "../../services/ChainAdapter.js"

/** Marks a descriptor, so options decoding can tell an adapter from any other object. */
export const ADAPTER_MARK = "walletport/adapter" as const

/** A chain adapter as a host configures it. Opaque: hosts create it with `evm()` / `solana()`. */
export interface WalletportAdapter {
  readonly kind: typeof ADAPTER_MARK
  readonly namespace: ChainNamespace
  /** @internal Imports the adapter's implementation chunk. */
  readonly load: () => Promise<ChainAdapterModule>
}
