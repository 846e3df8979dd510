// normalizeName (walletport/validators, issue 26): ENSIP-15 through viem's normalize. Names normalise to their
// canonical form; confusables, disallowed characters and empty labels are InvalidEnsName with the reason.
import { describe, expect, it } from "vitest"
import { InvalidEnsName } from "../../../schemas/errors/ens.js"
import { normalizeName, safeNormalizeName } from "../../../schemas/validators/host.js"
import * as Effectful from "../../../schemas/validators/index.js"

describe("normalizeName", () => {
  it.each([
    ["Alice.eth", "alice.eth"],
    ["ALICE.ETH", "alice.eth"],
    ["alice.eth", "alice.eth"],
    ["💩.eth", "💩.eth"],
    ["sub.alice.eth", "sub.alice.eth"]
  ])("%s → %s", (input, output) => {
    expect(normalizeName(input)).toBe(output)
    expect(safeNormalizeName(input)).toEqual({ success: true, data: output })
    expect(Effectful.normalizeName(input)).toBe(output)
  })

  it.each([
    // A Cyrillic "а" (U+0430) among Latin letters: the classic look-alike of paypal.eth.
    ["p\u0430ypal.eth", /illegal mixture: Latin \+ Cyrillic/],
    ["\u0430lice.eth", /illegal mixture: Cyrillic \+ Latin/],
    ["al ice.eth", /disallowed character/],
    ["ali\u200dce.eth", /disallowed character/],
    ["a..eth", /empty label/],
    ["a_b.eth", /underscore allowed only at start/],
    ["", /empty name/],
    ["  ", /empty name/]
  ])("%j is refused with the reason", (input, reason) => {
    const result = safeNormalizeName(input)
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.error).toBeInstanceOf(InvalidEnsName)
    expect(result.error.name).toBe("InvalidEnsName")
    expect(result.error.reason).toMatch(reason)
    expect(result.error.message).toBe(`Invalid name: ${result.error.reason}`)
    expect(() => normalizeName(input)).toThrow(InvalidEnsName)
  })

  it("refuses what is not text", () => {
    const result = safeNormalizeName(42)
    expect(result.success ? undefined : result.error.message).toBe("Invalid name: a name is text")
  })
})
