// The shell that ships in the host's initial chunk: start-up snapshots, loading the core, and handing over.
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Connection } from "../../services/Connection.js"
import { createWalletport } from "../../runtime/createWalletport.js"
import { deferredStore } from "../../runtime/deferredStore.js"
import { mainnet } from "../../schemas/networks/evm.js"

const CONNECTION_KEY = "@walletport/connectedConnector/eip155"

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("deferredStore", () => {
  it("answers the snapshot, then follows the attached store and tells earlier subscribers once", () => {
    const store = deferredStore<number>(1)
    const calls: Array<number> = []
    const unsubscribe = store.subscribe(() => calls.push(store.get()))
    expect(store.get()).toBe(1)
    let value = 5
    const listeners = new Set<() => void>()
    store.attach({
      get: () => value,
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      }
    })
    expect(calls).toEqual([5])
    value = 6
    listeners.forEach((listener) => listener())
    expect(calls).toEqual([5, 6])
    unsubscribe()
    expect(listeners.size).toBe(0)
  })
})

describe("createWalletport (shell)", () => {
  it("does not load the core at creation when nothing is stored and there is no idle callback", async () => {
    const instance = createWalletport({ projectId: "p", networks: [mainnet] })
    expect(instance.getState().selectedNetworkId).toBeUndefined()
    // Nothing loaded yet: the network is unknown until the options are decoded.
    await Promise.resolve()
    expect(instance.internals.stores.network.get()).toBeUndefined()
    const core = await instance.internals.load()
    expect(await instance.internals.load()).toBe(core)
    expect(instance.getState().selectedNetworkId).toBe("eip155:1")
    await instance.dispose()
  })

  it("starts `connecting` and loads the core at once when a connection was stored (session restore)", async () => {
    const storage = new Map([[CONNECTION_KEY, JSON.stringify({ id: "gone.wallet", type: "ANNOUNCED" })]])
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key)
    })
    const instance = createWalletport({ projectId: "p", networks: [mainnet] })
    expect(instance.getAccount().status).toBe("connecting")
    const seen: Array<string> = []
    instance.subscribeAccount((account) => seen.push(account.status))
    // Loaded without any call: restoring the session needs the core.
    await vi.waitFor(() => expect(instance.getState().selectedNetworkId).toBe("eip155:1"))
    const core = await instance.internals.load()
    await core.internals.runtime.runPromise(Effect.flatMap(Connection, (connection) => connection.restored))
    // No wallet on this page answers for the stored connector, so the restore settles to disconnected.
    expect(instance.getAccount().status).toBe("disconnected")
    expect(seen.at(-1)).toBe("disconnected")
    await instance.dispose()
  })
})

describe("createWalletport (shell) with bad options", () => {
  it("reports the InvalidOptions error once, however many calls reject with it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const instance = createWalletport({ projectId: "", networks: [mainnet] })
    const outcomes = await Promise.allSettled([instance.open(), instance.close(), instance.refreshBalance()])
    expect(outcomes.every((o) => o.status === "rejected" && (o.reason as { _tag?: string })._tag === "InvalidOptions")).toBe(true)
    await instance.internals.load().catch(() => undefined)
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })
})
