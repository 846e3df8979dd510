/**
 * What the frame keeps on this device: its share D (or Dn) per user, sealed (shareSealing.ts), and its device key
 * (deviceKey.ts). Both CryptoKeys are made once and stored as non-extractable objects; a second tab that races to
 * make one adopts whichever was stored first.
 */
import { type DeviceKey, deviceKeyOf, generateDeviceKeyPair } from "./deviceKey.js"
import { type IdbFactory, idbKeyValue } from "./idbKeyValue.js"
import { type KeyValue, memoryKeyValue } from "./keyValue.js"
import { DeviceShareUnreadable, generateSealingKey, isSealedShare, openShare, sealShare } from "./shareSealing.js"

export interface DeviceStore {
  /** The user's share on this device; undefined when there is none; DeviceShareUnreadable when it cannot be opened. */
  loadShare(userId: string): Promise<Uint8Array | undefined>
  saveShare(userId: string, share: Uint8Array): Promise<void>
  deleteShare(userId: string): Promise<void>
  /** The device key, created on first use and the same afterwards. */
  deviceKey(): Promise<DeviceKey>
}

const SEALING_KEY = "sealing-key"
const DEVICE_KEY = "device-key"
const shareKey = (userId: string): string => `share:${userId}`

const isCryptoKey = (value: unknown): value is CryptoKey => value instanceof CryptoKey

const isKeyPair = (value: unknown): value is CryptoKeyPair =>
  typeof value === "object" &&
  value !== null &&
  "publicKey" in value &&
  isCryptoKey(value.publicKey) &&
  "privateKey" in value &&
  isCryptoKey(value.privateKey)

/** The stored value under `key`, or a new one stored there (the first stored wins a race between tabs). */
const loadOrCreate = async <A>(
  kv: KeyValue,
  key: string,
  guard: (value: unknown) => value is A,
  create: () => Promise<A>
): Promise<A> => {
  const existing = await kv.get(key)
  if (guard(existing)) return existing
  if (existing !== undefined) throw new Error(`Device store entry ${key} is corrupted`)
  const stored = await kv.putIfAbsent(key, await create())
  if (guard(stored)) return stored
  throw new Error(`Device store entry ${key} is corrupted`)
}

/** Runs `load` once and keeps its promise; a failure is not kept, so the next call tries again. */
const once = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let pending: Promise<A> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}

export const deviceStoreOver = (kv: KeyValue): DeviceStore => {
  const sealingKey = once(() => loadOrCreate(kv, SEALING_KEY, isCryptoKey, generateSealingKey))
  const deviceKey = once(async () => deviceKeyOf(await loadOrCreate(kv, DEVICE_KEY, isKeyPair, generateDeviceKeyPair)))
  return {
    loadShare: async (userId) => {
      const sealed = await kv.get(shareKey(userId))
      if (sealed === undefined) return undefined
      if (!isSealedShare(sealed)) throw new DeviceShareUnreadable()
      return openShare(await sealingKey(), userId, sealed)
    },
    saveShare: async (userId, share) => kv.put(shareKey(userId), await sealShare(await sealingKey(), userId, share)),
    deleteShare: (userId) => kv.delete(shareKey(userId)),
    deviceKey
  }
}

/** The store in the frame origin's IndexedDB (`indexedDB`; database `dbName`). */
export const openDeviceStore = (idb: IdbFactory, dbName = "walletport-device"): DeviceStore =>
  deviceStoreOver(idbKeyValue(idb, dbName))

/** The same contract in memory: tests, and browsers without IndexedDB (the device is new on every load). */
export const memoryDeviceStore = (): DeviceStore => deviceStoreOver(memoryKeyValue())
