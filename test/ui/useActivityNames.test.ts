import { describe, expect, it } from "vitest"
import type { Transaction } from "../../schemas/entities/Transaction.js"
import { counterparties } from "../../ui/containers/useActivityNames.js"

const ME = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const ZERO = `0x${"0".repeat(40)}`
const other = (n: number): string => `0x${n.toString(16).padStart(40, "1")}`
const tx = (sentFrom: string, sentTo: string): Transaction => ({
  id: `${sentFrom}-${sentTo}`,
  metadata: { operationType: "send", minedAt: "2026-11-27T14:05:00Z", sentFrom, sentTo, status: "confirmed" },
  transfers: []
})

describe("counterparties (whose names Activity looks up)", () => {
  it("each other EVM address once, lowercased, newest first: never the account itself, the zero address or a non-EVM one", () => {
    const alice = "0x90F79bf6EB2c4f870365E785982E1f101E93b906"
    expect(counterparties([tx(ME, alice), tx(alice, ME), tx(ZERO, ME), tx(ME, "So11111111111111111111111111111111111111112")], ME))
      .toEqual([alice.toLowerCase()])
  })

  it("at most 20 lookups however long the history", () => {
    const many = Array.from({ length: 100 }, (_, i) => tx(other(i), ME))
    const found = counterparties(many, ME)
    expect(found).toHaveLength(20)
    expect(found[0]).toBe(other(0))
  })
})
