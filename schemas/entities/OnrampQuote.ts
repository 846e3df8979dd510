/** Onramp quote (POST /v1/onramp/quote). */
import * as Schema from "effect/Schema"

/** An amount in a currency; `amount` is a decimal string. */
export const OnrampAmount = Schema.Struct({ amount: Schema.String, currency: Schema.String })
/** An amount in a currency. */
export interface OnrampAmount extends Schema.Schema.Type<typeof OnrampAmount> {}

/** Onramp quote. */
export const OnrampQuote = Schema.Struct({
  paymentSubtotal: OnrampAmount,
  paymentTotal: OnrampAmount,
  purchaseAmount: OnrampAmount,
  networkFee: OnrampAmount,
  quoteId: Schema.String
})
/** Onramp quote. */
export interface OnrampQuote extends Schema.Schema.Type<typeof OnrampQuote> {}
