/**
 * The WalletConnect client over a fake provider, on the TestClock: one pairing shared by concurrent connects,
 * the SPEC §4 pairing rules (4 minutes, expired within 10 s of the end, retry after 1 s), our own bounds on
 * an unreachable relay and on a wallet request, and the typed errors of a rejected proposal.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as SubscriptionRef from "effect/SubscriptionRef"
import * as TestClock from "effect/TestClock"
import { makeWalletConnectClient } from "../../../layers/live/walletconnect/client.js"
import type { WcListener, WcProvider, WcSessionStruct } from "../../../layers/live/walletconnect/provider.js"
import { mainnet } from "../../../schemas/networks/evm.js"

const SESSION: WcSessionStruct = {
  topic: "t",
  namespaces: { eip155: { accounts: ["eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"] } }
}

interface Fake {
  readonly provider: WcProvider
  readonly connects: () => number
  readonly aborts: () => number
  readonly approve: () => void
  readonly reject: (error: unknown) => void
}

/** A provider whose connect shows a URI at once (unless `silent`) and waits for approve/reject. */
const fakeProvider = (
  options: { readonly silent?: boolean; readonly requestNever?: boolean; readonly relayDown?: boolean } = {}
): Fake => {
  const listeners = new Map<string, Set<WcListener>>()
  let connects = 0
  let aborts = 0
  let settle: { resolve: (s: WcSessionStruct) => void; reject: (e: unknown) => void } | undefined
  let session: WcSessionStruct | undefined
  const provider: WcProvider = {
    get session() {
      return session
    },
    connect: () =>
      new Promise((resolve, reject) => {
        connects++
        settle = {
          resolve: (s) => {
            session = s
            resolve(s)
          },
          reject
        }
        if (options.silent !== true) for (const l of listeners.get("display_uri") ?? []) l(`wc:pairing${connects}@2?relay-protocol=irn&symKey=00`)
      }),
    request: () => (options.requestNever === true ? new Promise(() => {}) : Promise.resolve("0xsigned")),
    disconnect: async () => {
      session = undefined
    },
    abortPairingAttempt: () => {
      aborts++
      settle?.reject(new Error("aborted"))
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
    relayConnected: () => options.relayDown !== true,
    reconnect: () => (options.relayDown === true ? new Promise(() => {}) : Promise.resolve()),
    close: async () => {},
    onClient: () => () => {}
  }
  return {
    provider,
    connects: () => connects,
    aborts: () => aborts,
    approve: () => settle?.resolve(SESSION),
    reject: (error) => settle?.reject(error)
  }
}

const clientOver = (fake: Fake, requestExpirySeconds = 300) =>
  makeWalletConnectClient({ load: async () => fake.provider, networks: [mainnet], required: ["eip155"], requestExpirySeconds })

/** Lets promise callbacks (the fake's) and forked fibers run. */
const flush = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 0))).pipe(Effect.repeatN(3))

