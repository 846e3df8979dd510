/**
 * Solana sign-in signatures (CAIP-122 Solana profile): ed25519 over the message's UTF-8 bytes, the public
 * key being the base58 address. WebCrypto Ed25519 (Node 20, Chromium 137+): no dependency.
 */
import { SiwxVerificationFailed } from "../../errors/siwx.js"
import { decodeBase58 } from "../../validators/base58.js"
import { isHexBytes } from "./hex.js"
import type { SiwxSignatureKind } from "./types.js"

const ED25519_SIGNATURE_BYTES = 64

/** The 64 signature bytes from raw bytes, base58 or 0x hex, or `undefined`. */
const signatureBytes = (signature: string | Uint8Array): Uint8Array<ArrayBuffer> | undefined => {
  let bytes: Uint8Array | undefined
  if (typeof signature !== "string") bytes = signature
  else if (isHexBytes(signature)) bytes = Uint8Array.from(signature.slice(2).match(/../g) ?? [], (byte) => parseInt(byte, 16))
  else bytes = decodeBase58(signature)
  return bytes?.length === ED25519_SIGNATURE_BYTES ? new Uint8Array(bytes) : undefined
}

/** "ed25519" when `signature` is the account's signature of `message`, else why not. */
export const verifySolanaSignature = async (
  message: string,
  address: string,
  signature: string | Uint8Array
): Promise<SiwxSignatureKind | SiwxVerificationFailed> => {
  const sig = signatureBytes(signature)
  if (sig === undefined) return new SiwxVerificationFailed({ reason: "signatureEncoding" })
  const publicKey = decodeBase58(address)
  if (publicKey === undefined) return new SiwxVerificationFailed({ reason: "signature" })
  try {
    const key = await globalThis.crypto.subtle.importKey("raw", new Uint8Array(publicKey), { name: "Ed25519" }, false, ["verify"])
    const valid = await globalThis.crypto.subtle.verify({ name: "Ed25519" }, key, sig, new TextEncoder().encode(message))
    return valid ? "ed25519" : new SiwxVerificationFailed({ reason: "signature" })
  } catch (cause) {
    return new SiwxVerificationFailed({ reason: "signature", cause })
  }
}
