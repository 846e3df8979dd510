/**
 * The WalletConnect warm-up (hover / focus / a phone's list: the SDK imported and started ahead of the click)
 * and SPEC §4's pairing made ahead of the tap on Telegram and iOS Safari, over a fake provider on the
 * TestClock: one load however often it is asked for, stopped and released by dispose, silent when it fails
 * (the click then shows its own typed error and loads again), and the early pairing reused until it expires;
 * and the pairing an open onto the SPEC §2 QR view starts (pair), which the view's connect joins.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Scope from "effect/Scope"
import * as SubscriptionRef from "effect/SubscriptionRef"
import * as TestClock from "effect/TestClock"
import { makeWalletConnectClient, type WalletConnectClient } from "../../../layers/live/walletconnect/client.js"
import type { WcProvider } from "../../../layers/live/walletconnect/provider.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import type { PairingState } from "../../../services/WalletConnect.js"
import { fakeProvider, flush, SESSION } from "./fakeProvider.js"

/** A client whose loads are answered by `loads` in turn (the last one for any further load), counted. */
const clientWith = (loads: ReadonlyArray<() => Promise<WcProvider>>) =>
  Effect.gen(function*() {
    let count = 0
    const client = yield* makeWalletConnectClient({
      load: () => {
        const next = loads[Math.min(count, loads.length - 1)]
        count++
        return next === undefined ? Promise.reject(new Error("no load scripted")) : next()
      },
      networks: [mainnet],
      required: ["eip155"],
      requestExpirySeconds: 300
    })
    return { client, loads: () => count }
  })

const uriOf = (pairing: PairingState): string | undefined => (pairing._tag === "Ready" ? pairing.uri : undefined)
const pairingOf = (client: WalletConnectClient) => SubscriptionRef.get(client.pairing)

/** After a warm-up: the click makes the pairing on the provider already loaded (no second load) and adopts the approval. */
const clickPairsWithoutLoading = (client: WalletConnectClient, fake: ReturnType<typeof fakeProvider>, loads: () => number) =>
  Effect.gen(function*() {
    const click = yield* Effect.fork(client.connect(Effect.succeed))
    yield* flush
    assert.match(uriOf(yield* pairingOf(client)) ?? "", /^wc:pairing1@2/)
    fake.approve()
    assert.deepStrictEqual(yield* Fiber.join(click), SESSION)
    assert.strictEqual(loads(), 1)
  })

describe("WalletConnect warm-up", () => {
  it.scoped("starts once: hovers while it loads and after it, and the click that follows, share one load", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client, loads } = yield* clientWith([() => Promise.resolve(fake.provider)])
      yield* client.prefetch
      yield* client.prefetch
      yield* flush
      assert.strictEqual(loads(), 1)
      yield* client.prefetch
      assert.strictEqual(loads(), 1)
      // Nothing is paired by a warm-up: no proposal the visitor has not asked for.
      assert.strictEqual(fake.connects(), 0)
      assert.strictEqual((yield* pairingOf(client))._tag, "Idle")
      yield* clickPairsWithoutLoading(client, fake, loads)
    }))

  it.scoped("prepare (WalletConnect alone, the modal closed) starts the SDK once and opens no socket; the click's pairing reuses it", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client, loads } = yield* clientWith([() => Promise.resolve(fake.provider)])
      yield* client.prepare
      yield* client.prepare
      yield* flush
      assert.strictEqual(loads(), 1)
      // Nothing reaches the relay before the visitor asks: no socket, no proposal.
      assert.strictEqual(fake.sockets(), 0)
      assert.strictEqual(fake.connects(), 0)
      assert.strictEqual((yield* pairingOf(client))._tag, "Idle")
      yield* clickPairsWithoutLoading(client, fake, loads)
    }))

  it.scoped("a prepare whose load failed is silent; the click's pairing loads again", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client, loads } = yield* clientWith([() => Promise.reject(new Error("offline")), () => Promise.resolve(fake.provider)])
      yield* client.prepare
      yield* flush
      assert.strictEqual(loads(), 1)
      const click = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      assert.strictEqual(loads(), 2)
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(click), SESSION)
    }))

  it.scoped("a warm-up opens the relay socket once; a load for a click leaves it to the proposal, after the pairing is made", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client } = yield* clientWith([() => Promise.resolve(fake.provider)])
      const click = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      assert.match(uriOf(yield* pairingOf(client)) ?? "", /^wc:pairing1@2/)
      assert.strictEqual(fake.sockets(), 0)
      yield* client.prefetch
      yield* client.prefetch
      yield* flush
      assert.strictEqual(fake.sockets(), 1)
      fake.approve()
      yield* Fiber.join(click)
    }))

  it.scoped("a warm-up whose load failed opens the socket once the next hover's load succeeds", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client, loads } = yield* clientWith([() => Promise.reject(new Error("chunk failed")), () => Promise.resolve(fake.provider)])
      yield* client.prefetch
      yield* flush
      yield* client.prefetch
      yield* flush
      assert.strictEqual(loads(), 2)
      assert.strictEqual(fake.sockets(), 1)
    }))

  it.effect("dispose interrupts a warm-up still loading: the provider it makes afterwards is closed, nothing pairs", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      let finish: (provider: WcProvider) => void = () => undefined
      const scope = yield* Scope.make()
      const { client, loads } = yield* Scope.extend(
        clientWith([() => new Promise<WcProvider>((resolve) => (finish = resolve))]),
        scope
      )
      yield* client.prefetch
      yield* flush
      assert.strictEqual(loads(), 1)
      yield* Scope.close(scope, Exit.void)
      finish(fake.provider)
      yield* flush
      assert.strictEqual(fake.closes(), 1)
      assert.strictEqual(fake.connects(), 0)
    }))

  it.effect("dispose closes the relay socket of an SDK the warm-up started", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const scope = yield* Scope.make()
      const { client } = yield* Scope.extend(clientWith([() => Promise.resolve(fake.provider)]), scope)
      yield* client.prefetch
      yield* flush
      assert.strictEqual(fake.closes(), 0)
      yield* Scope.close(scope, Exit.void)
      assert.strictEqual(fake.closes(), 1)
    }))

  it.scoped("a failed warm-up is silent; the click loads again and shows its QR", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client, loads } = yield* clientWith([() => Promise.reject(new Error("chunk failed")), () => Promise.resolve(fake.provider)])
      yield* client.prefetch
      yield* flush
      assert.strictEqual(loads(), 1)
      // No error anywhere: the pairing the view reads is untouched.
      assert.strictEqual((yield* pairingOf(client))._tag, "Idle")
      const click = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      assert.strictEqual(loads(), 2)
      assert.match(uriOf(yield* pairingOf(client)) ?? "", /^wc:pairing1@2/)
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(click), SESSION)
    }))

  it.scoped("a warm-up that never answers: a click during it gets the typed RelayUnreachable 10 s after the warm-up began; try again loads anew", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client, loads } = yield* clientWith([() => new Promise<WcProvider>(() => {}), () => Promise.resolve(fake.provider)])
      yield* client.prefetch
      yield* TestClock.adjust("4 seconds")
      const click = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      assert.strictEqual(loads(), 1)
      assert.strictEqual((yield* pairingOf(client))._tag, "Creating")
      yield* TestClock.adjust("6 seconds")
      const error = yield* Effect.flip(Fiber.join(click))
      assert.strictEqual(error._tag === "WalletConnectFailed" ? error.reason : error._tag, "RelayUnreachable")
      const failed = yield* pairingOf(client)
      assert.strictEqual(failed._tag, "Failed")
      // "Try again" (after SPEC §4's 1 s gap): a new load, which answers this time.
      const retry = yield* Effect.fork(client.connect(Effect.succeed))
      yield* TestClock.adjust("1 second")
      yield* flush
      assert.strictEqual(loads(), 2)
      assert.match(uriOf(yield* pairingOf(client)) ?? "", /^wc:pairing1@2/)
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(retry), SESSION)
    }))
})