describe("WalletConnect client", () => {
  it.scoped("two namespaces connecting at once share one pairing and one approval", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const client = yield* clientOver(fake)
      const a = yield* Effect.fork(client.connect)
      const b = yield* Effect.fork(client.connect)
      yield* flush
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(a), SESSION)
      assert.deepStrictEqual(yield* Fiber.join(b), SESSION)
      assert.strictEqual(fake.connects(), 1)
      assert.strictEqual((yield* SubscriptionRef.get(client.pairing))._tag, "Idle")
    }))

  it.scoped("the pairing expires after 4 minutes, counts as expired 10 s before, and a retry waits 1 s", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const client = yield* clientOver(fake)
      const first = yield* Effect.fork(client.connect)
      yield* flush
      const ready = yield* SubscriptionRef.get(client.pairing)
      assert.strictEqual(ready._tag, "Ready")
      if (ready._tag === "Ready") assert.strictEqual(ready.expiresAt - ready.createdAt, 240_000)
      yield* TestClock.adjust("229 seconds")
      assert.isFalse(yield* client.isExpired)
      // A second connect before the expiry reuses the same pairing (SPEC §4).
      const joined = yield* Effect.fork(client.connect)
      yield* flush
      assert.strictEqual(fake.connects(), 1)
      yield* TestClock.adjust("1 second")
      yield* flush
      const exit = yield* Fiber.await(first)
      assert.isTrue(Exit.isFailure(exit))
      const failed = yield* SubscriptionRef.get(client.pairing)
      assert.strictEqual(failed._tag === "Failed" ? failed.error._tag : "", "WalletConnectFailed")
      assert.strictEqual(failed._tag === "Failed" && failed.error._tag === "WalletConnectFailed" ? failed.error.reason : "", "PairingExpired")
      assert.isTrue(Exit.isFailure(yield* Fiber.await(joined)))
      assert.strictEqual(fake.aborts(), 1)
      // Refresh: a new pairing, but only once the 1 s retry gap has passed.
      const refreshed = yield* Effect.fork(client.connect)
      yield* flush
      assert.strictEqual(fake.connects(), 1)
      yield* TestClock.adjust("999 millis")
      yield* flush
      assert.strictEqual(fake.connects(), 1)
      yield* TestClock.adjust("1 millis")
      yield* flush
      assert.strictEqual(fake.connects(), 2)
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(refreshed), SESSION)
    }))

  it.scoped("a relay that never answers fails with RelayUnreachable after 10 s instead of waiting forever", () =>
    Effect.gen(function*() {
      const fake = fakeProvider({ silent: true })
      const client = yield* clientOver(fake)
      const fiber = yield* Effect.fork(Effect.flip(client.connect))
      yield* flush
      yield* TestClock.adjust("9 seconds")
      yield* flush
      assert.strictEqual((yield* Fiber.poll(fiber))._tag, "None")
      yield* TestClock.adjust("1 second")
      const error = yield* Fiber.join(fiber)
      assert.strictEqual(error._tag === "WalletConnectFailed" ? error.reason : error._tag, "RelayUnreachable")
    }))

  it.scoped("a rejected proposal is the catalogue's rejection; unsupported chains and 7000 get their reasons", () =>
    Effect.gen(function*() {
      for (const [answer, expected] of [
        [{ code: 5000, message: "User rejected." }, "UserRejectedRequest"],
        [{ code: 5100, message: "Unsupported chains." }, "UnsupportedNamespace"],
        [{ code: 7000, message: "Session settlement failed." }, "SessionSettlement"]
      ] as const) {
        const fake = fakeProvider()
        const client = yield* clientOver(fake)
        const fiber = yield* Effect.fork(Effect.flip(client.connect))
        yield* flush
        fake.reject(answer)
        const error = yield* Fiber.join(fiber)
        assert.strictEqual(error._tag === "WalletConnectFailed" ? error.reason : error._tag, expected)
      }
    }))

  it.scoped("a wallet request waits no longer than the wallet-request expiry", () =>
    Effect.gen(function*() {
      const fake = fakeProvider({ requestNever: true })
      const client = yield* clientOver(fake, 300)
      const fiber = yield* Effect.fork(Effect.flip(client.request("personal_sign", ["0x00", "0x0"], "eip155:1")))
      yield* flush
      yield* TestClock.adjust("299 seconds")
      yield* flush
      assert.strictEqual((yield* Fiber.poll(fiber))._tag, "None")
      yield* TestClock.adjust("1 second")
      const error = yield* Fiber.join(fiber)
      assert.strictEqual(error._tag, "UnknownRpcError")
      assert.strictEqual(error._tag === "UnknownRpcError" ? error.method : undefined, "personal_sign")
    }), 30_000)

  it.scoped("a request while the relay is down fails as disconnected (4900) after the relay timeout", () =>
    Effect.gen(function*() {
      const fake = fakeProvider({ relayDown: true })
      const client = yield* clientOver(fake)
      const fiber = yield* Effect.fork(Effect.flip(client.request("personal_sign", ["0x00", "0x0"], "eip155:1")))
      yield* flush
      yield* TestClock.adjust("9 seconds")
      yield* flush
      assert.strictEqual((yield* Fiber.poll(fiber))._tag, "None")
      yield* TestClock.adjust("1 second")
      assert.strictEqual((yield* Fiber.join(fiber))._tag, "ProviderDisconnected")
    }))

  it.scoped("prefetch loads the SDK once, in the background; the connect that follows reuses it", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      let loads = 0
      const client = yield* makeWalletConnectClient({
        load: async () => {
          loads++
          return fake.provider
        },
        networks: [mainnet],
        required: ["eip155"],
        requestExpirySeconds: 300
      })
      yield* client.prefetch
      yield* client.prefetch
      yield* flush
      assert.strictEqual(loads, 1)
      const fiber = yield* Effect.fork(client.connect)
      yield* flush
      fake.approve()
      yield* Fiber.join(fiber)
      assert.strictEqual(loads, 1)
    }))

  it.scoped("a request whose relay goes away while it waits fails as disconnected once the relay has been gone 10 s", () =>
    Effect.gen(function*() {
      let up = true
      const fake = fakeProvider({ requestNever: true })
      const client = yield* makeWalletConnectClient({
        load: async () => ({ ...fake.provider, relayConnected: () => up }),
        networks: [mainnet],
        required: ["eip155"],
        requestExpirySeconds: 300
      })
      const fiber = yield* Effect.fork(Effect.flip(client.request("personal_sign", ["0x00", "0x0"], "eip155:1")))
      yield* flush
      yield* TestClock.adjust("5 seconds")
      up = false
      yield* TestClock.adjust("9 seconds")
      yield* flush
      assert.strictEqual((yield* Fiber.poll(fiber))._tag, "None")
      yield* TestClock.adjust("2 seconds")
      assert.strictEqual((yield* Fiber.join(fiber))._tag, "ProviderDisconnected")
    }))
})
