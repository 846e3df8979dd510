// The shell that ships in the host's initial chunk: start-up snapshots, loading the core, and handing over.
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import * as TestContext from "effect/TestContext"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Connection } from "../../services/Connection.js"
import { createWalletport } from "../../runtime/entries/index.js"
import { createWalletportWith } from "../../runtime/createWalletport.js"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"
import { RESTORE_DISCOVERY_TIMEOUT } from "../../layers/live/Connection.js"
import { testBoundaries } from "../../layers/test/boundaries.js"
import { dataTest } from "../../layers/test/data.js"
import { storageTestWith } from "../../layers/test/Storage.js"
import { makeWalletport } from "../../runtime/core.js"
import type { ModalChunks } from "../../runtime/modalChunks.js"
import { modalHost } from "../../runtime/modalHost.js"
import { decodeOptions } from "../../schemas/options.js"
import { deferredStore } from "../../runtime/deferredStore.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { adapterLoader, defineAdapter } from "../../schemas/adapterDescriptor.js"
import { mainnet } from "../../schemas/networks/evm.js"

const CONNECTION_KEY = "@walletport/connectedConnector/eip155"

/** An EVM adapter on a page with no wallet: a configuration that can work, where nothing is listed. */
const noWallets = () => [fakeEvmAdapter([]).adapter]

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
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    expect(instance.getState().selectedNetworkId).toBeUndefined()
    // Nothing loaded yet: the network is unknown until the options are decoded.
    await Promise.resolve()
    expect(instance.internals.stores.network.get()).toBeUndefined()
    const core = await instance.internals.load()
    expect(await instance.internals.load()).toBe(core)
    expect(instance.getState().selectedNetworkId).toBe("eip155:1")
    await instance.dispose()
  })

  it("starts the adapters' chunks in the same moment as the core's, not once the core has run", async () => {
    const loads: Array<string> = []
    const inner = adapterLoader(fakeEvmAdapter().adapter)
    if (inner === undefined) throw new Error("the fake adapter has no loader")
    const load = async () => {
      loads.push("solana")
      throw new Error("chunk 404")
    }
    const evm = defineAdapter("eip155", () => {
      loads.push("eip155")
      return inner()
    })
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: [evm, defineAdapter("solana", load)] })
    expect(loads).toEqual([])
    const ready = instance.ready()
    // Synchronously: the core's import() has not even resolved yet.
    expect(loads).toEqual(["eip155", "solana"])
    await ready
    // The core then loads each again (the browser hands back the same module); a failed one is left out.
    expect(instance.internals.stores.connectors.get()).toEqual([])
    await instance.dispose()
  })

  it("starts `connecting` and loads the core at once when a connection was stored (session restore)", async () => {
    const stored = JSON.stringify({ id: "gone.wallet", type: "ANNOUNCED", name: "Gone" })
    const storage = new Map([[CONNECTION_KEY, stored]])
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key)
    })
    // The core as the shell loads it, over an EVM adapter on whose page no wallet answers for the stored
    // connector (none announces itself), and a test clock to run the restore's discovery wait out.
    const core = async () => ({
      loadWalletport: (options: unknown, modal: ModalChunks) =>
        makeWalletport(Either.getOrThrow(decodeOptions(options)), modalHost(modal.modal), Layer.mergeAll(testBoundaries({ storage: storageTestWith({ [CONNECTION_KEY]: stored }) }), TestContext.TestContext), dataTest())
    })
    const evm = fakeEvmAdapter([])
    const instance = createWalletportWith({ modal: MODAL_CHUNKS, core })({ projectId: "p", networks: [mainnet], adapters: [evm.adapter] })
    expect(instance.getAccount().status).toBe("connecting")
    const seen: Array<string> = []
    instance.subscribeAccount((account) => seen.push(account.status))
    // Loaded without any call: restoring the session needs the core.
    await vi.waitFor(() => expect(instance.getState().selectedNetworkId).toBe("eip155:1"))
    const loaded = await instance.internals.load()
    const run = <A>(effect: Effect.Effect<A, never, Connection>) => loaded.internals.runtime.runPromise(effect)
    // The adapter is there and asked: the restore waits for the wallet to announce itself.
    await run(TestClock.adjust(Duration.millis(Duration.toMillis(RESTORE_DISCOVERY_TIMEOUT) - 1)))
    expect(instance.getAccount().status).toBe("connecting")
    await run(TestClock.adjust(Duration.millis(1)))
    await run(Effect.flatMap(Connection, (connection) => connection.restored))
    // No wallet answered within the discovery wait: the restore settles to disconnected.
    expect(instance.getAccount().status).toBe("disconnected")
    expect(seen.at(-1)).toBe("disconnected")
    await instance.dispose()
  })
})

