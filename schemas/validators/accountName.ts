/**
 * Registered account name rule: at least NAME_MIN_LENGTH characters,
 * ASCII letters, digits and hyphens only; each broken rule has its own message.
 */
import * as Schema from "effect/Schema"
import { ACCOUNT_NAME_RULE_MESSAGES, accountNameProblem, isValidAccountName } from "./core/accountName.js"

export { ACCOUNT_NAME_RULE_MESSAGES, accountNameProblem, type AccountNameRule, isValidAccountName } from "./core/accountName.js"

/** An account name that may be registered. */
export const AccountName = Schema.String.pipe(
  Schema.filter(isValidAccountName, {
    message: (issue) => ACCOUNT_NAME_RULE_MESSAGES[accountNameProblem(issue.actual) ?? "characters"]
  }),
  Schema.brand("AccountName"),
  Schema.annotations({ identifier: "AccountName" })
)
/** A validated account name. */
export type AccountName = typeof AccountName.Type
