/** Solana signatures with the derived ed25519 key (pure: the frame calls them only after the visitor approved). */
import { ed25519 } from "@noble/curves/ed25519.js"
import type { EmbeddedKeys } from "./derive.js"
import { parseWireTransaction } from "./solanaWire.js"

/** Our key is not among the transaction's required signers, so our signature would not count. */
export class NotASigner extends Error {
  constructor() {
    super("This account is not a required signer of the transaction")
    this.name = "NotASigner"
  }
}

/** solana_signMessage: the 64-byte ed25519 signature of the raw bytes. */
export const signSolanaMessage = async (keys: EmbeddedKeys, message: Uint8Array): Promise<Uint8Array> =>
  ed25519.sign(message, keys.solana.seed)

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, i) => byte === b[i])

/** A copy of the legacy or v0 wire transaction with our signature in our slot (other slots untouched). */
export const signSolanaTransaction = async (keys: EmbeddedKeys, wireTransaction: Uint8Array): Promise<Uint8Array> => {
  const wire = parseWireTransaction(wireTransaction)
  const slot = wire.signers.findIndex((signer) => sameBytes(signer, keys.solana.publicKey))
  if (slot < 0) throw new NotASigner()
  const signature = ed25519.sign(wireTransaction.subarray(wire.messageOffset), keys.solana.seed)
  const signed = wireTransaction.slice()
  signed.set(signature, wire.signaturesOffset + slot * signature.length)
  return signed
}
