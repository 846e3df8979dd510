import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { isSignedMessage, isTransactionHash, SignedMessage, TransactionHash } from "../../../schemas/validators/hash.js"

const hex = (length: number, char = "a"): string => char.repeat(length)

describe("isTransactionHash", () => {
  it.each([
    `0x${hex(64)}`,
    `0x${hex(64, "0")}`,
    `0x${hex(64, "F")}`,
    "0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b",
    "0x88DF016429689C079F3B2F6AD39FA052532C56795B733DA78A91EBE6A713944b"
  ])("accepts %s", (value) => {
    expect(isTransactionHash(value)).toBe(true)
  })

  it.each([
    "",
    "0x",
    `0x${hex(63)}`,
    `0x${hex(65)}`,
    hex(64),
    `0X${hex(64)}`,
    `0x${hex(63)}g`,
    ` 0x${hex(64)}`,
    `0x${hex(64)}\n`
  ])("rejects %j", (value) => {
    expect(isTransactionHash(value)).toBe(false)
  })

  it.each([[undefined], [null], [1], [{}]])("rejects the non-string %s", (value) => {
    expect(isTransactionHash(value)).toBe(false)
  })
})

describe("isSignedMessage", () => {
  it.each([`0x${hex(62)}`, `0x${hex(63)}`, `0x${hex(64)}`, `0x${hex(130)}`, `0x${hex(1000, "B")}`])(
    "accepts %s",
    (value) => {
      expect(isSignedMessage(value)).toBe(true)
    }
  )

  it.each(["", "0x", `0x${hex(61)}`, hex(130), `0X${hex(130)}`, `0x${hex(129)}z`, `0x ${hex(130)}`])(
    "rejects %j",
    (value) => {
      expect(isSignedMessage(value)).toBe(false)
    }
  )

  it.each([[undefined], [130]])("rejects the non-string %s", (value) => {
    expect(isSignedMessage(value)).toBe(false)
  })
})

describe("hash schemas", () => {
  it("TransactionHash decodes and explains failures", () => {
    expect(Schema.decodeUnknownSync(TransactionHash)(`0x${hex(64)}`)).toBe(`0x${hex(64)}`)
    const result = Schema.decodeUnknownEither(TransactionHash)(`0x${hex(63)}`)
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid transaction hash: expected 0x followed by 64 hex characters"
    )
  })

  it("SignedMessage decodes and explains failures", () => {
    expect(Schema.decodeUnknownSync(SignedMessage)(`0x${hex(130)}`)).toBe(`0x${hex(130)}`)
    const result = Schema.decodeUnknownEither(SignedMessage)(`0x${hex(61)}`)
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Invalid signed message: expected 0x followed by at least 62 hex characters"
    )
  })
})
