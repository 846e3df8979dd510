/**
 * Blockchain data API: the bodies we send and the responses we accept, one Schema each. Lenient where
 * the service adds fields (structs ignore excess keys), strict on what the modal shows or signs.
 */
import * as Schema from "effect/Schema"
import { ONRAMP_LIMITS, ONRAMP_PAYMENT_CURRENCIES, ONRAMP_PURCHASE_CURRENCIES } from "../constants.js"
import { IdentityResponse } from "../entities/IdentityResponse.js"
import { NameSuggestion } from "../entities/NameSuggestion.js"
import { OnrampQuote } from "../entities/OnrampQuote.js"
import { TokenBalance } from "../entities/TokenBalance.js"
import { Transaction } from "../entities/Transaction.js"
import { NameLookupCacheValue } from "../storage/cache.js"

const Hex = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]*$/))
const DecimalString = Schema.String.pipe(Schema.pattern(/^-?\d+(\.\d+)?$/))

/** GET v1/supported-chains: CAIP-2 ids served over http and ws. */
export const SupportedChainsResponse = Schema.Struct({ http: Schema.Array(Schema.String), ws: Schema.Array(Schema.String) })
export interface SupportedChainsResponse extends Schema.Schema.Type<typeof SupportedChainsResponse> {}

/** GET /v1/identity/{address}. */
export const IdentityResponseBody = IdentityResponse

/** GET /v1/account/{account}/history: one page and the cursor of the next (null/absent on the last). */
export const HistoryResponse = Schema.Struct({
  data: Schema.Array(Transaction),
  next: Schema.optional(Schema.NullOr(Schema.String))
})
export interface HistoryResponse extends Schema.Schema.Type<typeof HistoryResponse> {}

/** GET /v1/account/{address}/balance. */
export const BalanceResponse = Schema.Struct({ balances: Schema.Array(TokenBalance) })

/** GET /v1/convert/quotes. */
export const SwapQuote = Schema.Struct({
  id: Schema.optional(Schema.NullOr(Schema.String)),
  fromAmount: DecimalString,
  fromAccount: Schema.String,
  toAmount: DecimalString,
  toAccount: Schema.String
})
export interface SwapQuote extends Schema.Schema.Type<typeof SwapQuote> {}
export const SwapQuotesResponse = Schema.Struct({ quotes: Schema.Array(SwapQuote) })

/** GET /v1/convert/tokens: a swappable token; `address` is CAIP-10. */
export const SwapToken = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  address: Schema.String,
  decimals: Schema.Number,
  logoUri: Schema.optional(Schema.String),
  eip2612: Schema.optional(Schema.Boolean)
})
export interface SwapToken extends Schema.Schema.Type<typeof SwapToken> {}
export const SwapTokensResponse = Schema.Struct({ tokens: Schema.Array(SwapToken) })

/** POST /v1/fungible/price body. */
export const FungiblePriceBody = Schema.Struct({
  currency: Schema.Literal("usd"),
  addresses: Schema.Array(Schema.String),
  projectId: Schema.String
})
/** A priced fungible token. */
export const FungiblePrice = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  iconUrl: Schema.String,
  price: Schema.Number
})
export interface FungiblePrice extends Schema.Schema.Type<typeof FungiblePrice> {}
export const FungiblePriceResponse = Schema.Struct({ fungibles: Schema.Array(FungiblePrice) })

/** GET /v1/convert/allowance: a decimal string of base units. */
export const AllowanceResponse = Schema.Struct({ allowance: DecimalString })

/** GET /v1/convert/gas-price: decimal strings of wei. */
export const GasPriceResponse = Schema.Struct({ standard: DecimalString, fast: DecimalString, instant: DecimalString })
export interface GasPriceResponse extends Schema.Schema.Type<typeof GasPriceResponse> {}

/** POST /v1/convert/build-transaction body. */
export const BuildTransactionBody = Schema.Struct({
  projectId: Schema.String,
  amount: DecimalString,
  eip155: Schema.Struct({ slippage: Schema.String }),
  from: Schema.String,
  to: Schema.String,
  userAddress: Schema.String,
  disableEstimate: Schema.optional(Schema.Boolean)
})
export interface BuildTransactionBody extends Schema.Schema.Encoded<typeof BuildTransactionBody> {}

/** A transaction the wallet is asked to send (swap or approve); strict: it is signed. */
export const BuiltTransaction = Schema.Struct({
  from: Schema.String,
  to: Hex,
  data: Hex,
  amount: Schema.optional(DecimalString),
  value: Schema.optional(DecimalString),
  eip155: Schema.optional(Schema.Struct({ gas: Schema.optional(DecimalString), gasPrice: Schema.optional(DecimalString) }))
})
export interface BuiltTransaction extends Schema.Schema.Type<typeof BuiltTransaction> {}
export const BuildTransactionResponse = Schema.Struct({ tx: BuiltTransaction })

