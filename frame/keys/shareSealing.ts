/**
 * The device share at rest: AES-GCM-256 under a non-extractable key kept next to it, bound to its user by the
 * additional data `walletport:D:v1:<userId>` (a record moved to another user's slot does not open). The key blocks
 * export, not use: this protects against copies of the storage, not against code running in the frame origin.
 */

export interface SealedShare {
  readonly iv: Uint8Array<ArrayBuffer>
  readonly ciphertext: Uint8Array<ArrayBuffer>
}

/** The stored share could not be opened (corrupted, moved, or its key lost): the device must recover as a new one. */
export class DeviceShareUnreadable extends Error {
  constructor() {
    super("The share stored on this device cannot be read")
    this.name = "DeviceShareUnreadable"
  }
}

const IV_BYTES = 12

const additionalDataOf = (userId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(`walletport:D:v1:${userId}`)

export const generateSealingKey = (): Promise<CryptoKey> =>
  globalThis.crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"])

export const sealShare = async (key: CryptoKey, userId: string, share: Uint8Array): Promise<SealedShare> => {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await globalThis.crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalDataOf(userId) },
    key,
    new Uint8Array(share)
  )
  return { iv, ciphertext: new Uint8Array(ciphertext) }
}

/** The share, or DeviceShareUnreadable when the tag does not verify (other user, other key, altered bytes). */
export const openShare = async (key: CryptoKey, userId: string, sealed: SealedShare): Promise<Uint8Array> => {
  const plain = await globalThis.crypto.subtle
    .decrypt({ name: "AES-GCM", iv: sealed.iv, additionalData: additionalDataOf(userId) }, key, sealed.ciphertext)
    .catch(() => {
      throw new DeviceShareUnreadable()
    })
  return new Uint8Array(plain)
}

const isBytes = (value: unknown): value is Uint8Array<ArrayBuffer> =>
  value instanceof Uint8Array && value.buffer instanceof ArrayBuffer

export const isSealedShare = (value: unknown): value is SealedShare =>
  typeof value === "object" &&
  value !== null &&
  "iv" in value &&
  isBytes(value.iv) &&
  value.iv.length === IV_BYTES &&
  "ciphertext" in value &&
  isBytes(value.ciphertext)
