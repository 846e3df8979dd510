/** SPEC §3, §5: account kinds. */
import * as Schema from "effect/Schema"

/** SPEC §3: an account's kind; `payment` is for bitcoin-style namespaces. */
export const AccountType = Schema.Literal("eoa", "smartAccount", "payment")
/** SPEC §3: an account's kind; `payment` is for bitcoin-style namespaces. */
export type AccountType = typeof AccountType.Type

/** SPEC §5: the account type a user may prefer for an embedded wallet. */
export const PreferredAccountType = Schema.Literal("eoa", "smartAccount")
/** SPEC §5: the account type a user may prefer for an embedded wallet. */
export type PreferredAccountType = typeof PreferredAccountType.Type