/** GET /v1/profile/account/{name} (apiVersion=2) and each entry of the reverse lookup. */
export const NameRecord = Schema.Struct({
  ...NameLookupCacheValue.fields,
  registered: Schema.optional(Schema.Number),
  updated: Schema.optional(Schema.Number)
})
export interface NameRecord extends Schema.Schema.Type<typeof NameRecord> {}
export const ReverseResponse = Schema.Array(NameRecord)

/** GET /v1/profile/suggestions/{name}. */
export const SuggestionsResponse = Schema.Struct({ suggestions: Schema.Array(NameSuggestion) })

/** Name registration: the message the wallet signs (name, empty attributes, timestamp in seconds). */
export const RegisterNameMessage = Schema.Struct({
  name: Schema.String,
  attributes: Schema.Struct({}),
  timestamp: Schema.Int
})
export interface RegisterNameMessage extends Schema.Schema.Type<typeof RegisterNameMessage> {}
/** The message as sent and signed: its JSON text. */
export const RegisterNameMessageJson = Schema.parseJson(RegisterNameMessage)

/** POST /v1/profile/account body. */
export const RegisterNameBody = Schema.Struct({
  coin_type: Schema.Int,
  address: Schema.String,
  message: Schema.String,
  signature: Hex
})
export interface RegisterNameBody extends Schema.Schema.Type<typeof RegisterNameBody> {}

/** POST /v1/generators/onrampurl body. */
export const OnrampUrlBody = Schema.Struct({
  destinationWallets: Schema.Array(
    Schema.Struct({ address: Schema.String, blockchains: Schema.Array(Schema.String), assets: Schema.optional(Schema.Array(Schema.String)) })
  ),
  defaultNetwork: Schema.optional(Schema.String),
  partnerUserId: Schema.String,
  defaultExperience: Schema.Literal("buy"),
  presetCryptoAmount: Schema.optional(Schema.Number),
  presetFiatAmount: Schema.optional(Schema.Number)
})
export interface OnrampUrlBody extends Schema.Schema.Type<typeof OnrampUrlBody> {}
export const OnrampUrlResponse = Schema.Struct({ url: Schema.String.pipe(Schema.pattern(/^https?:\/\//)) })

/** GET /v1/onramp/options. */
export const OnrampOptions = Schema.Struct({
  paymentCurrencies: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      payment_method_limits: Schema.Array(Schema.Struct({ id: Schema.String, min: DecimalString, max: DecimalString }))
    })
  ),
  purchaseCurrencies: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      symbol: Schema.String,
      networks: Schema.Array(Schema.Struct({ name: Schema.String, display_name: Schema.String, chain_id: Schema.String }))
    })
  )
})
export interface OnrampOptions extends Schema.Schema.Type<typeof OnrampOptions> {}

/** The built-in onramp options used when the call fails (the currencies and limits). */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: Object.entries(ONRAMP_LIMITS[id]).map(([method, limit]) => ({ id: method, ...limit }))
  })),
  purchaseCurrencies: ONRAMP_PURCHASE_CURRENCIES.map((c) => ({
    id: c.symbol,
    name: c.name,
    symbol: c.symbol,
    networks: c.networks.map((n) => ({ name: n.name.toLowerCase(), display_name: n.name, chain_id: String(n.chainId) }))
  }))
}

/** POST /v1/onramp/quote body. */
export const OnrampQuoteBody = Schema.Struct({
  purchaseCurrency: Schema.String,
  paymentCurrency: Schema.String,
  amount: DecimalString,
  network: Schema.String
})
export interface OnrampQuoteBody extends Schema.Schema.Type<typeof OnrampQuoteBody> {}
export const OnrampQuoteResponse = OnrampQuote

/** The quoteId of the error catalogue's mocked quote: a quote with it is an estimate, and the Onramp view says so. */
export const MOCKED_ONRAMP_QUOTE_ID = "mocked-quote-id"

/** The quote shown when the quote call fails: the amount itself, a zero fee. */
export const mockedOnrampQuote = (body: OnrampQuoteBody): OnrampQuote => ({
  paymentSubtotal: { amount: body.amount, currency: body.paymentCurrency },
  paymentTotal: { amount: body.amount, currency: body.paymentCurrency },
  purchaseAmount: { amount: body.amount, currency: body.purchaseCurrency },
  networkFee: { amount: "0", currency: body.paymentCurrency },
  quoteId: MOCKED_ONRAMP_QUOTE_ID
})

/** GET /v1/sessions/{id}: shape not shown by the SPEC; kept as an object of unknown fields. */
export const SessionResponse = Schema.Record({ key: Schema.String, value: Schema.Unknown })
/** POST /v1/sessions/{id}/revoke body. */
export const RevokeSessionBody = Schema.Struct({ pci: Schema.String, signature: Hex })
/** A `{ success }` reply (register, revoke). */
export const SuccessResponse = Schema.Struct({ success: Schema.Boolean })

/** An error body: `message`, and `reasons[0].description` which the names errors show when present. */
export const ApiErrorBody = Schema.Struct({
  message: Schema.optional(Schema.String),
  reasons: Schema.optional(Schema.Array(Schema.Struct({ description: Schema.String })))
})
export interface ApiErrorBody extends Schema.Schema.Type<typeof ApiErrorBody> {}
