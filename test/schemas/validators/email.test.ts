import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { HOSTILE_EMAILS } from "../../../bench/validators.js"
import { Email, isEmail } from "../../../schemas/validators/email.js"

describe("isEmail", () => {
  it.each([
    "user@example.com",
    "a@b.io",
    "first.last@example.org",
    "user+tag@sub.example.co.uk",
    "user_name@example-domain.com",
    "o'brien@example.ie",
    "UPPER@EXAMPLE.COM",
    "1234@numbers.net",
    "user@xn--80ak6aa92e.com",
    "user@example.xn--p1ai",
    `${"a".repeat(64)}@${"b".repeat(63)}.com`
  ])("accepts %s", (value) => {
    expect(isEmail(value)).toBe(true)
  })

  it.each([
    ["", "empty"],
    ["plainaddress", "no @"],
    ["@example.com", "no local part"],
    ["user@", "no domain"],
    ["user@example", "no TLD"],
    ["user@localhost", "no TLD"],
    ["user@example.c", "one-letter TLD"],
    ["user@example.123", "numeric TLD"],
    ["user @example.com", "space in the local part"],
    ["user@exa mple.com", "space in the domain"],
    [" user@example.com", "leading space"],
    ["user@example.com ", "trailing space"],
    ["user@@example.com", "two @"],
    ["user@exam@ple.com", "@ in the domain"],
    ["user@.com", "empty domain label"],
    ["user@example..com", "empty label between dots"],
    ["user@example.com.", "trailing dot"],
    ["user@-example.com", "label starting with a hyphen"],
    ["user@example-.com", "label ending with a hyphen"],
    ["us(er)@example.com", "parentheses"],
    ["user@exam_ple.com", "underscore in the domain"],
    ["usér@example.com", "non-ASCII"],
    [`${"a".repeat(250)}@b.com`, "longer than 254 characters"]
  ])("rejects %j (%s)", (value) => {
    expect(isEmail(value)).toBe(false)
  })

  it.each([[undefined], [null], [42], [{}]])("rejects the non-string %s", (value) => {
    expect(isEmail(value)).toBe(false)
  })

  // How long they take is the bench's figure (bench/validators.ts), budgeted there.
  it.each(HOSTILE_EMAILS.map((input) => [input.length, input] as const))("rejects a hostile input of %i characters", (_, input) => {
    expect(isEmail(input)).toBe(false)
  })
})

describe("Email schema", () => {
  it("decodes a valid email and does not echo an invalid one", () => {
    expect(Schema.decodeUnknownSync(Email)("user@example.com")).toBe("user@example.com")
    const result = Schema.decodeUnknownEither(Email)("secret user@example.com")
    expect(Either.isLeft(result) && result.left.message).toBe("Invalid email address")
  })
})
