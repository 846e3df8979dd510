/** EVM signatures with the derived key (pure: the frame calls them only after the visitor approved). */
import { Schema } from "effect"
import { type Hex, isHex, type TransactionSerializable, type TransactionSerialized } from "viem"
import { signMessage, signTransaction, signTypedData } from "viem/accounts"
import type { EmbeddedKeys } from "./derive.js"

/** personal_sign: EIP-191 over the raw bytes the dapp sent; rejects text that is not whole hex bytes. */
export const signPersonalMessage = async (keys: EmbeddedKeys, messageHex: Hex): Promise<Hex> => {
  // viem would sign a malformed string's odd nibble or stray characters in some way: refuse instead.
  if (!isHex(messageHex, { strict: true }) || messageHex.length % 2 !== 0)
    throw new Error("personal_sign: message is not hex bytes")
  return signMessage({ privateKey: keys.evm.privateKey, message: { raw: messageHex } })
}

/** eth_signTypedData_v4's JSON (EIP-712); viem then checks the types, the primary type and every value. */
const TypedDataJson = Schema.parseJson(
  Schema.Struct({
    types: Schema.Record({
      key: Schema.String,
      value: Schema.Array(Schema.Struct({ name: Schema.String, type: Schema.String }))
    }),
    primaryType: Schema.String,
    domain: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
    message: Schema.Record({ key: Schema.String, value: Schema.Unknown })
  })
)

/** eth_signTypedData_v4; rejects on JSON that is not well-formed typed data. */
export const signTypedDataV4 = async (keys: EmbeddedKeys, typedDataJson: string): Promise<Hex> => {
  const { types, primaryType, domain, message } = Schema.decodeUnknownSync(TypedDataJson)(typedDataJson)
  return signTypedData({ privateKey: keys.evm.privateKey, types, primaryType, domain: domain ?? {}, message })
}

/** The serialized signed transaction (ready for eth_sendRawTransaction). */
export const signEvmTransaction = (keys: EmbeddedKeys, tx: TransactionSerializable): Promise<TransactionSerialized> =>
  signTransaction({ privateKey: keys.evm.privateKey, transaction: tx })
