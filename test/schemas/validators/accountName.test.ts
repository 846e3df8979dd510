import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { NAME_MIN_LENGTH } from "../../../schemas/constants.js"
import { AccountName, isValidAccountName } from "../../../schemas/validators/accountName.js"

describe("isValidAccountName", () => {
  it.each(["abcd", "ABCD", "1234", "walletport", "my-name", "my-name-2", "a-b-", "-abc", "----", "x".repeat(64)])(
    "accepts %j",
    (value) => {
      expect(isValidAccountName(value)).toBe(true)
    }
  )

  it.each([
    ["", "empty"],
    ["abc", "three characters"],
    ["a-b", "three characters with a hyphen"],
    ["my name", "a space"],
    ["my_name", "an underscore"],
    ["name.eth", "a dot"],
    ["abcd!", "punctuation"],
    ["émile", "a non-ASCII letter"],
    ["аbcd", "a Cyrillic look-alike"],
    [" abcd", "a leading space"],
    ["abcd\n", "a trailing newline"]
  ])("rejects %j (%s)", (value) => {
    expect(isValidAccountName(value)).toBe(false)
  })

  it.each([[undefined], [null], [12345], [{}]])("rejects the non-string %s", (value) => {
    expect(isValidAccountName(value)).toBe(false)
  })

  it("uses NAME_MIN_LENGTH as the boundary", () => {
    expect(isValidAccountName("a".repeat(NAME_MIN_LENGTH))).toBe(true)
    expect(isValidAccountName("a".repeat(NAME_MIN_LENGTH - 1))).toBe(false)
  })
})

describe("AccountName schema", () => {
  it("decodes and explains failures", () => {
    expect(Schema.decodeUnknownSync(AccountName)("my-name")).toBe("my-name")
    const result = Schema.decodeUnknownEither(AccountName)("ab")
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid account name: expected at least 4 characters, letters, digits and hyphens only"
    )
  })
})
