/**
 * Issue 23: a toast's words in the visitor's language. Services pass codes with their data
 * (services/Toasts.ts); the table words them and amounts are written for the locale here.
 */
import { displayMovedAmount } from "../../schemas/displayNumbers.js"
import type { ToastAmount, ToastContent } from "../../services/Toasts.js"
import { visitorMessage } from "../components/visitorMessage.js"
import type { I18n } from "../i18n/I18nContext.js"

/** Fraction digits of a toast's amount (as Swap's form shows one). */
const AMOUNT_DIGITS = 6

/** `amount` floored to AMOUNT_DIGITS, written for the locale: "1.234,5 wUSD" (de). */
const amountText = (amount: ToastAmount, locale: string): string =>
  displayMovedAmount(amount.units, amount.symbol, AMOUNT_DIGITS, { locale, decimals: amount.decimals })

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
