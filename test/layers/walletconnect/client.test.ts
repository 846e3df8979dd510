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
import { type Fake, fakeProvider, flush, multiSession, SESSION } from "./fakeProvider.js"
import { mainnet } from "../../../schemas/networks/evm.js"

const clientOver = (fake: Fake, requestExpirySeconds = 300) =>
  makeWalletConnectClient({ load: async () => fake.provider, networks: [mainnet], required: ["eip155"], requestExpirySeconds })


describe("WalletConnect client", () => {
  it.scoped("two namespaces connecting at once share one pairing and one approval", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const client = yield* clientOver(fake)
      const a = yield* Effect.fork(client.connect(Effect.succeed))
      const b = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(a), SESSION)
      assert.deepStrictEqual(yield* Fiber.join(b), SESSION)
      assert.strictEqual(fake.connects(), 1)
      assert.strictEqual((yield* SubscriptionRef.get(client.pairing))._tag, "Idle")
    }))

  it.scoped("a URI shown early (before the relay's answer) is replaced in place when the SDK's own differs: same pairing, same expiry", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const client = yield* clientOver(fake)
      const connect = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      const early = yield* SubscriptionRef.get(client.pairing)
      assert.strictEqual(early._tag === "Ready" ? early.uri : "", "wc:pairing1@2?relay-protocol=irn&symKey=00")
      yield* TestClock.adjust("1 second")
      fake.showUri("wc:pairing1@2?expiryTimestamp=1&relay-protocol=irn&symKey=00")
      const later = yield* SubscriptionRef.get(client.pairing)
      assert.deepStrictEqual(later, early._tag === "Ready" ? { ...early, uri: "wc:pairing1@2?expiryTimestamp=1&relay-protocol=irn&symKey=00" } : early)
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(connect), SESSION)
    }))

  it.scoped("a URI shown whose proposal the relay never acknowledges: RelayUnreachable 10 s on, the code replaced by the error", () =>
    Effect.gen(function*() {
      const fake = fakeProvider({ unacknowledged: true })
      const client = yield* clientOver(fake)
      const connect = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      assert.strictEqual((yield* SubscriptionRef.get(client.pairing))._tag, "Ready")
      yield* TestClock.adjust("9 seconds")
      assert.strictEqual((yield* SubscriptionRef.get(client.pairing))._tag, "Ready")
      yield* TestClock.adjust("1 second")
      const error = yield* Effect.flip(Fiber.join(connect))
      assert.strictEqual(error._tag === "WalletConnectFailed" ? error.reason : error._tag, "RelayUnreachable")
      const failed = yield* SubscriptionRef.get(client.pairing)
      assert.strictEqual(failed._tag === "Failed" && failed.error._tag === "WalletConnectFailed" ? failed.error.reason : "", "RelayUnreachable")
      assert.strictEqual(fake.aborts(), 1)
    }))

  it.scoped("the pairing expires after 4 minutes, counts as expired 10 s before, and a retry waits 1 s", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const client = yield* clientOver(fake)
      const first = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      const ready = yield* SubscriptionRef.get(client.pairing)
      assert.strictEqual(ready._tag, "Ready")
      if (ready._tag === "Ready") assert.strictEqual(ready.expiresAt - ready.createdAt, 240_000)
      yield* TestClock.adjust("229 seconds")
      assert.isFalse(yield* client.isExpired)
      // A second connect before the expiry reuses the same pairing (SPEC §4).
      const joined = yield* Effect.fork(client.connect(Effect.succeed))
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
      const refreshed = yield* Effect.fork(client.connect(Effect.succeed))
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

  it.scoped("a shortened pairing expiry (tests and the demo only) still counts as expired 10 s before its end", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const client = yield* makeWalletConnectClient({
        load: async () => fake.provider,
        networks: [mainnet],
        required: ["eip155"],
        requestExpirySeconds: 300,
        pairingExpiryMs: 15_000
      })
      const fiber = yield* Effect.fork(Effect.flip(client.connect(Effect.succeed)))
      yield* flush
      const ready = yield* SubscriptionRef.get(client.pairing)
      assert.strictEqual(ready._tag === "Ready" ? ready.expiresAt - ready.createdAt : 0, 15_000)
      yield* TestClock.adjust("4999 millis")
      yield* flush
      assert.isFalse(yield* client.isExpired)
      assert.strictEqual((yield* Fiber.poll(fiber))._tag, "None")
      yield* TestClock.adjust("1 millis")
      const error = yield* Fiber.join(fiber)
      assert.strictEqual(error._tag === "WalletConnectFailed" ? error.reason : error._tag, "PairingExpired")
    }))

  it.scoped("beforeRequest runs before every request through the session", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const order: Array<string> = []
      fake.answer = (method) => {
        order.push(method)
        return "0xsigned"
      }
      const client = yield* makeWalletConnectClient({
        load: async () => fake.provider,
        networks: [mainnet],
        required: ["eip155"],
        requestExpirySeconds: 300,
        beforeRequest: (method) => Effect.sync(() => order.push(`before ${method}`))
      })
      yield* client.request("personal_sign", ["0x00", "0x0"], "eip155:1")
      yield* client.request("eth_sendTransaction", [{}], "eip155:1")
      assert.deepStrictEqual(order, ["before personal_sign", "personal_sign", "before eth_sendTransaction", "eth_sendTransaction"])
    }))

  it.scoped("a relay that never answers fails with RelayUnreachable after 10 s instead of waiting forever", () =>
    Effect.gen(function*() {
      const fake = fakeProvider({ silent: true })
      const client = yield* clientOver(fake)
      const fiber = yield* Effect.fork(Effect.flip(client.connect(Effect.succeed)))
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
        const fiber = yield* Effect.fork(Effect.flip(client.connect(Effect.succeed)))
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
      const fiber = yield* Effect.fork(client.connect(Effect.succeed))
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

  it.scoped("the namespaces' releases at once (disconnect()) end the session exactly once, however they interleave", () =>
    Effect.gen(function*() {
      // A small op budget makes the scheduler switch fibers inside a release (a large app hits the default one
      // anywhere): a read-then-write release loses the other's update at some budgets, and the session lives on.
      for (let budget = 10; budget <= 40; budget += 2) {
        const fake = fakeProvider()
        const client = yield* clientOver(fake)
        const both = yield* Effect.fork(client.connect(() => Effect.all([client.hold("eip155"), client.hold("solana")])))
        yield* flush
        fake.approve(multiSession())
        yield* Fiber.join(both)
        yield* Effect.all([client.release("eip155"), client.release("solana")], { concurrency: "unbounded", discard: true }).pipe(
          Effect.withMaxOpsBeforeYield(budget)
        )
        assert.strictEqual(fake.disconnects(), 1, `op budget ${budget}`)
      }
    }))

  it.scoped("an approval that no waiting connect adopts is deleted on the wallet's side; one adopted is kept", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const client = yield* clientOver(fake)
      const left = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      // The only caller goes (a cancel, a disconnect, a newer attempt) while the pairing stays usable.
      yield* Fiber.interrupt(left)
      fake.approve(multiSession())
      yield* flush
      assert.strictEqual(fake.disconnects(), 1)
      assert.isUndefined(yield* client.session)
      // A caller that is still there adopts the approval: nothing is deleted.
      const kept = yield* Effect.fork(client.connect(() => client.hold("eip155")))
      yield* flush
      fake.approve(multiSession())
      yield* Fiber.join(kept)
      yield* flush
      assert.strictEqual(fake.disconnects(), 1)
      assert.strictEqual((yield* client.session)?.topic, "multi")
    }))
})
