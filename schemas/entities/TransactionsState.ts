/** SPEC §3, §4: the activity list state. */
import * as Schema from "effect/Schema"
import { CaipNetworkId } from "./ids.js"
import { Transaction } from "./Transaction.js"

// Keys stay plain strings: a refined Record key silently drops keys that fail it.
/** SPEC §3: transactions grouped by year, then month (`"0"`–`"11"`, as `Date#getMonth`). */
export const TransactionsByYear = Schema.Record({
  key: Schema.String,
  value: Schema.Record({ key: Schema.String, value: Schema.Array(Transaction) })
})
/** SPEC §3: transactions grouped by year, then month. */
export type TransactionsByYear = typeof TransactionsByYear.Type

/** SPEC §3 list state; `next` is the history cursor, cleared on error (SPEC §4). */
export const TransactionsState = Schema.Struct({
  transactions: Schema.Array(Transaction),
  transactionsByYear: TransactionsByYear,
  coinbaseTransactions: TransactionsByYear,
  loading: Schema.Boolean,
  empty: Schema.Boolean,
  next: Schema.optional(Schema.String),
  lastNetworkInView: Schema.optional(CaipNetworkId)
})
/** SPEC §3 list state. */
export interface TransactionsState extends Schema.Schema.Type<typeof TransactionsState> {}
