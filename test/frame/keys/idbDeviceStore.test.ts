import { describe, expect, it } from "vitest"
import { type DeviceStore, openDeviceStore } from "../../../frame/keys/index.js"
import { idbKeyValue } from "../../../frame/keys/idbKeyValue.js"
import { fakeIndexedDb } from "./fakeIndexedDb.js"

// The browser's IndexedDB is accepted as it is (this line does not compile otherwise).
void ((idb: IDBFactory): DeviceStore => openDeviceStore(idb))

const share = () => crypto.getRandomValues(new Uint8Array(17))

describe("openDeviceStore over IndexedDB (in-memory fake)", () => {
  it("saves, loads and deletes shares, and a reload finds them and the same device key", async () => {
    const idb = fakeIndexedDb()
    const store = openDeviceStore(idb.factory)
    const plain = share()
    await store.saveShare("x", plain)
    const key = await store.deviceKey()
    const reloaded = openDeviceStore(idb.factory)
    expect(await reloaded.loadShare("x")).toEqual(plain)
    expect((await reloaded.deviceKey()).publicJwk).toEqual(key.publicJwk)
    await reloaded.deleteShare("x")
    expect(await openDeviceStore(idb.factory).loadShare("x")).toBeUndefined()
  })

  it("keeps shares in the named database, sealed, next to the non-extractable keys", async () => {
    const idb = fakeIndexedDb()
    await openDeviceStore(idb.factory, "wp-test").saveShare("x", share())
    const data = idb.databases.get("wp-test")?.data
    expect([...(data?.keys() ?? [])].sort()).toEqual(["sealing-key", "share:x"])
    const sealingKey = data?.get("sealing-key")
    expect(sealingKey instanceof CryptoKey && !sealingKey.extractable).toBe(true)
  })

  it("gives two tabs that make the device key at once the same key (the first stored wins)", async () => {
    const idb = fakeIndexedDb()
    const [a, b] = await Promise.all([openDeviceStore(idb.factory).deviceKey(), openDeviceStore(idb.factory).deviceKey()])
    expect(a.publicJwk).toEqual(b.publicJwk)
  })

  it("putIfAbsent keeps the first value and returns it to the second caller", async () => {
    const kv = idbKeyValue(fakeIndexedDb().factory, "kv")
    const [first, second] = await Promise.all([kv.putIfAbsent("k", "one"), kv.putIfAbsent("k", "two")])
    expect([first, second]).toEqual(["one", "one"])
    expect(await kv.get("k")).toBe("one")
  })

  it("opens the database once per store", async () => {
    const idb = fakeIndexedDb()
    const store = openDeviceStore(idb.factory)
    await Promise.all([store.saveShare("x", share()), store.loadShare("y"), store.deviceKey()])
    expect(idb.opens()).toBe(1)
  })
})