describe("createWalletport (shell): storage keys scoped per instance", () => {
  const stubStorage = (entries: ReadonlyArray<readonly [string, string]>) => {
    const storage = new Map(entries)
    vi.stubGlobal("localStorage", { getItem: (key: string) => storage.get(key) ?? null })
  }
  const stored = JSON.stringify({ id: "gone.wallet", type: "ANNOUNCED" })

  it("reads the connection under its projectId's key, not another instance's", async () => {
    stubStorage([["@walletport/p/connectedConnector/eip155", stored]])
    const mine = createWalletport({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    const other = createWalletport({ projectId: "q", networks: [mainnet], adapters: noWallets() })
    expect(mine.getAccount().status).toBe("connecting")
    expect(other.getAccount().status).toBe("disconnected")
    await Promise.all([mine.dispose(), other.dispose()])
  })

  it("uses the storageKey option over the projectId, and still sees an unscoped (pre-scoping) key", async () => {
    stubStorage([["@walletport/shared/connectedConnector/eip155", stored]])
    const scoped = createWalletport({ projectId: "p", storageKey: "shared", networks: [mainnet], adapters: noWallets() })
    expect(scoped.getAccount().status).toBe("connecting")
    stubStorage([[CONNECTION_KEY, stored]])
    const legacy = createWalletport({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    expect(legacy.getAccount().status).toBe("connecting")
    await Promise.all([scoped.dispose(), legacy.dispose()])
  })
})

describe("createWalletport (shell) with bad options", () => {
  it("reports the InvalidOptions error once, however many calls reject with it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const instance = createWalletport({ projectId: "", networks: [mainnet], adapters: noWallets() })
    const outcomes = await Promise.allSettled([instance.open(), instance.close(), instance.refreshBalance()])
    expect(outcomes.every((o) => o.status === "rejected" && (o.reason as { _tag?: string })._tag === "InvalidOptions")).toBe(true)
    await instance.internals.load().catch(() => undefined)
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })
})

describe("createWalletport (shell): a core that does not download (issue 20)", () => {
  /** The real core's chunk, whose first import fails (a 404 during a deploy, a moment offline). */
  const coreFailingOnce = () => {
    let calls = 0
    const core = () => (++calls === 1 ? Promise.reject(new Error("404 core chunk")) : import("../../runtime/core.js"))
    return { create: createWalletportWith({ modal: MODAL_CHUNKS, core }), calls: () => calls }
  }
  // Data calls (the account's profile after a connect) go nowhere but this machine.
  const offline = { apiUrl: "http://127.0.0.1:9", explorerUrl: "http://127.0.0.1:9", analyticsUrl: "http://127.0.0.1:9" }

  it("ready() rejects with ChunkLoadFailed; the next ready() imports the core again and resolves", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const { create, calls } = coreFailingOnce()
    const instance = create({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    const failed: unknown = await instance.ready().then(() => undefined, (error: unknown) => error)
    expect(failed).toBeInstanceOf(ChunkLoadFailed)
    expect(failed).toMatchObject({ _tag: "ChunkLoadFailed", module: "the core", cause: new Error("404 core chunk") })
    expect(logged).toHaveBeenCalledOnce()
    await instance.ready()
    expect(instance.getState().selectedNetworkId).toBe("eip155:1")
    await instance.ready()
    expect(calls()).toBe(2)
    await instance.dispose()
    logged.mockRestore()
  })

  it("open() and connect() reject with ChunkLoadFailed, and the next call works", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    const { create } = coreFailingOnce()
    const evm = fakeEvmAdapter([{ id: "io.fake", name: "Fake", wallet: makeFakeWallet() }])
    const instance = create({ projectId: "p", networks: [mainnet], adapters: [evm.adapter], ...offline })
    await expect(instance.open()).rejects.toBeInstanceOf(ChunkLoadFailed)
    await instance.open()
    expect(instance.getState().open).toBe(true)
    await instance.dispose()

    const wallets = [{ id: "io.fake", name: "Fake", wallet: makeFakeWallet() }]
    const again = coreFailingOnce().create({ projectId: "p", networks: [mainnet], adapters: [fakeEvmAdapter(wallets).adapter], ...offline })
    await expect(again.connect("io.fake")).rejects.toBeInstanceOf(ChunkLoadFailed)
    await again.connect("io.fake")
    expect(again.getAccount().status).toBe("connected")
    await again.dispose()
    vi.restoreAllMocks()
  })
})

describe("after dispose (issue 7: the store bridge survives dispose)", () => {
  it("deferredStore.freeze keeps the last value and calls no listener again", () => {
    const store = deferredStore<number>(1)
    let value = 2
    const listeners = new Set<() => void>()
    store.attach({ get: () => value, subscribe: (l) => (listeners.add(l), () => listeners.delete(l)) })
    const calls: Array<number> = []
    store.subscribe(() => calls.push(store.get()))
    store.freeze()
    value = 3
    listeners.forEach((listener) => listener())
    expect(store.get()).toBe(2)
    expect(calls).toEqual([])
    expect(listeners.size).toBe(0)
    // Subscribing after the freeze is harmless.
    store.subscribe(() => calls.push(0))()
  })

  it("getters return the last value instead of throwing; the idle warm-up is cancelled", async () => {
    const cancelled: Array<number> = []
    vi.stubGlobal("window", {
      requestIdleCallback: () => 7,
      cancelIdleCallback: (handle: number) => cancelled.push(handle)
    })
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    await instance.internals.load()
    await instance.open()
    const state = instance.getState()
    const account = instance.getAccount()
    await instance.dispose()
    expect(cancelled).toEqual([7])
    expect(instance.getState()).toEqual(state)
    expect(instance.getAccount()).toEqual(account)
    expect(instance.getNetwork().caipNetworkId).toBe("eip155:1")
    // Subscriptions after dispose are no-ops, never throws.
    const unsubscribe = instance.subscribeState(() => undefined)
    unsubscribe()
    expect(instance.subscribeEvents(() => undefined)).toBeTypeOf("function")
    await instance.dispose()
  })

  it("a core loaded after dispose is disposed and attaches nothing", async () => {
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    const loading = instance.internals.load()
    await instance.dispose()
    await expect(loading).rejects.toThrow("disposed")
    expect(instance.getState().selectedNetworkId).toBeUndefined()
  })
})

describe("public methods of the shell", () => {
  it("open(); close() in the same tick ends closed", async () => {
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    const opened = instance.open()
    const closed = instance.close()
    await Promise.all([opened, closed])
    expect(instance.getState().open).toBe(false)
    await instance.dispose()
  })

  it("subscribeEvents delivers each event once, in order, including those of a listener added before the core loaded", async () => {
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    const seen: Array<string> = []
    const unsubscribe = instance.subscribeEvents((timed) => seen.push(timed.event._tag))
    await instance.ready()
    await instance.open()
    await instance.close()
    await instance.open()
    await vi.waitFor(() => expect(seen).toEqual(["MODAL_OPEN", "MODAL_CLOSE", "MODAL_OPEN"]))
    unsubscribe()
    // A later listener receiving the next event proves the first one would have received it too.
    const later: Array<string> = []
    instance.subscribeEvents((timed) => later.push(timed.event._tag))
    await instance.close()
    await vi.waitFor(() => expect(later).toEqual(["MODAL_CLOSE"]))
    expect(seen).toEqual(["MODAL_OPEN", "MODAL_CLOSE", "MODAL_OPEN"])
    await instance.dispose()
  })

  it("connect rejects with the catalogue error itself", async () => {
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: noWallets() })
    const error = await instance.connect("io.nowhere").then(() => undefined, (e: unknown) => e)
    expect(error).toMatchObject({ _tag: "WalletNotFound", message: 'Wallet "io.nowhere" is not available on this page.' })
    await instance.dispose()
  })

  it("getWalletProvider loads the core and gives the connected EVM wallet's EIP-1193 provider, undefined before", async () => {
    const wallet = makeFakeWallet()
    const evm = fakeEvmAdapter([{ id: "io.fake", name: "Fake", wallet }])
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: [evm.adapter] })
    expect(await instance.getWalletProvider("eip155")).toBeUndefined()
    await instance.connect("io.fake")
    const provider = await instance.getWalletProvider("eip155")
    expect(await provider?.request({ method: "eth_chainId" })).toBe("0x1")
    await instance.dispose()
  })
})
