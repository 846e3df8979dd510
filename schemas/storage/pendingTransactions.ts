/** Pending transactions as stored (kept apart from schemas/send.ts so storage pulls in no address validators). */
import * as Schema from "effect/Schema"
import { CaipNetworkId, ChainNamespace } from "../entities/ids.js"

/** A sent transaction still waiting for its confirmation; stored so it survives a reload. */
export const PendingTransaction = Schema.Struct({
  hash: Schema.NonEmptyString,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  from: Schema.String,
  to: Schema.String,
  /** The amount as the user read it, e.g. "0.5". */
  amount: Schema.String,
  symbol: Schema.String,
  /** Epoch milliseconds (Clock time) when the wallet returned the hash. */
  sentAt: Schema.Number,
  explorerUrl: Schema.optional(Schema.String),
  /**
   * Solana: the last block height the transaction's blockhash is valid for (stored as a decimal string); past it,
   * an unknown signature can never land. Absent in entries stored before it was kept: unknown.
   */
  lastValidBlockHeight: Schema.optional(Schema.BigInt)
})
/** A sent transaction still waiting for its confirmation. */
export interface PendingTransaction extends Schema.Schema.Type<typeof PendingTransaction> {}

/** The stored list, newest first. */
export const PendingTransactions = Schema.Array(PendingTransaction)
