/** SPEC §3, §7 Onramp quote (POST /v1/onramp/quote). */
import * as Schema from "effect/Schema"

/** SPEC §3: an amount in a currency; `amount` is a decimal string. */
export const OnrampAmount = Schema.Struct({ amount: Schema.String, currency: Schema.String })
/** SPEC §3: an amount in a currency. */
export interface OnrampAmount extends Schema.Schema.Type<typeof OnrampAmount> {}

/** SPEC §3 Onramp quote. */
export const OnrampQuote = Schema.Struct({
  paymentSubtotal: OnrampAmount,
  paymentTotal: OnrampAmount,
  purchaseAmount: OnrampAmount,
  networkFee: OnrampAmount,
  quoteId: Schema.String
})
/** SPEC §3 Onramp quote. */
export interface OnrampQuote extends Schema.Schema.Type<typeof OnrampQuote> {}
