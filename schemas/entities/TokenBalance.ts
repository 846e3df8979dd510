/** Token balance. */
import * as Schema from "effect/Schema"

/** A raw token amount, as the data API sends it (decimal strings). */
export const TokenQuantity = Schema.Struct({ decimals: Schema.String, numeric: Schema.String })
/** A raw token amount, as the data API sends it (decimal strings). */
export interface TokenQuantity extends Schema.Schema.Type<typeof TokenQuantity> {}

/** Token balance: `chainId` is CAIP-2, `address` CAIP-10 (absent for the native token). */
export const TokenBalance = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  chainId: Schema.String,
  address: Schema.optional(Schema.String),
  value: Schema.optional(Schema.Number),
  price: Schema.Number,
  quantity: TokenQuantity,
  iconUrl: Schema.String
})
/** Token balance. */
export interface TokenBalance extends Schema.Schema.Type<typeof TokenBalance> {}
