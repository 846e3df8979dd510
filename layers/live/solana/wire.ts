/**
 * Wire encoding of transactions compiled with @solana/kit (`compileTransaction`). The format is small and
 * fixed (a shortvec signature count, each 64-byte signature — zeros where missing — then the message), so
 * we write it ourselves: hosts' type checks and bundles then never need @solana/kit for the provider.
 * Differential tests compare it with kit's own `getTransactionEncoder`.
 */
import { InvalidParamsRpcError } from "../../../schemas/errors/walletRpc.js"

// The shape of a kit `Transaction` is declared with the provider's public types (plain, read by hosts).
import type { KitTransaction } from "../../../schemas/public/solana.js"

export type { KitTransaction, ReadonlyBytes } from "../../../schemas/public/solana.js"

const SIGNATURE_BYTES = 64

/** Solana's compact-u16 ("shortvec") length prefix. */
const shortVec = (value: number): Array<number> => {
  const bytes: Array<number> = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      bytes.push(low)
      return bytes
    }
    bytes.push(low | 0x80)
  }
}

export const encodeKitTransaction = (transaction: KitTransaction): Uint8Array => {
  const signatures = Object.values(transaction.signatures)
  const prefix = shortVec(signatures.length)
  const out = new Uint8Array(prefix.length + signatures.length * SIGNATURE_BYTES + transaction.messageBytes.length)
  out.set(prefix, 0)
  signatures.forEach((signature, index) => {
    if (signature !== null && signature.length !== SIGNATURE_BYTES) {
      throw new InvalidParamsRpcError({ details: `A transaction signature must be ${SIGNATURE_BYTES} bytes`, method: "signTransaction" })
    }
    if (signature !== null) out.set(signature, prefix.length + index * SIGNATURE_BYTES)
  })
  out.set(transaction.messageBytes, prefix.length + signatures.length * SIGNATURE_BYTES)
  return out
}
