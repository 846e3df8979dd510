/** Transaction: one entry of the activity history. */
import * as Schema from "effect/Schema"

/** A transaction's outcome. */
export const TransactionStatus = Schema.Literal("confirmed", "failed", "pending")
/** A transaction's outcome. */
export type TransactionStatus = typeof TransactionStatus.Type

/** Which way a transfer went for the viewed account. */
export const TransferDirection = Schema.Literal("in", "out", "self")
/** Which way a transfer went for the viewed account. */
export type TransferDirection = typeof TransferDirection.Type

const Image = Schema.Struct({ url: Schema.String, content_type: Schema.optional(Schema.NullOr(Schema.String)) })

/** A fungible token moved by a transfer. */
export const FungibleInfo = Schema.Struct({
  name: Schema.optional(Schema.String),
  symbol: Schema.optional(Schema.String),
  icon: Schema.optional(Schema.NullOr(Schema.Struct({ url: Schema.String })))
})
/** A fungible token moved by a transfer. */
export interface FungibleInfo extends Schema.Schema.Type<typeof FungibleInfo> {}

/**
 * An NFT moved by a transfer; `flags.is_spam` hides it. `contract_address` and `token_id` (the
 * indexer's names for them) identify the token when the data API gives them.
 */
export const NftInfo = Schema.Struct({
  contract_address: Schema.optional(Schema.String),
  token_id: Schema.optional(Schema.String),
  name: Schema.optional(Schema.String),
  flags: Schema.Struct({ is_spam: Schema.Boolean }),
  content: Schema.optional(
    Schema.Struct({ preview: Schema.optional(Image), detail: Schema.optional(Image) })
  )
})
/** An NFT moved by a transfer. */
export interface NftInfo extends Schema.Schema.Type<typeof NftInfo> {}

/** One transfer inside a transaction. */
export const TransactionTransfer = Schema.Struct({
  fungible_info: Schema.optional(FungibleInfo),
  nft_info: Schema.optional(NftInfo),
  direction: TransferDirection,
  quantity: Schema.Struct({ numeric: Schema.String }),
  value: Schema.optional(Schema.Number),
  price: Schema.optional(Schema.Number)
})
/** One transfer inside a transaction. */
export interface TransactionTransfer extends Schema.Schema.Type<typeof TransactionTransfer> {}

/** Transaction metadata. `operationType` is an open set (send, receive, trade, mint, …). */
export const TransactionMetadata = Schema.Struct({
  operationType: Schema.String,
  hash: Schema.optional(Schema.String),
  minedAt: Schema.String,
  sentFrom: Schema.String,
  sentTo: Schema.String,
  status: TransactionStatus,
  nonce: Schema.optional(Schema.Number),
  chain: Schema.optional(Schema.String)
})
/** Transaction metadata. */
export interface TransactionMetadata extends Schema.Schema.Type<typeof TransactionMetadata> {}

/** Transaction. */
export const Transaction = Schema.Struct({
  id: Schema.String,
  metadata: TransactionMetadata,
  transfers: Schema.Array(TransactionTransfer)
})
/** Transaction. */
export interface Transaction extends Schema.Schema.Type<typeof Transaction> {}
