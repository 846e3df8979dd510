/**
 * Recent wallets (SPEC §3 "recent wallets (max 2)", §4 "On finalize … the recent wallet is stored").
 */
import * as Schema from "effect/Schema"
import { RECENT_WALLETS_MAX } from "../constants.js"

/**
 * Wallet images are rendered as `<img src>`: only web URLs and inline images (EIP-6963 icons are
 * data URIs) are accepted, so a tampered entry cannot point at another scheme.
 */
const ImageUrl = Schema.String.pipe(Schema.pattern(/^(https?:\/\/|data:image\/)/))

/** SPEC §3: one recently used wallet. */
export const RecentWallet = Schema.Struct({
  id: Schema.NonEmptyString.pipe(Schema.maxLength(256)),
  name: Schema.String.pipe(Schema.maxLength(256)),
  imageUrl: Schema.optional(ImageUrl),
  rdns: Schema.optional(Schema.String.pipe(Schema.maxLength(256)))
})

/** SPEC §3: the stored list, newest first, at most {@link RECENT_WALLETS_MAX}. */
export const RecentWallets = Schema.Array(RecentWallet).pipe(Schema.maxItems(RECENT_WALLETS_MAX))

export type RecentWallet = typeof RecentWallet.Type

/** SPEC §3: puts `wallet` first, dropping an older entry with the same id, and keeps at most 2. */
export const addRecentWallet = (
  current: ReadonlyArray<RecentWallet>,
  wallet: RecentWallet
): ReadonlyArray<RecentWallet> =>
  [wallet, ...current.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
