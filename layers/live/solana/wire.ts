/**
 * Wire encoding of transactions compiled with @solana/kit. Loaded with import() only when a host hands the
 * provider a kit transaction (web3.js 1.x transactions serialize themselves).
 */
import { getTransactionEncoder, type Transaction } from "@solana/kit"

/** kit's wire format: shortvec signature count, the signatures (zeros where missing), the message bytes. */
export const encodeKitTransaction = (transaction: Transaction): Uint8Array =>
  new Uint8Array(getTransactionEncoder().encode(transaction))
