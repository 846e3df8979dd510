/**
 * The vanilla API of `createWalletport` (SPEC §1), in node: no window, no document, so this is
 * also the server-rendering case. Store listeners run on fibers, so tests wait on promises that
 * the listeners resolve, never on timers.
 */
import * as Effect from "effect/Effect"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { afterEach, describe, expect, it } from "vitest"
import type { Walletport, WalletportAccount, WalletportState } from "../../runtime/types.js"
import type { WalletportEvent } from "../../schemas/public/events.js"
import type { WalletportOptionsInput } from "../../schemas/options.js"
import { createLoadedTestWalletport as createTestWalletport } from "./loadedTestWalletport.js"
import { FAKE_WALLET_ADDRESS, makeFakeWallet } from "../../runtime/entries/testing.js"
import * as intents from "../../runtime/intents.js"
import { storeFromRef } from "../../runtime/store.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { Modal } from "../../services/Modal.js"

const instances: Array<Walletport> = []
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.dispose()
})

const track = <A extends Walletport>(instance: A): A => {
  instances.push(instance)
  return instance
}

/** Resolves with the first value passed to the listener that satisfies `predicate`. */
const nextMatching = <A>(
  subscribe: (listener: (value: A) => void) => () => void,
  predicate: (value: A) => boolean
): Promise<A> =>
  new Promise((resolve) => {
    const unsubscribe = subscribe((value) => {
      if (!predicate(value)) return
      unsubscribe()
      resolve(value)
    })
  })

const EVENT_NAMES = ["accountsChanged", "chainChanged", "disconnect"] as const

describe("the `walletport` entry in node (no window)", () => {
  it("imports and creates an instance without throwing; open/close work without a document", async () => {
    expect(typeof window).toBe("undefined")
    expect(typeof document).toBe("undefined")
    const { createWalletport } = await import("../../runtime/entries/index.js")
    const instance = track(createWalletport({ projectId: "p", networks: [mainnet], adapters: [evmAdapter()] }))
    // Before the core loads, the shell answers from its start-up snapshot (no network yet).
    expect(instance.getState()).toEqual({ open: false, loading: false, view: "Connect", selectedNetworkId: undefined })
    expect(instance.getAccount()).toMatchObject({ status: "disconnected", isConnected: false, address: undefined })
    expect(instance.internals.stores.connectors.get()).toEqual([])
    await instance.internals.load()
    expect(instance.getState()).toEqual({ open: false, loading: false, view: "Connect", selectedNetworkId: "eip155:1" })
    await instance.open()
    expect(instance.getState().open).toBe(true)
    await instance.close()
    expect(instance.getState().open).toBe(false)
  })

  const bad: ReadonlyArray<{ readonly name: string; readonly input: unknown; readonly lines: ReadonlyArray<string> }> = [
    { name: "an empty object", input: {}, lines: ["- projectId: is required", "- networks: is required"] },
    {
      name: "several bad fields",
      input: { projectId: " ", networks: [], themeMode: "pink" },
      lines: ["- projectId: must be a non-empty string", "- networks: must list at least one network", "- themeMode:"]
    },
    { name: "a nested bad field", input: { projectId: "p", networks: [mainnet], features: { swaps: "yes" } }, lines: ["- features.swaps:"] }
  ]
  // The options are decoded when the core loads (the shell in the initial chunk has no Schema):
  // every call then rejects with the one InvalidOptions error.
  it.each(bad)("rejects with InvalidOptions listing the fields for $name", async ({ input, lines }) => {
    const { createWalletport } = await import("../../runtime/entries/index.js")
    const { OptionsError } = await import("../../runtime/entries/errors.js")
    const instance = track(createWalletport(input as WalletportOptionsInput))
    const thrown = await instance.open().then(() => undefined, (error: unknown) => error)
    await expect(instance.internals.load()).rejects.toBe(thrown)
    expect(thrown).toBeInstanceOf(OptionsError)
    if (!(thrown instanceof OptionsError)) return
    expect(thrown._tag).toBe("InvalidOptions")
    expect(thrown.message.split("\n")[0]).toBe("Invalid walletport options:")
    for (const line of lines) expect(thrown.message).toContain(line)
    expect(thrown.issues.length).toBe(lines.length)
  })

  const notObjects: ReadonlyArray<unknown> = [undefined, null, "p", 42]
  it.each(notObjects)("rejects with InvalidOptions for %s", async (input) => {
    const { createWalletport } = await import("../../runtime/entries/index.js")
    const instance = createWalletport(input as WalletportOptionsInput)
    await expect(instance.refreshBalance()).rejects.toMatchObject({ _tag: "InvalidOptions" })
  })
})

