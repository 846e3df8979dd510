/**
 * Email address shape (Email fields must be valid emails), as a plain guard.
 * The local part follows the WHATWG `<input type=email>` rule; the domain must also have a TLD,
 * because a login code can never be delivered to `user@localhost`.
 */
const EMAIL_MAX_LENGTH = 254
const LOCAL_PART = "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+"
const LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
// A TLD is letters only, or an IDNA (punycode) label such as xn--p1ai.
const TLD = "(?:[a-zA-Z]{2,63}|xn--[a-zA-Z0-9-]{1,59})"
const EMAIL_PATTERN = /* @__PURE__ */ new RegExp(`^${LOCAL_PART}@(?:${LABEL}\\.)+${TLD}$`)

/** True for `local@domain.tld` without spaces, at most 254 characters. */
export const isEmail = (value: unknown): value is string =>
  typeof value === "string" && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
