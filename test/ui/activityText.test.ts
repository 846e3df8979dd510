import { describe, expect, it } from "vitest"
import { displayDateTime } from "../../schemas/displayDates.js"
import { displayTokenBalance } from "../../schemas/displayNumbers.js"
import type { Transaction, TransactionTransfer } from "../../schemas/entities/Transaction.js"
import { activityRows } from "../../ui/views/account/activityRows.js"
import { activityText, NO_NAMES } from "../../ui/views/account/activityText.js"
import { ar } from "../../ui/i18n/ar.js"
import { de } from "../../ui/i18n/de.js"

const ZERO = "0x0000000000000000000000000000000000000000"
const ME = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const ALICE = "0x90F79bf6EB2c4f870365E785982E1f101E93b906"

const tx = (over: Partial<Transaction["metadata"]>, transfer?: Partial<TransactionTransfer>): Transaction => ({
  id: over.hash ?? "t",
  metadata: { operationType: "send", minedAt: "2026-11-27T14:05:00Z", sentFrom: ME, sentTo: ALICE, status: "confirmed", ...over },
  transfers: transfer === undefined ? [] : [{ direction: "out", quantity: { numeric: "1253.999" }, fungible_info: { symbol: "wUSD" }, ...transfer }]
})

describe("activityText", () => {
  it("a mint says Minted, a burn Burned: never From/To the zero address", () => {
    const minted = activityText(tx({ operationType: "mint", sentFrom: ZERO, sentTo: ME }, { direction: "in" }), NO_NAMES)
    expect(minted.title).toBe("Mint")
    expect(minted.party).toBe("Minted")
    const burned = activityText(tx({ sentFrom: ME, sentTo: ZERO }, { direction: "out" }), NO_NAMES)
    expect(burned.party).toBe("Burned")
  })

  it("a known name replaces the address; otherwise the truncated address", () => {
    expect(activityText(tx({}, {}), NO_NAMES).party).toBe("To 0x90F7…b906")
    expect(activityText(tx({}, {}), new Map([[ALICE.toLowerCase(), "alice.eth"]])).party).toBe("To alice.eth")
    expect(activityText(tx({ sentFrom: ALICE, sentTo: ME }, { direction: "in" }), new Map([[ALICE.toLowerCase(), "alice.eth"]])).party).toBe("From alice.eth")
  })

  it("the amount is floored and grouped for the locale; the date is full", () => {
    const text = activityText(tx({}, {}), NO_NAMES)
    expect(text.amount).toBe(`-${displayTokenBalance("1253.999")} wUSD`)
    expect(text.amount).toBe("-1,253.99 wUSD")
    expect(text.when).toBe(displayDateTime("2026-11-27T14:05:00Z"))
    expect(text.when).toContain("2026")
    expect(activityText(tx({ minedAt: "garbage" }, {}), NO_NAMES).when).toBe("")
    expect(activityText(tx({ operationType: "execute" }), NO_NAMES).amount).toBe("")
  })
})

describe("activityText in the visitor's language", () => {
  it("names a known operation from the table; an unknown one as the API names it, capitalised", () => {
    const german = { locale: "de" as const, messages: de }
    expect(activityText(tx({ operationType: "send" }), NO_NAMES, german).title).toBe("Gesendet")
    expect(activityText(tx({ operationType: "receive", sentFrom: ALICE, sentTo: ME }), NO_NAMES, german).title).toBe("Empfangen")
    expect(activityText(tx({ operationType: "mint" }), NO_NAMES, { locale: "ar", messages: ar }).title).toBe("سكّ")
    expect(activityText(tx({ operationType: "send" }), NO_NAMES).title).toBe("Send")
    expect(activityText(tx({ operationType: "bridge" }), NO_NAMES, german).title).toBe("Bridge")
    // A key of Object.prototype is not an operation the table knows.
    expect(activityText(tx({ operationType: "toString" }), NO_NAMES, german).title).toBe("ToString")
  })
})

describe("activityRows", () => {
  it("pending first, then month headers in the locale", () => {
    const rows = activityRows([
      tx({ hash: "a", minedAt: "2026-11-27T14:05:00Z" }),
      tx({ hash: "p", status: "pending" }),
      tx({ hash: "b", minedAt: "2026-10-02T10:00:00Z" })
    ])
    expect(rows.map((r) => (r.kind === "month" ? r.label : r.tx.id))).toEqual(["p", "November 2026", "a", "October 2026", "b"])
  })
})