describe("getState / subscribeState", () => {
  it("fires on changes with a fresh snapshot; unsubscribe stops it", async () => {
    const instance = track(await createTestWalletport({ projectId: "p", networks: [mainnet] }))
    const seen: Array<WalletportState> = []
    const unsubscribe = instance.subscribeState((state) => seen.push(state))
    const opened = nextMatching(instance.subscribeState, (state) => state.open && state.view === "AllWallets")
    await instance.open({ view: "AllWallets" })
    await opened
    expect(instance.getState()).toEqual({ open: true, loading: false, view: "AllWallets", selectedNetworkId: "eip155:1" })
    expect(seen.at(-1)).toEqual(instance.getState())
    unsubscribe()
    const count = seen.length
    // A listener subscribed later is woken after the first one would have been.
    const closed = nextMatching(instance.subscribeState, (state) => !state.open)
    await instance.close()
    await closed
    expect(seen.length).toBe(count)
  })

  it("a listener is not called for a change made right after it unsubscribed", async () => {
    const instance = track(await createTestWalletport({ projectId: "p", networks: [mainnet] }))
    let calls = 0
    const unsubscribe = instance.subscribeState(() => {
      calls++
    })
    unsubscribe()
    // The change happens synchronously, before any fiber had a chance to run.
    instance.internals.runtime.runSync(Effect.flatMap(Modal, (modal) => modal.open()))
    const opened = nextMatching(instance.subscribeState, () => true)
    instance.internals.runtime.runSync(Effect.flatMap(Modal, (modal) => modal.close()))
    await opened
    expect(calls).toBe(0)
  })

  it("storeFromRef: get is stable until the value changes", async () => {
    const instance = track(await createTestWalletport({ projectId: "p", networks: [mainnet] }))
    const { runtime } = instance.internals
    const ref = runtime.runSync(SubscriptionRef.make({ n: 0 }))
    const store = storeFromRef(runtime, ref)
    const first = store.get()
    expect(store.get()).toBe(first)
    const changed = new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        unsubscribe()
        resolve()
      })
    })
    runtime.runSync(SubscriptionRef.set(ref, { n: 1 }))
    await changed
    expect(store.get()).toEqual({ n: 1 })
    expect(store.get()).not.toBe(first)
  })
})

describe("getAccount / subscribeAccount", () => {
  it("fires through connecting to connected, with the balance", async () => {
    const wallet = makeFakeWallet()
    const instance = track(await createTestWalletport(
      { projectId: "p", networks: [mainnet] },
      { wallets: [{ id: "io.fake", name: "Fake", wallet }], balances: { [FAKE_WALLET_ADDRESS]: 2n * 10n ** 18n } }
    ))
    const statuses: Array<WalletportAccount["status"]> = []
    const unsubscribe = instance.subscribeAccount((account) => statuses.push(account.status))
    const connected = nextMatching(instance.subscribeAccount, (account) => account.isConnected && account.balance !== undefined)
    await instance.internals.runtime.runPromise(intents.selectConnector("io.fake"))
    const account = await connected
    expect(account).toMatchObject({ status: "connected", isConnected: true, address: FAKE_WALLET_ADDRESS, balance: "2", balanceSymbol: "ETH" })
    expect(instance.getAccount()).toEqual(account)
    expect(statuses).toContain("connecting")
    expect(statuses.at(-1)).toBe("connected")
    unsubscribe()
    const count = statuses.length
    const disconnected = nextMatching(instance.subscribeAccount, (a) => a.status === "disconnected")
    await instance.disconnect()
    await disconnected
    expect(statuses.length).toBe(count)
    expect(instance.getAccount()).toMatchObject({ status: "disconnected", isConnected: false, address: undefined })
  })

  it("refreshBalance picks up a new balance and rejects with the catalogue error", async () => {
    const wallet = makeFakeWallet()
    const instance = track(await createTestWalletport(
      { projectId: "p", networks: [mainnet] },
      { wallets: [{ id: "io.fake", name: "Fake", wallet }], balances: { [FAKE_WALLET_ADDRESS]: 10n ** 18n } }
    ))
    const loaded = nextMatching(instance.subscribeAccount, (a) => a.balance === "1")
    await instance.internals.runtime.runPromise(intents.selectConnector("io.fake"))
    await loaded
    instance.chain.balances.set(FAKE_WALLET_ADDRESS.toLowerCase(), 4n * 10n ** 18n)
    await instance.refreshBalance()
    expect(instance.getAccount().balance).toBe("4")
    const { RpcTimeout } = await import("../../schemas/errors/chainRpc.js")
    instance.chain.failWith = new RpcTimeout({ url: "http://rpc" })
    await expect(instance.refreshBalance()).rejects.toMatchObject({ _tag: "RpcTimeout" })
    expect(instance.getAccount().balanceError?._tag).toBe("RpcTimeout")
    expect(instance.getAccount().balanceError?.message).toBe("The request took too long to respond.")
  })
})

