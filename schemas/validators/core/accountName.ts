/** Registered account name rule (SPEC §5, §9), as a plain guard. */
import { NAME_MIN_LENGTH } from "../../constants.js"

// ASCII only: non-ASCII letters would open the name space to look-alike (homograph) names.
const ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/

/** SPEC §5: true for a name of at least NAME_MIN_LENGTH letters, digits or hyphens. */
export const isValidAccountName = (value: unknown): value is string =>
  typeof value === "string" && value.length >= NAME_MIN_LENGTH && ACCOUNT_NAME_PATTERN.test(value)
