/** Registered account name rules, as plain functions: which rule a name breaks, and its message. */
import { NAME_MIN_LENGTH } from "../../constants.js"

// ASCII only: non-ASCII letters would open the name space to look-alike (homograph) names.
const ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/

/** A account-name rule. */
export type AccountNameRule = "minLength" | "characters"

/** What the visitor reads for each broken rule. */
export const ACCOUNT_NAME_RULE_MESSAGES: { readonly [R in AccountNameRule]: string } = {
  minLength: `Names need at least ${NAME_MIN_LENGTH} characters`,
  characters: "Names may use only letters (a–z), digits and hyphens"
}

/** The first rule `value` breaks (characters before length: a bad character is the more useful hint), or undefined. */
export const accountNameProblem = (value: unknown): AccountNameRule | undefined => {
  if (typeof value !== "string") return "characters"
  if (value.length > 0 && !ACCOUNT_NAME_PATTERN.test(value)) return "characters"
  return value.length < NAME_MIN_LENGTH ? "minLength" : undefined
}

/** True for a name of at least NAME_MIN_LENGTH letters, digits or hyphens. */
export const isValidAccountName = (value: unknown): value is string => accountNameProblem(value) === undefined
