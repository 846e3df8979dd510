/**
 * `subscribeEvents` (issue 8): every tracked event once, in order, including events that land together
 * in one tick; error events carry the catalogue error itself. On the shell and on a loaded core.
 */
import { afterEach, describe, expect, it } from "vitest"
import { subscribeEventLog } from "../../runtime/eventFeed.js"
import { createWalletport } from "../../runtime/entries/index.js"
import { createTestWalletport, makeFakeWallet } from "../../runtime/entries/testing.js"
import type { Walletport } from "../../runtime/types.js"
import { UserRejectedRequest } from "../../schemas/errors/walletRpc.js"
import type { TimedEvent, WalletportEvent } from "../../schemas/events.js"
import type { WalletportEvent as HostEvent } from "../../schemas/public/events.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"

const instances: Array<Walletport> = []
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.dispose()
})

/** A hand-driven event log store (newest first), to control exactly when listeners are told. */
const manualLog = () => {
  let events: ReadonlyArray<TimedEvent> = []
  const listeners = new Set<() => void>()
  return {
    store: { get: () => events, subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)) },
    /** Adds the events (oldest first) without telling anyone. */
    add: (...added: ReadonlyArray<WalletportEvent>) => {
      events = [...added.map((event, i) => ({ timestamp: i, event })).reverse(), ...events]
    },
    notify: () => listeners.forEach((l) => l())
  }
}

/** Resolves once `events` holds an event with this tag (listeners run on fibers). */
const until = (events: ReadonlyArray<HostEvent>, tag: HostEvent["_tag"]) =>
  new Promise<void>((resolve) => {
    const check = () => (events.some((e) => e._tag === tag) ? resolve() : setImmediate(check))
    check()
  })

describe("subscribeEventLog", () => {
  it("delivers events that landed together in order, once each, and nothing from before the subscription", () => {
    const log = manualLog()
    log.add({ _tag: "MODAL_CREATED" })
    const seen: Array<string> = []
    const unsubscribe = subscribeEventLog(log.store, (timed) => seen.push(timed.event._tag))
    log.add({ _tag: "MODAL_OPEN", connected: false }, { _tag: "SELECT_WALLET", name: "Fake", platform: "browser" })
    log.notify()
    // A second notification for the same change (a store may tell twice) delivers nothing again.
    log.notify()
    log.add({ _tag: "MODAL_CLOSE", connected: false })
    log.notify()
    expect(seen).toEqual(["MODAL_OPEN", "SELECT_WALLET", "MODAL_CLOSE"])
    unsubscribe()
    log.add({ _tag: "MODAL_OPEN", connected: false })
    log.notify()
    expect(seen).toHaveLength(3)
  })
})

describe("subscribeEvents on an instance", () => {
  it("a fast rejection: SELECT_WALLET then CONNECT_ERROR with the typed error (class, _tag, code)", async () => {
    const wallet = makeFakeWallet({ mode: "reject" })
    const instance = await createTestWalletport(
      { projectId: "p", networks: [mainnet] },
      { wallets: [{ id: "io.fake", name: "Fake", wallet }] }
    )
    instances.push(instance)
    const events: Array<HostEvent> = []
    instance.subscribeEvents((timed) => events.push(timed.event))
    const rejected = await instance.connect("io.fake").catch((e: unknown) => e)
    await until(events, "CONNECT_ERROR")
    expect(events.map((e) => e._tag)).toEqual(["SELECT_WALLET", "CONNECT_ERROR"])
    const last = events[1]
    const error = last?._tag === "CONNECT_ERROR" ? last.error : undefined
    expect(error).toBe(rejected)
    expect(error).toBeInstanceOf(UserRejectedRequest)
    expect(error?._tag).toBe("UserRejectedRequest")
    expect(error !== undefined && "code" in error ? error.code : undefined).toBe(4001)
  })

  it("the shell delivers the core's events to a listener made before the core loaded", async () => {
    const instance = createWalletport({ projectId: "p", networks: [mainnet], adapters: [fakeEvmAdapter([]).adapter] })
    instances.push(instance)
    const events: Array<HostEvent> = []
    instance.subscribeEvents((timed) => events.push(timed.event))
    await instance.open()
    await instance.close()
    await until(events, "MODAL_CLOSE")
    expect(events.map((e) => e._tag).filter((tag) => tag !== "MODAL_CREATED")).toEqual(["MODAL_OPEN", "MODAL_CLOSE"])
  })
})
