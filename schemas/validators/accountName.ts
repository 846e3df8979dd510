/**
 * Registered account name rule (SPEC §5, §9): at least NAME_MIN_LENGTH characters,
 * ASCII letters, digits and hyphens only.
 */
import * as Schema from "effect/Schema"
import { NAME_MIN_LENGTH } from "../constants.js"
import { isValidAccountName } from "./core/accountName.js"

export { isValidAccountName } from "./core/accountName.js"

/** SPEC §5: an account name that may be registered. */
export const AccountName = Schema.String.pipe(
  Schema.filter(isValidAccountName, {
    message: () =>
      `Invalid account name: expected at least ${NAME_MIN_LENGTH} characters, letters, digits and hyphens only`
  }),
  Schema.brand("AccountName"),
  Schema.annotations({ identifier: "AccountName" })
)
/** SPEC §5: a validated account name. */
export type AccountName = typeof AccountName.Type
