/**
 * The device key: a non-extractable ECDSA P-256 key pair made once per frame origin. The server registers its public
 * half at device approval and then requires its signature on every share request, so a stolen session alone gets
 * no share.
 */
import type { DevicePublicKey } from "../../schemas/walletServer/api.js"
import { toBase64Url } from "./base64url.js"

export interface DeviceKey {
  readonly publicJwk: DevicePublicKey
  /** ECDSA P-256 / SHA-256 over the UTF-8 text: base64url of the raw r‖s signature. */
  readonly sign: (text: string) => Promise<string>
}

const ALGORITHM: EcKeyGenParams = { name: "ECDSA", namedCurve: "P-256" }
const SIGNATURE: EcdsaParams = { name: "ECDSA", hash: "SHA-256" }

/** A new key pair whose private half can sign but never be exported. */
export const generateDeviceKeyPair = (): Promise<CryptoKeyPair> =>
  globalThis.crypto.subtle.generateKey(ALGORITHM, false, ["sign", "verify"])

/** The DeviceKey of a stored pair. */
export const deviceKeyOf = async (pair: CryptoKeyPair): Promise<DeviceKey> => {
  const { kty, crv, x, y } = await globalThis.crypto.subtle.exportKey("jwk", pair.publicKey)
  if (kty !== "EC" || crv !== "P-256" || x === undefined || y === undefined) throw new Error("Not a P-256 public key")
  const encoder = new TextEncoder()
  return {
    publicJwk: { kty, crv, x, y },
    sign: async (text) =>
      toBase64Url(new Uint8Array(await globalThis.crypto.subtle.sign(SIGNATURE, pair.privateKey, encoder.encode(text))))
  }
}
