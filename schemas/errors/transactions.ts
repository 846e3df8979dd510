/** Transaction-history errors (transaction fetch, "Transactions"). */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * History fetch failed; ERROR_FETCH_TRANSACTIONS is tracked and the list emptied.
 * What to do: Retry; `cause` is the API's error.
 */
export class FetchTransactionsFailed extends CatalogueError("FetchTransactionsFailed", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "Failed to fetch transactions"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * History asked for with no account.
 * What to do: Connect first.
 */
export class MissingAccountAddress extends CatalogueError("MissingAccountAddress", {}) {
  override get message(): string {
    return "Transactions can't be fetched without an accountAddress"
  }

  get details(): string {
    return developerDetails(this)
  }
}
