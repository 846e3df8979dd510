import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { NAME_MIN_LENGTH } from "../../../schemas/constants.js"
import { ACCOUNT_NAME_RULE_MESSAGES, AccountName, accountNameProblem, isValidAccountName } from "../../../schemas/validators/accountName.js"
import * as HostValidators from "../../../schemas/validators/host.js"

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

describe("accountNameProblem (one message per SPEC §5 rule)", () => {
  it.each([
    ["", "minLength"],
    ["abc", "minLength"],
    ["a-b", "minLength"],
    ["ab_", "characters"],
    ["my name", "characters"],
    ["name.eth", "characters"],
    ["émile", "characters"],
    ["аbcd", "characters"],
    ["abcd", undefined],
    ["my-name-2", undefined]
  ])("%j breaks %s", (value, rule) => {
    expect(accountNameProblem(value)).toBe(rule)
  })

  it("says what each rule asks for", () => {
    expect(ACCOUNT_NAME_RULE_MESSAGES).toStrictEqual({
      minLength: `Names need at least ${NAME_MIN_LENGTH} characters`,
      characters: "Names may use only letters (a–z), digits and hyphens"
    })
  })

  it("is a host validator (walletport/validators)", () => {
    expect(HostValidators.accountNameProblem("ab")).toBe("minLength")
    expect(HostValidators.ACCOUNT_NAME_RULE_MESSAGES.characters).toBe(ACCOUNT_NAME_RULE_MESSAGES.characters)
  })
})

describe("AccountName schema", () => {
  it("decodes and explains each broken rule", () => {
    expect(Schema.decodeUnknownSync(AccountName)("my-name")).toBe("my-name")
    const short = Schema.decodeUnknownEither(AccountName)("ab")
    expect(Either.isLeft(short) && short.left.message).toBe("Names need at least 4 characters")
    const bad = Schema.decodeUnknownEither(AccountName)("my name")
    expect(Either.isLeft(bad) && bad.left.message).toBe("Names may use only letters (a–z), digits and hyphens")
  })
})
