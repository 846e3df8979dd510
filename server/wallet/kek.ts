/**
 * Shares at rest: AES-256-GCM under the KEK, with the owner in the AAD (a row copied to another user or device
 * does not decrypt). Stored as `v1.<iv>.<ciphertext‖tag>` (base64).
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"

export const parseKek = (base64: string): Buffer => {
  const key = Buffer.from(base64, "base64")
  if (key.length !== 32) throw new Error("secrets.kek: expected 32 bytes, base64")
  return key
}

/** Whose share a ciphertext is: A is bound to the user, An to the user and its device. */
export const shareAad = (userId: string, deviceId?: string): string =>
  deviceId === undefined ? `walletport:A:v1:${userId}` : `walletport:An:v1:${userId}:${deviceId}`

export const sealShare = (kek: Buffer, aad: string, share: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", kek, iv).setAAD(Buffer.from(aad, "utf8"))
  const sealed = Buffer.concat([cipher.update(share, "utf8"), cipher.final(), cipher.getAuthTag()])
  return `v1.${iv.toString("base64")}.${sealed.toString("base64")}`
}

export const openShare = (kek: Buffer, aad: string, stored: string): string => {
  const [version, iv, sealed] = stored.split(".")
  if (version !== "v1" || iv === undefined || sealed === undefined) throw new Error("stored share: unknown format")
  const bytes = Buffer.from(sealed, "base64")
  const decipher = createDecipheriv("aes-256-gcm", kek, Buffer.from(iv, "base64")).setAAD(Buffer.from(aad, "utf8"))
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString("utf8")
}
