/** The activity list state. */
import * as Schema from "effect/Schema"
import { CaipNetworkId } from "./ids.js"
import { Transaction } from "./Transaction.js"

// Keys stay plain strings: a refined Record key silently drops keys that fail it.
/** Transactions grouped by year, then month (`"0"`–`"11"`, as `Date#getMonth`). */
export const TransactionsByYear = Schema.Record({
  key: Schema.String,
  value: Schema.Record({ key: Schema.String, value: Schema.Array(Transaction) })
})
/** Transactions grouped by year, then month. */
export type TransactionsByYear = typeof TransactionsByYear.Type

/** List state; `next` is the history cursor, cleared on error. */
export const TransactionsState = Schema.Struct({
  transactions: Schema.Array(Transaction),
  transactionsByYear: TransactionsByYear,
  coinbaseTransactions: TransactionsByYear,
  loading: Schema.Boolean,
  empty: Schema.Boolean,
  next: Schema.optional(Schema.String),
  lastNetworkInView: Schema.optional(CaipNetworkId)
})
/** List state. */
export interface TransactionsState extends Schema.Schema.Type<typeof TransactionsState> {}
