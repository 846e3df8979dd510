import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { isSolanaAddress, SolanaAddress } from "../../../schemas/validators/solanaAddress.js"

describe("isSolanaAddress", () => {
  it.each([
    "So11111111111111111111111111111111111111112", // wrapped SOL, 43 chars
    "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T", // 44 chars
    "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", // USDC mint
    "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB", // USDT mint
    "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", // SPL token program
    "JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4",
    "11111111111111111111111111111111" // system program: 32 chars, 32 zero bytes
  ])("accepts %s", (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    ["", "empty"],
    ["z".repeat(44), "44 characters that decode to 33 bytes"],
    ["2".repeat(32), "32 characters that decode to 23 bytes"],
    ["5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "a 32-character genesis hash of 23 bytes"],
    ["1".repeat(33), "33 zero bytes"],
    ["1".repeat(31), "31 characters (too short)"],
    ["1".repeat(45), "45 characters (too long)"],
    ["So1111111111111111111111111111111111111111O", "contains O"],
    ["So1111111111111111111111111111111111111111l", "contains l"],
    ["So1111111111111111111111111111111111111111I", "contains I"],
    ["So11111111111111111111111111111111111111110", "contains 0"],
    [" So11111111111111111111111111111111111111112", "leading space"],
    ["So11111111111111111111111111111111111111112 ", "trailing space"],
    ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "an EVM address"],
    ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T", "a CAIP-10 address"]
  ])("rejects %j (%s)", (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it.each([[undefined], [null], [42], [{}]])("rejects the non-string %s", (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})

describe("SolanaAddress schema", () => {
  it("decodes a valid address unchanged", () => {
    const value = "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T"
    expect(Schema.decodeUnknownSync(SolanaAddress)(value)).toBe(value)
  })

  it("fails with a readable message", () => {
    const result = Schema.decodeUnknownEither(SolanaAddress)("z".repeat(44))
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid Solana address: expected a base58 public key of 32 bytes"
    )
  })
})
