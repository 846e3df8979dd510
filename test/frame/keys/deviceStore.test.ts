import { describe, expect, it } from "vitest"
import { DeviceShareUnreadable, memoryDeviceStore } from "../../../frame/keys/index.js"
import { deviceStoreOver } from "../../../frame/keys/deviceStore.js"
import { memoryKeyValue } from "../../../frame/keys/keyValue.js"
import { generateSealingKey, isSealedShare, openShare, sealShare } from "../../../frame/keys/shareSealing.js"

const share = () => crypto.getRandomValues(new Uint8Array(17))

describe("share sealing (AES-GCM-256, AAD walletport:D:v1:<userId>)", () => {
  it("opens for the user it was sealed for", async () => {
    const key = await generateSealingKey()
    const plain = share()
    expect(await openShare(key, "user-x", await sealShare(key, "user-x", plain))).toEqual(plain)
  })

  it("does not open as another user, under another key, or altered", async () => {
    const key = await generateSealingKey()
    const sealed = await sealShare(key, "user-x", share())
    await expect(openShare(key, "user-y", sealed)).rejects.toBeInstanceOf(DeviceShareUnreadable)
    await expect(openShare(await generateSealingKey(), "user-x", sealed)).rejects.toBeInstanceOf(DeviceShareUnreadable)
    const altered = sealed.ciphertext.slice()
    altered[0] = (altered[0] ?? 0) ^ 1
    await expect(openShare(key, "user-x", { ...sealed, ciphertext: altered })).rejects.toBeInstanceOf(
      DeviceShareUnreadable
    )
  })

  it("keeps the sealing key non-extractable", async () => {
    await expect(crypto.subtle.exportKey("raw", await generateSealingKey())).rejects.toThrow()
  })
})

describe("device store", () => {
  it("saves, loads and deletes a share per user, and stores only ciphertext", async () => {
    const kv = memoryKeyValue()
    const store = deviceStoreOver(kv)
    const x = share()
    const y = share()
    expect(await store.loadShare("x")).toBeUndefined()
    await store.saveShare("x", x)
    await store.saveShare("y", y)
    expect(await store.loadShare("x")).toEqual(x)
    expect(await store.loadShare("y")).toEqual(y)
    const stored = await kv.get("share:x")
    if (!isSealedShare(stored)) throw new Error("not stored sealed")
    expect(stored.ciphertext).toHaveLength(x.length + 16) // GCM tag
    expect(stored.ciphertext.subarray(0, x.length)).not.toEqual(x)
    await store.deleteShare("x")
    expect(await store.loadShare("x")).toBeUndefined()
    expect(await store.loadShare("y")).toEqual(y)
  })

  it("refuses a record moved into another user's slot", async () => {
    const kv = memoryKeyValue()
    const store = deviceStoreOver(kv)
    await store.saveShare("x", share())
    await kv.put("share:y", await kv.get("share:x"))
    await expect(store.loadShare("y")).rejects.toBeInstanceOf(DeviceShareUnreadable)
  })

  it("refuses a record that is not a sealed share", async () => {
    const kv = memoryKeyValue()
    await kv.put("share:x", { iv: "nope" })
    await expect(deviceStoreOver(kv).loadShare("x")).rejects.toBeInstanceOf(DeviceShareUnreadable)
  })

  it("a second store over the same storage (a reload) reads the share and has the same device key", async () => {
    const kv = memoryKeyValue()
    const first = deviceStoreOver(kv)
    const plain = share()
    await first.saveShare("x", plain)
    const key = await first.deviceKey()
    const second = deviceStoreOver(kv)
    expect(await second.loadShare("x")).toEqual(plain)
    expect((await second.deviceKey()).publicJwk).toEqual(key.publicJwk)
  })

  it("makes one device key however many callers ask at once, and across two stores that race", async () => {
    const kv = memoryKeyValue()
    const a = deviceStoreOver(kv)
    const b = deviceStoreOver(kv)
    const keys = await Promise.all([a.deviceKey(), a.deviceKey(), b.deviceKey(), b.deviceKey()])
    for (const key of keys) expect(key.publicJwk).toEqual(keys[0]?.publicJwk)
  })

  it("keeps the device key non-extractable and publishes only kty, crv, x, y", async () => {
    const kv = memoryKeyValue()
    const key = await deviceStoreOver(kv).deviceKey()
    expect(Object.keys(key.publicJwk).sort()).toEqual(["crv", "kty", "x", "y"])
    expect(key.publicJwk).toMatchObject({ kty: "EC", crv: "P-256" })
    const pair = await kv.get("device-key")
    if (typeof pair !== "object" || pair === null || !("privateKey" in pair) || !(pair.privateKey instanceof CryptoKey))
      throw new Error("no stored key pair")
    expect(pair.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey("jwk", pair.privateKey)).rejects.toThrow()
  })

  it("memoryDeviceStore keeps the same contract", async () => {
    const store = memoryDeviceStore()
    const plain = share()
    await store.saveShare("x", plain)
    expect(await store.loadShare("x")).toEqual(plain)
    expect((await store.deviceKey()).publicJwk).toEqual((await store.deviceKey()).publicJwk)
  })
})
