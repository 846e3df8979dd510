/** The device store falls back to memory when IndexedDB is refused (frame/storeFallback.ts). */
import { describe, expect, it } from "vitest"
import type { DeviceStore } from "../../frame/keysApi.js"
import { withFallback } from "../../frame/storeFallback.js"
import { memoryStore } from "./support/keysShim.js"

const refusing = (): DeviceStore & { calls: number } => {
  const store = {
    calls: 0,
    loadShare: () => refuse(),
    saveShare: () => refuse(),
    deleteShare: () => refuse(),
    deviceKey: () => refuse()
  }
  const refuse = (): Promise<never> => {
    store.calls++
    return Promise.reject(new DOMException("The operation is insecure.", "SecurityError"))
  }
  return store
}

describe("device store fallback", () => {
  it("uses the primary store while it works", async () => {
    const primary = memoryStore("primary")
    const store = withFallback(primary, () => memoryStore("fallback"))
    await store.saveShare("u", new Uint8Array([1]))
    expect(primary.shares.get("u")).toEqual(new Uint8Array([1]))
    expect((await store.deviceKey()).publicJwk.x).toBe("primary")
  })

  it("after the primary's first failure, everything goes to the fallback (and the primary is not asked again)", async () => {
    const primary = refusing()
    const fallback = memoryStore("fallback")
    const store = withFallback(primary, () => fallback)
    expect((await store.deviceKey()).publicJwk.x).toBe("fallback")
    await store.saveShare("u", new Uint8Array([2]))
    expect(await store.loadShare("u")).toEqual(new Uint8Array([2]))
    expect(primary.calls).toBe(1)
  })
})
