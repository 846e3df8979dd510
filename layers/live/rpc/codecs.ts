/** Schemas of the JSON-RPC wire (SPEC §7): replies, hex quantities and data, receipts and blocks. */
import * as Schema from "effect/Schema"
import type { Hex } from "../../../schemas/siwx/verify/types.js"
import type { Address, TransactionReceipt } from "../../../services/ChainRpc.js"

/** One JSON-RPC reply; `id` is checked against the request (a wrong id is a bad reply, not an answer). */
export const JsonRpcReply = Schema.Struct({
  id: Schema.optional(Schema.Unknown),
  result: Schema.optional(Schema.Unknown),
  error: Schema.optional(Schema.Struct({ code: Schema.Number, message: Schema.String, data: Schema.optional(Schema.Unknown) }))
})
export type JsonRpcReply = Schema.Schema.Type<typeof JsonRpcReply>

const isHex = (s: string): s is Hex => /^0x[0-9a-fA-F]*$/.test(s)
const isAddress = (s: string): s is Address => /^0x[0-9a-fA-F]{40}$/.test(s)

/** Hex data ("0x" allowed). */
export const HexData = Schema.String.pipe(Schema.filter(isHex, { message: () => "Expected hex data" }))

/** A 20-byte address. */
export const AddressHex = Schema.String.pipe(Schema.filter(isAddress, { message: () => "Expected a 20-byte address" }))

/** A hex quantity (`0x0`, `0x1a`…), decoded to bigint. */
export const Quantity = Schema.transform(
  Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{1,64}$/)),
  Schema.BigIntFromSelf,
  { strict: true, decode: (s) => BigInt(s), encode: (n) => `0x${n.toString(16)}` }
)

/** A hex quantity small enough for a number (chain id, nonce). */
export const SmallQuantity = Schema.transform(
  Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{1,13}$/)),
  Schema.Number,
  { strict: true, decode: (s) => Number(s), encode: (n) => `0x${n.toString(16)}` }
)

/** The part of a block the fee estimate reads. */
export const FeeBlock = Schema.Struct({ baseFeePerGas: Schema.optional(Schema.NullOr(Quantity)) })

/** An `eth_getTransactionByHash` answer: null when the node does not know the hash. */
export const KnownTransaction = Schema.NullOr(Schema.Struct({ hash: HexData, blockNumber: Schema.NullOr(Schema.String) }))

const ReceiptWire = Schema.Struct({
  transactionHash: HexData,
  blockHash: HexData,
  blockNumber: Quantity,
  status: Schema.Literal("0x1", "0x0"),
  from: AddressHex,
  to: Schema.NullOr(AddressHex),
  contractAddress: Schema.optional(Schema.NullOr(AddressHex)),
  gasUsed: Quantity,
  effectiveGasPrice: Schema.optional(Quantity)
})

/** An `eth_getTransactionReceipt` answer: null while the transaction is not mined. */
export const MaybeReceipt = Schema.NullOr(ReceiptWire)

/** The wire receipt as the service's TransactionReceipt. */
export const toReceipt = (r: Schema.Schema.Type<typeof ReceiptWire>): TransactionReceipt => ({
  transactionHash: r.transactionHash,
  blockHash: r.blockHash,
  blockNumber: r.blockNumber,
  status: r.status === "0x1" ? "success" : "reverted",
  from: r.from,
  to: r.to,
  contractAddress: r.contractAddress ?? null,
  gasUsed: r.gasUsed,
  effectiveGasPrice: r.effectiveGasPrice ?? 0n
})
