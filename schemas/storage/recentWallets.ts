/**
 * Recent wallets ("recent wallets (max 2)", "On finalize … the recent wallet is stored").
 */
import * as Schema from "effect/Schema"
import { RECENT_WALLETS_MAX } from "../constants.js"
import { RECENT_WALLET_IMAGE_URL, RECENT_WALLET_TEXT_MAX } from "./recentWalletRules.js"

/** Only web URLs and inline images (recentWalletRules.ts). */
const ImageUrl = Schema.String.pipe(Schema.pattern(RECENT_WALLET_IMAGE_URL))

/** One recently used wallet. */
export const RecentWallet = Schema.Struct({
  id: Schema.NonEmptyString.pipe(Schema.maxLength(RECENT_WALLET_TEXT_MAX)),
  name: Schema.String.pipe(Schema.maxLength(RECENT_WALLET_TEXT_MAX)),
  imageUrl: Schema.optional(ImageUrl),
  rdns: Schema.optional(Schema.String.pipe(Schema.maxLength(RECENT_WALLET_TEXT_MAX)))
})

/** The stored list, newest first, at most {@link RECENT_WALLETS_MAX}. */
export const RecentWallets = Schema.Array(RecentWallet).pipe(Schema.maxItems(RECENT_WALLETS_MAX))

export type RecentWallet = typeof RecentWallet.Type

/** Puts `wallet` first, dropping an older entry with the same id, and keeps at most 2. */
export const addRecentWallet = (
  current: ReadonlyArray<RecentWallet>,
  wallet: RecentWallet
): ReadonlyArray<RecentWallet> =>
  [wallet, ...current.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
