// Issue 23: a toast's code worded in the visitor's language, its amounts written for the locale.
import { describe, expect, it } from "vitest"
import type { ToastContent } from "../../services/Toasts.js"
import { toastText } from "../../ui/shell/toastText.js"
import { ar } from "../../ui/i18n/ar.js"
import { de } from "../../ui/i18n/de.js"
import { en } from "../../ui/i18n/en.js"

const english = { locale: "en", messages: en } as const
const german = { locale: "de", messages: de } as const
const arabic = { locale: "ar", messages: ar } as const

const wusd = (units: bigint) => ({ units, decimals: 18, symbol: "wUSD" })

describe("toastText", () => {
  it("words every code from the table of the visitor's language", () => {
    const contents: ReadonlyArray<ToastContent> = [
      { code: "authenticating" },
      { code: "notAllowed" },
      { code: "approving", symbol: "wUSD" },
      { code: "approved", amount: wusd(15n * 10n ** 17n) },
      { code: "swapping", sell: "wUSD", buy: "ETH" },
      { code: "swapped", amount: wusd(15n * 10n ** 17n), buy: "ETH" }
    ]
    expect(contents.map((c) => toastText(c, english))).toEqual([
      "Authenticating...",
      "Action not allowed",
      "Approving wUSD",
      "Approved 1.5 wUSD",
      "Swapping wUSD for ETH",
      "Swapped 1.5 wUSD for ETH"
    ])
    expect(contents.map((c) => toastText(c, german))).toEqual([
      "Wird authentifiziert...",
      "Aktion nicht erlaubt",
      "wUSD wird freigegeben",
      "1,5 wUSD freigegeben",
      "wUSD wird gegen ETH getauscht",
      "1,5 wUSD gegen ETH getauscht"
    ])
    expect(toastText({ code: "authenticating" }, arabic)).toBe(ar.toasts.authenticating)
  })

  it("writes amounts for the locale: grouped, floored to 6 decimals, never a zero it is not", () => {
    const approved = (units: bigint) => toastText({ code: "approved", amount: wusd(units) }, german)
    expect(approved(1_234_567_891_234_567_891_234n)).toBe("1.234,567891 wUSD freigegeben")
    expect(approved(1n)).toBe("<0,000001 wUSD freigegeben")
    expect(toastText({ code: "approved", amount: wusd(2n * 10n ** 18n) }, english)).toBe("Approved 2 wUSD")
    expect(toastText({ code: "approved", amount: wusd(12n * 10n ** 17n) }, arabic)).toBe(ar.toasts.approved(`${new Intl.NumberFormat("ar").format(1.2)} wUSD`))
  })

  it("a failure reads the visitor's wording of its catalogue tag, else the catalogue message", () => {
    const rejected: ToastContent = { code: "failed", error: { _tag: "UserRejectedRequest", message: "User rejected the request." } }
    expect(toastText(rejected, german)).toBe(de.errors.UserRejectedRequest)
    expect(toastText({ code: "failed", error: { _tag: "NodeError", message: "Execution reverted." } }, german)).toBe("Execution reverted.")
  })
})
