/** transactions: plain declarations of walletport/errors (generated shape; checked against schemas/errors/transactions.ts). */
import * as impl from "../../errors/transactions.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * History fetch failed; ERROR_FETCH_TRANSACTIONS is tracked and the list emptied.
 * What to do: Retry; `cause` is the API's error.
 */
export interface FetchTransactionsFailed extends CatalogueError<"FetchTransactionsFailed"> {
  readonly cause?: unknown
}
export const FetchTransactionsFailed: ErrorClass<FetchTransactionsFailed, { readonly cause?: unknown }> = impl.FetchTransactionsFailed

/**
 * History asked for with no account.
 * What to do: Connect first.
 */
export interface MissingAccountAddress extends CatalogueError<"MissingAccountAddress"> {}
export const MissingAccountAddress: ErrorClass<MissingAccountAddress, {}> = impl.MissingAccountAddress
