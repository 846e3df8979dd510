/**
 * The device store with a way out: where the browser refuses the frame's IndexedDB (third-party storage blocked:
 * a SecurityError on open), the first failure switches to the in-memory store for the rest of the page. Login
 * still works; this browser is then a new device each time (VERIFY_DEVICE and the recovery code), instead of
 * every email login failing.
 */
import type { DeviceStore } from "./keysApi.js"

export const withFallback = (primary: DeviceStore, fallback: () => DeviceStore): DeviceStore => {
  let used: DeviceStore | undefined
  const run = async <A>(call: (store: DeviceStore) => Promise<A>): Promise<A> => {
    if (used !== undefined) return call(used)
    try {
      return await call(primary)
    } catch {
      used = fallback()
      return call(used)
    }
  }
  return {
    loadShare: (userId) => run((s) => s.loadShare(userId)),
    saveShare: (userId, share) => run((s) => s.saveShare(userId, share)),
    deleteShare: (userId) => run((s) => s.deleteShare(userId)),
    deviceKey: () => run((s) => s.deviceKey())
  }
}