describe("the pairing started by the open onto the SPEC §2 QR view (pair)", () => {
  it.scoped("returns at once with the pairing under way; a second pair and the view's connect join it; the approval answers the connect", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client, loads } = yield* clientWith([() => Promise.resolve(fake.provider)])
      yield* client.pair
      yield* flush
      assert.strictEqual(loads(), 1)
      assert.strictEqual(fake.connects(), 1)
      const uri = uriOf(yield* pairingOf(client))
      assert.match(uri ?? "", /^wc:pairing1@2/)
      yield* client.pair
      const view = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      assert.strictEqual(fake.connects(), 1)
      assert.strictEqual(uriOf(yield* pairingOf(client)), uri)
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(view), SESSION)
    }))
})

describe("SPEC §4 pairing ahead of the tap (Telegram, iOS Safari)", () => {
  it.scoped("made once while the list shows, joined by the tap (same URI), remade when it expires, kept by the instance when the list goes", () =>
    Effect.gen(function*() {
      const fake = fakeProvider()
      const { client } = yield* clientWith([() => Promise.resolve(fake.provider)])
      const list = yield* Effect.fork(client.prePair)
      yield* flush
      const first = uriOf(yield* pairingOf(client))
      assert.match(first ?? "", /^wc:pairing1@2/)
      // A second list (back and forth) joins the same pairing.
      const again = yield* Effect.fork(client.prePair)
      yield* flush
      assert.strictEqual(fake.connects(), 1)
      yield* Fiber.interrupt(again)
      // Reused until it expires (4 minutes, counted 10 s early); then a new one while the list shows.
      yield* TestClock.adjust("229 seconds")
      yield* flush
      assert.strictEqual(uriOf(yield* pairingOf(client)), first)
      yield* TestClock.adjust("1 second")
      yield* flush
      assert.strictEqual((yield* pairingOf(client))._tag, "Failed")
      yield* TestClock.adjust("1 second")
      yield* flush
      assert.strictEqual(fake.connects(), 2)
      const second = uriOf(yield* pairingOf(client))
      assert.match(second ?? "", /^wc:pairing2@2/)
      // The list goes: the pairing stays the instance's; the tap that comes joins it, and the approval answers it.
      yield* Fiber.interrupt(list)
      assert.strictEqual(uriOf(yield* pairingOf(client)), second)
      const tap = yield* Effect.fork(client.connect(Effect.succeed))
      yield* flush
      assert.strictEqual(fake.connects(), 2)
      fake.approve()
      assert.deepStrictEqual(yield* Fiber.join(tap), SESSION)
    }))

  it.scoped("stops at a failure other than expiry (the relay unreachable): nothing loops, the tap shows the error's retry", () =>
    Effect.gen(function*() {
      const fake = fakeProvider({ silent: true })
      const { client } = yield* clientWith([() => Promise.resolve(fake.provider)])
      const list = yield* Effect.fork(client.prePair)
      yield* flush
      yield* TestClock.adjust("10 seconds")
      yield* flush
      assert.isTrue(Exit.isSuccess(yield* Fiber.await(list)))
      const failed = yield* pairingOf(client)
      assert.strictEqual(failed._tag === "Failed" && failed.error._tag === "WalletConnectFailed" ? failed.error.reason : "", "RelayUnreachable")
      yield* TestClock.adjust("1 minute")
      assert.strictEqual(fake.connects(), 1)
    }))
})
