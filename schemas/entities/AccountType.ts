/** Account kinds. */
import * as Schema from "effect/Schema"

/** An account's kind; `payment` is for bitcoin-style namespaces. */
export const AccountType = Schema.Literal("eoa", "smartAccount", "payment")
/** An account's kind; `payment` is for bitcoin-style namespaces. */
export type AccountType = typeof AccountType.Type

/** The account type a user may prefer for an embedded wallet. */
export const PreferredAccountType = Schema.Literal("eoa", "smartAccount")
/** The account type a user may prefer for an embedded wallet. */
export type PreferredAccountType = typeof PreferredAccountType.Type
