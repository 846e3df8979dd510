/**
 * Just enough of Solana's wire transaction format to sign one: compact-u16 signature count, the 64-byte signature
 * slots, then the message (optional version byte 0x80|v, header, compact-u16 account count, 32-byte account keys).
 * The first `numRequiredSignatures` account keys are the signers, in slot order.
 */

const SIGNATURE_BYTES = 64
const KEY_BYTES = 32
const VERSION_FLAG = 0x80

export interface WireTransaction {
  readonly signatureCount: number
  /** Offset of the first signature slot. */
  readonly signaturesOffset: number
  /** Offset of the message (what each signer signs), which runs to the end. */
  readonly messageOffset: number
  /** The signer account keys, in slot order. */
  readonly signers: ReadonlyArray<Uint8Array>
}

export class MalformedTransaction extends Error {
  constructor(reason: string) {
    super(`Malformed Solana transaction: ${reason}`)
    this.name = "MalformedTransaction"
  }
}

const byteAt = (bytes: Uint8Array, offset: number): number => {
  const byte = bytes[offset]
  if (byte === undefined) throw new MalformedTransaction("truncated")
  return byte
}

/** compact-u16 (1 to 3 bytes, 7 bits each, little end first). */
const readCompactU16 = (bytes: Uint8Array, offset: number): { value: number; next: number } => {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = byteAt(bytes, offset + i)
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) {
      if (value > 0xffff) throw new MalformedTransaction("compact-u16 out of range")
      return { value, next: offset + i + 1 }
    }
  }
  throw new MalformedTransaction("compact-u16 too long")
}

export const parseWireTransaction = (bytes: Uint8Array): WireTransaction => {
  const signatures = readCompactU16(bytes, 0)
  const messageOffset = signatures.next + signatures.value * SIGNATURE_BYTES
  let offset = messageOffset
  const first = byteAt(bytes, offset)
  if ((first & VERSION_FLAG) !== 0) {
    if ((first & ~VERSION_FLAG) !== 0) throw new MalformedTransaction(`unsupported version ${first & ~VERSION_FLAG}`)
    offset++
  }
  const requiredSignatures = byteAt(bytes, offset)
  const accounts = readCompactU16(bytes, offset + 3)
  if (requiredSignatures !== signatures.value) throw new MalformedTransaction("signature count differs from the header")
  if (accounts.value < requiredSignatures) throw new MalformedTransaction("fewer accounts than signers")
  const signers = Array.from({ length: requiredSignatures }, (_, i) => {
    const start = accounts.next + i * KEY_BYTES
    if (start + KEY_BYTES > bytes.length) throw new MalformedTransaction("truncated")
    return bytes.subarray(start, start + KEY_BYTES)
  })
  return { signatureCount: signatures.value, signaturesOffset: signatures.next, messageOffset, signers }
}
