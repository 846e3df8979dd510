/**
 * The Activity list with the account's sent, not yet confirmed transactions (SPEC §9 pending list) on top: each
 * shown as a pending row until the indexed history lists its hash / signature, so a transaction never shows twice.
 * SendFeature offers it to the UI (the Send side owns pending transactions).
 */
import type { Transaction } from "../../schemas/entities/Transaction.js"
import type { PendingTransaction } from "../../schemas/storage/pendingTransactions.js"
import type { ActivityAccount } from "../../services/Send.js"

/** Hashes compare case-blind (EVM hex); Solana signatures are base58, where case matters but never collides so. */
const key = (hash: string): string => hash.toLowerCase()

/** A pending send as an Activity row. */
export const pendingRow = (p: PendingTransaction): Transaction => ({
  id: p.hash,
  metadata: {
    operationType: "send",
    hash: p.hash,
    minedAt: new Date(p.sentAt).toISOString(),
    sentFrom: p.from,
    sentTo: p.to,
    status: "pending",
    chain: p.caipNetworkId
  },
  transfers: [{ fungible_info: { symbol: p.symbol }, direction: "out", quantity: { numeric: p.amount } }]
})

/** The history with the account's pending sends first (newest first), minus those the history already has. */
export const withPending = (
  history: ReadonlyArray<Transaction>,
  pending: ReadonlyArray<PendingTransaction>,
  account: ActivityAccount
): ReadonlyArray<Transaction> => {
  const indexed = new Set(history.flatMap((t) => [key(t.id), ...(t.metadata.hash === undefined ? [] : [key(t.metadata.hash)])]))
  const mine = pending.filter((p) =>
    p.caipNetworkId === account.caipNetworkId && key(p.from) === key(account.address ?? "") && !indexed.has(key(p.hash))
  )
  return mine.length === 0 ? history : [...mine.map(pendingRow), ...history]
}
