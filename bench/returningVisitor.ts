/**
 * The returning visitor: localStorage as the core leaves it after a first connection with the bench wallet
 * (SPEC §3: the stored-data version and the recent wallets, under the page's projectId scope), without a
 * stored connection. The keys and the value's format are the core's own (schemas/storage/).
 */
import { STORAGE_VERSION } from "../schemas/constants.js"
import { STORAGE_VERSION_KEY, scopedStorageKey } from "../schemas/storage/keys.js"
import type { RecentWallet } from "../schemas/storage/recentWallets.js"
import { StoredValues } from "../schemas/storage/registry.js"
import { BENCH_WALLET } from "./probe.js"
import { BENCH_PROJECT_ID } from "./scenarios/projectId.js"

/** The bench wallet as the core records it in the recent wallets (its EIP-6963 connector: id = rdns). */
export const BENCH_RECENT_WALLET: RecentWallet = {
  id: BENCH_WALLET.rdns,
  name: BENCH_WALLET.name,
  imageUrl: BENCH_WALLET.icon,
  rdns: BENCH_WALLET.rdns
}

/** Key → raw value, as the page finds them in localStorage. */
export const returningVisitorStorage = (scope: string = BENCH_PROJECT_ID): Readonly<Record<string, string>> => ({
  [scopedStorageKey(STORAGE_VERSION_KEY, scope)]: JSON.stringify(STORAGE_VERSION),
  [scopedStorageKey(StoredValues.recentWallets.key, scope)]: JSON.stringify([BENCH_RECENT_WALLET])
})
