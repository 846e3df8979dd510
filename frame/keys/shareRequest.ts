/** The signature fields of a share request (schemas/walletServer/api.ts DeviceSignature), made with the device key. */
import { deviceSignedText } from "../../schemas/walletServer/deviceSignature.js"
import { toBase64Url } from "./base64url.js"
import type { DeviceKey } from "./deviceKey.js"

/** 16 random bytes: 22 base64url characters, inside the API's 16–64 pattern. */
const NONCE_BYTES = 16

export const signShareRequest = async (
  key: DeviceKey,
  a: { path: string; userId: string; body: Record<string, unknown>; now: number }
): Promise<{ timestamp: number; nonce: string; signature: string }> => {
  const timestamp = a.now
  const nonce = toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES)))
  const signature = await key.sign(deviceSignedText({ path: a.path, userId: a.userId, timestamp, nonce, body: a.body }))
  return { timestamp, nonce, signature }
}
