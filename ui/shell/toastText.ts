/**
 * Issue 23: a toast's words in the visitor's language. Services pass codes with their data
 * (services/Toasts.ts); the table words them and amounts are written for the locale here.
 */
import { isNonZero, toDecimal, toFixed } from "../../schemas/decimalAmount.js"
import type { ToastAmount, ToastContent } from "../../services/Toasts.js"
import { visitorMessage } from "../components/visitorMessage.js"
import type { I18n } from "../i18n/I18nContext.js"

/** Fraction digits of a toast's amount (as Swap's form shows one). */
const AMOUNT_DIGITS = 6

/** `amount` floored to AMOUNT_DIGITS with the locale's grouping and separators, then its symbol: "1.234,5 wUSD" (de). */
const amountText = (amount: ToastAmount, locale: string): string => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: AMOUNT_DIGITS })
  const decimal = toDecimal(amount.units, amount.decimals)
  const fixed = decimal === undefined ? "0" : toFixed(decimal, AMOUNT_DIGITS, "floor")
  // A positive amount below the last digit is "<0.000001", never a zero it is not.
  const written = decimal !== undefined && isNonZero(decimal) && !/[1-9]/.test(fixed)
    ? `<${format.format(10 ** -AMOUNT_DIGITS)}`
    : format.format(fixed as `${number}`)
  return `${written} ${amount.symbol}`
}

/** What the toast `content` says in `i18n`'s language. */
export const toastText = (content: ToastContent, i18n: Pick<I18n, "locale" | "messages">): string => {
  const { toasts } = i18n.messages
  switch (content.code) {
    case "authenticating":
      return toasts.authenticating
    case "notAllowed":
      return toasts.notAllowed
    case "approving":
      return toasts.approving(content.symbol)
    case "approved":
      return toasts.approved(amountText(content.amount, i18n.locale))
    case "swapping":
      return toasts.swapping(content.sell, content.buy)
    case "swapped":
      return toasts.swapped(amountText(content.amount, i18n.locale), content.buy)
    case "failed":
      return visitorMessage(content.error, i18n.messages)
  }
}
