/**
 * Registered account name rule (SPEC §5, §9): at least NAME_MIN_LENGTH characters,
 * ASCII letters, digits and hyphens only.
 */
import * as Schema from "effect/Schema"
import { NAME_MIN_LENGTH } from "../constants.js"

// ASCII only: non-ASCII letters would open the name space to look-alike (homograph) names.
const ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/

/** SPEC §5: true for a name of at least NAME_MIN_LENGTH letters, digits or hyphens. */
export const isValidAccountName = (value: unknown): value is string =>
  typeof value === "string" && value.length >= NAME_MIN_LENGTH && ACCOUNT_NAME_PATTERN.test(value)

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
