/**
 * The Solana adapter's list of Wallet Standard wallets (SPEC §2): pure and Effect-free, shared by the
 * adapter's discovery and the instant-open preview, so both list the same wallets under the same ids.
 */
import type { Wallet } from "@wallet-standard/base"
import type { AdapterWallet } from "../../../services/ChainAdapter.js"
import { isExcluded } from "../walletExclusion.js"
import { readWallet } from "./walletInfo.js"

/** A listed wallet: what the list shows, and the Wallet Standard object behind it. */
export interface DiscoveredSolanaWallet {
  readonly info: AdapterWallet
  readonly wallet: Wallet
}

/** Registered wallets in registration order → the list: first of each id wins, exclusions last. */
export const listWallets = (
  registered: ReadonlyArray<Wallet>,
  excludeWalletIds: ReadonlyArray<string>
): ReadonlyArray<DiscoveredSolanaWallet> => {
  const byId = new Map<string, DiscoveredSolanaWallet>()
  for (const wallet of registered) {
    const info = readWallet(wallet)
    if (info !== undefined && !byId.has(info.id)) byId.set(info.id, { info, wallet })
  }
  return [...byId.values()].filter(({ info }) => !isExcluded(info, excludeWalletIds))
}
