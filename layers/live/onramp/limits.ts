/** SPEC §9 onramp limits: whether a typed fiat amount can be bought with a payment method, and why not. */
import type { OnrampOptions } from "../../../schemas/api/blockchainApi.js"
import { ONRAMP_LIMITS, type OnrampLimit, type OnrampPaymentMethod } from "../../../schemas/constants.js"

/** How the messages name each payment method. */
export const PAYMENT_METHOD_LABELS: { readonly [M in OnrampPaymentMethod]: string } = {
  card: "card",
  ach_bank_account: "bank account (ACH)"
}

/** A fiat amount: digits with at most two decimals. */
const FIAT = /^\d+(\.\d{1,2})?$/

const cents = (amount: string): bigint => {
  const [whole = "0", fraction = ""] = amount.split(".")
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"))
}

/** "7500.00" → "7,500.00". */
const money = (amount: string): string => {
  const value = cents(amount)
  return `${(value / 100n).toLocaleString("en-US")}.${String(value % 100n).padStart(2, "0")}`
}

/** The method's limits in `currency`: the options' when they name them, else SPEC §9's. */
export const limitOf = (options: OnrampOptions | undefined, currency: string, method: OnrampPaymentMethod): OnrampLimit | undefined => {
  const listed = options?.paymentCurrencies.find((c) => c.id === currency)?.payment_method_limits.find((l) => l.id === method)
  if (listed !== undefined) return { min: listed.min, max: listed.max }
  return currency === "USD" || currency === "EUR" ? ONRAMP_LIMITS[currency][method] : undefined
}

/** Why `amount` cannot be bought (undefined when it can, or when nothing was typed yet). */
export const amountError = (amount: string, currency: string, method: OnrampPaymentMethod, options: OnrampOptions | undefined): string | undefined => {
  const typed = amount.trim()
  if (typed.length === 0) return undefined
  if (!FIAT.test(typed)) return "Enter an amount such as 50 or 49.99"
  const limit = limitOf(options, currency, method)
  if (limit === undefined) return `${currency} is not offered`
  const by = PAYMENT_METHOD_LABELS[method]
  if (cents(typed) < cents(limit.min)) return `The minimum by ${by} is ${money(limit.min)} ${currency}`
  if (cents(typed) > cents(limit.max)) return `The maximum by ${by} is ${money(limit.max)} ${currency}`
  return undefined
}
