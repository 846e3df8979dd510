// The local onramp provider's pricing (issue 25): what a fiat amount buys, in exact integer arithmetic (cents and
// base units), so the quote the modal shows and the amount the settlement sends are the same number.
import { formatUnits, parseUnits } from "viem"
import type { OnrampQuote } from "../../schemas/entities/OnrampQuote.js"
import { PRICES } from "../data-server/prices.js"

/** The provider's flat network fee, in the payment currency. */
export const LOCAL_ONRAMP_NETWORK_FEE = "1.50"

/** What the local chain delivers for each purchase currency: the native coin, or the wUSD dev token as USDC. */
export const LOCAL_ASSETS = {
  ETH: { symbol: "ETH", decimals: 18, shownDecimals: 6, priceSymbol: "ETH" },
  USDC: { symbol: "wUSD", decimals: 6, shownDecimals: 2, priceSymbol: "wUSD" }
} as const

export type LocalAsset = keyof typeof LOCAL_ASSETS

export const isLocalAsset = (symbol: string): symbol is LocalAsset => Object.hasOwn(LOCAL_ASSETS, symbol)

/** A quote and the base units it delivers. */
export interface PricedQuote {
  readonly quote: OnrampQuote
  readonly units: bigint
}

const cents = (amount: string): bigint => parseUnits(amount, 2)

/**
 * `amount` (the total the buyer pays, fiat) less the network fee, converted at the local price table (USD and EUR
 * at par: the dev table has one fiat). Undefined when the amount does not cover the fee or the asset is unknown.
 */
export const priceQuote = (a: { readonly amount: string; readonly paymentCurrency: string; readonly purchaseCurrency: string }, quoteId: string): PricedQuote | undefined => {
  if (!isLocalAsset(a.purchaseCurrency)) return undefined
  const asset = LOCAL_ASSETS[a.purchaseCurrency]
  const price = PRICES[asset.priceSymbol]
  if (price === undefined) return undefined
  const total = cents(a.amount)
  const fee = cents(LOCAL_ONRAMP_NETWORK_FEE)
  const subtotal = total - fee
  if (subtotal <= 0n) return undefined
  // Rounded down to the digits shown, so the buyer receives exactly the amount the quote says.
  const step = 10n ** BigInt(asset.decimals - asset.shownDecimals)
  const units = ((subtotal * 10n ** BigInt(asset.decimals)) / cents(price.toFixed(2)) / step) * step
  const money = (value: bigint) => ({ amount: `${value / 100n}.${String(value % 100n).padStart(2, "0")}`, currency: a.paymentCurrency })
  return {
    units,
    quote: {
      paymentTotal: money(total),
      paymentSubtotal: money(subtotal),
      networkFee: money(fee),
      purchaseAmount: { amount: formatUnits(units, asset.decimals), currency: a.purchaseCurrency },
      quoteId
    }
  }
}
