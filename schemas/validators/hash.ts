/**
 * Transaction hash and signed message shapes.
 */
import * as Schema from "effect/Schema"
import { isSignedMessage, isTransactionHash } from "./core/hash.js"

export { isSignedMessage, isTransactionHash } from "./core/hash.js"

/** A transaction hash, `0x` plus 64 hex characters. */
export const TransactionHash = Schema.String.pipe(
  Schema.filter(isTransactionHash, {
    message: () => "Invalid transaction hash: expected 0x followed by 64 hex characters"
  }),
  Schema.brand("TransactionHash"),
  Schema.annotations({ identifier: "TransactionHash" })
)
/** A validated transaction hash. */
export type TransactionHash = typeof TransactionHash.Type

/** A signature, `0x` plus 62 or more hex characters. */
export const SignedMessage = Schema.String.pipe(
  Schema.filter(isSignedMessage, {
    message: () => "Invalid signed message: expected 0x followed by at least 62 hex characters"
  }),
  Schema.brand("SignedMessage"),
  Schema.annotations({ identifier: "SignedMessage" })
)
/** A validated signed message. */
export type SignedMessage = typeof SignedMessage.Type
