/**
 * What a send changed, read again once the chain settled it (issue 23): the account's native balance (the page
 * button and the Account view) and the Tokens tab's list, whose data-plane read bypasses the 30 s cache (SPEC §9)
 * so the tab shows the new figures without a reload. Activity reads its history again itself when a pending
 * send settles (AccountTabsContainer).
 */
import * as Effect from "effect/Effect"
import type { PendingTransaction } from "../../schemas/send.js"
import type { AccountShape } from "../../services/Account.js"
import type { BlockchainApiShape } from "../../services/BlockchainApi.js"
import type { PortfolioShape } from "../../services/Portfolio.js"

/** The data plane's `forceUpdate` for a read after a send: every balance of the account (as Swap asks). */
const FORCE_ALL = "all"

/** Reads the sender's balances again. Never fails: a failed read shows as that read's own failure. */
export const refreshAfterSend = (
  account: AccountShape,
  api: BlockchainApiShape,
  portfolio: PortfolioShape,
  entry: Pick<PendingTransaction, "namespace" | "caipNetworkId" | "from">
): Effect.Effect<void> =>
  Effect.all([
    account.refreshBalance(entry.namespace).pipe(Effect.ignore),
    api.getBalances({ caipNetworkId: entry.caipNetworkId, address: entry.from, forceUpdate: FORCE_ALL }).pipe(
      Effect.ignore,
      Effect.zipRight(portfolio.loadTokens)
    )
  ], { concurrency: "unbounded", discard: true })