describe("connect / signMessage / switchNetwork (public methods)", () => {
  it("connect resolves with the sessions; a rejection rejects with the catalogue error and CONNECT_ERROR carries it", async () => {
    const wallet = makeFakeWallet({ mode: "reject" })
    const instance = track(await createTestWalletport(
      { projectId: "p", networks: [mainnet] },
      { wallets: [{ id: "io.fake", name: "Fake", wallet }] }
    ))
    const events: Array<WalletportEvent> = []
    instance.subscribeEvents((timed) => events.push(timed.event))
    const error = await instance.connect("io.fake").then(() => undefined, (e: unknown) => e)
    expect(error).toMatchObject({ _tag: "UserRejectedRequest", message: "User rejected the request." })
    await new Promise<void>((resolve) => {
      const check = () => (events.some((e) => e._tag === "CONNECT_ERROR") ? resolve() : setImmediate(check))
      check()
    })
    const connectError = events.find((e) => e._tag === "CONNECT_ERROR")
    expect(connectError).toMatchObject({ message: "User rejected the request." })
    expect(connectError?._tag === "CONNECT_ERROR" ? connectError.error : undefined).toBe(error)
    wallet.setMode("approve")
    const sessions = await instance.connect("io.fake")
    expect(sessions.map((s) => s.caipAddress)).toEqual([`eip155:1:${FAKE_WALLET_ADDRESS}`])
    wallet.respondOnce("personal_sign", { result: `0x${"ab".repeat(65)}` })
    expect(await instance.signMessage({ message: "hello" })).toBe(`0x${"ab".repeat(65)}`)
    expect(wallet.calls.at(-1)).toEqual({ method: "personal_sign", params: ["0x68656c6c6f", FAKE_WALLET_ADDRESS] })
    await expect(instance.switchNetwork("eip155:999")).rejects.toMatchObject({ _tag: "ChainNotConfigured" })
  })

  it("a connect overtaken by a newer one rejects with an AbortError; the newer one connects", async () => {
    const slow = makeFakeWallet({ mode: "hold" })
    const quick = makeFakeWallet()
    const instance = track(await createTestWalletport(
      { projectId: "p", networks: [mainnet] },
      { wallets: [{ id: "io.slow", name: "Slow", wallet: slow }, { id: "io.quick", name: "Quick", wallet: quick }] }
    ))
    const first = instance.connect("io.slow").then(() => undefined, (e: unknown) => e)
    await new Promise<void>((resolve) => {
      const check = () => (slow.calls.length > 0 ? resolve() : setImmediate(check))
      check()
    })
    await instance.connect("io.quick")
    expect(await first).toMatchObject({ name: "AbortError" })
    slow.release("approve")
    expect(instance.getAccount().wallet?.id).toBe("io.quick")
  })

  it("open(); close() in the same tick ends closed", async () => {
    const instance = track(await createTestWalletport({ projectId: "p", networks: [mainnet] }))
    await Promise.all([instance.open(), instance.close()])
    expect(instance.getState().open).toBe(false)
  })

  it("open({ view }) rejects a view that does not exist", async () => {
    const instance = track(await createTestWalletport({ projectId: "p", networks: [mainnet] }))
    const bogus: unknown = "Nope"
    await expect(instance.open({ view: bogus as "Connect" })).rejects.toThrow('unknown view "Nope"')
    expect(instance.getState().open).toBe(false)
  })
})

describe("dispose", () => {
  it("getters keep the last value after dispose (the loaded core's stores freeze)", async () => {
    const wallet = makeFakeWallet()
    const instance = await createTestWalletport(
      { projectId: "p", networks: [mainnet] },
      { wallets: [{ id: "io.fake", name: "Fake", wallet }] }
    )
    await instance.connect("io.fake")
    const account = instance.getAccount()
    await instance.dispose()
    expect(instance.getAccount()).toEqual(account)
    expect(instance.internals.stores.connection.get().namespaces.eip155.status).toBe("connected")
    await expect(instance.open()).rejects.toThrow("disposed")
  })

  it("releases the wallet's listeners", async () => {
    const wallet = makeFakeWallet()
    const instance = await createTestWalletport(
      { projectId: "p", networks: [mainnet] },
      { wallets: [{ id: "io.fake", name: "Fake", wallet }] }
    )
    const watched = new Promise<void>((resolve) => {
      const check = () => (EVENT_NAMES.every((name) => wallet.listenerCount(name) === 1) ? resolve() : setImmediate(check))
      check()
    })
    await instance.internals.runtime.runPromise(intents.selectConnector("io.fake"))
    await watched
    await instance.dispose()
    expect(EVENT_NAMES.map((name) => wallet.listenerCount(name))).toEqual([0, 0, 0])
  })
})
