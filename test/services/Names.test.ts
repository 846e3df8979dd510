/**
 * The Names service (SPEC §4 name registration, §5 rules, §9 debounce) over the real service graph, a scriptable
 * EIP-1193 wallet (real signatures) and an in-memory names API that counts its calls: the rules at once, the
 * debounced check a newer label overtakes, suggestions when taken, and the registration: its message, the ENSIP-11
 * coin type, the profile name set, a rejection or an API refusal back on the form, and one signature and one
 * registration at most whatever the visitor repeats or the wallet answers.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as FiberId from "effect/FiberId"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { beforeAll } from "vitest"
import { verifyMessage } from "viem"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { analyticsTest } from "../../layers/test/Analytics.js"
import { makeBlockchainApiTest } from "../../layers/test/BlockchainApi.js"
import { explorerTest } from "../../layers/test/Explorer.js"
import { ensTest } from "../../layers/test/Ens.js"
import { FAKE_WALLET_ADDRESS } from "../../layers/test/fakeWallet.js"
import { selectConnector } from "../../runtime/intents.js"
import type { NameRecord } from "../../schemas/api/blockchainApi.js"
import { RegisterNameFailed } from "../../schemas/errors/names.js"
import { arbitrum, mainnet } from "../../schemas/networks/evm.js"
import { Account } from "../../services/Account.js"
import { BlockchainApi, type BlockchainApiShape } from "../../services/BlockchainApi.js"
import { Modal } from "../../services/Modal.js"
import { NamesFeature, type NamesState } from "../../services/Names.js"
import { Portfolio } from "../../services/Portfolio.js"
import { Router } from "../../services/Router.js"
import { harness, testWallet, waitFor } from "./harness.js"

const TAKEN: NameRecord = { name: "alice.walletport.id", addresses: { "60": { address: "0x0000000000000000000000000000000000000001" } } }

/** The in-memory names API, recording each call; `refuse` makes registrations fail with that API reason. */
const namesApi = (options: { readonly refuse?: string; readonly slow?: { readonly name: string; readonly answer: Deferred.Deferred<void> } } = {}) => {
  const base = makeBlockchainApiTest({ names: [TAKEN] })
  const slow = options.slow
  const calls = { lookups: [] as Array<string>, suggestions: [] as Array<string>, registrations: [] as Array<Parameters<BlockchainApiShape["registerName"]>[0]> }
  const shape: BlockchainApiShape = {
    ...base,
    lookupName: (a) =>
      Effect.zipRight(
        Effect.sync(() => calls.lookups.push(a.name)),
        slow !== undefined && slow.name === a.name ? Effect.zipRight(Deferred.await(slow.answer), base.lookupName(a)) : base.lookupName(a)
      ),
    getNameSuggestions: (a) =>
      Effect.zipRight(
        Effect.sync(() => calls.suggestions.push(`${a.name}@${a.zone ?? ""}`)),
        Effect.succeed([{ name: "alice.walletport.id", registered: true }, { name: "alice-1.walletport.id", registered: false }, { name: "the-alice.walletport.id" }])
      ),
    registerName: (a) =>
      Effect.zipRight(
        Effect.sync(() => calls.registrations.push(a)),
        options.refuse === undefined ? base.registerName(a) : Effect.fail(new RegisterNameFailed({ name: a.name, apiDescription: options.refuse }))
      ),
    // The identity of an address: its newest registered name (as the data server answers).
    getIdentity: (a) =>
      Effect.map(Effect.orDie(base.reverseLookup(a)), (records) => ({ name: records.at(-1)?.name ?? null, avatar: null }))
  }
  const data = Layer.mergeAll(AlertsLive, Layer.succeed(BlockchainApi, shape), explorerTest(), analyticsTest().layer, ensTest())
  return { calls, data }
}

const setup = (options: { readonly refuse?: string; readonly network?: typeof mainnet; readonly slow?: { readonly name: string; readonly answer: Deferred.Deferred<void> } } = {}) => {
  const network = options.network ?? mainnet
  const wallet = testWallet("io.fake", "Fake", { chainId: Number(network.id) })
  const api = namesApi(options)
  const layer = harness({ wallets: [wallet], data: api.data, options: { networks: [network] } })
  return { wallet, api, layer }
}

const names = Effect.flatMap(NamesFeature, (f) => f.load)
const current = Effect.flatMap(names, (n) => n.state.get)
const until = (predicate: (s: NamesState) => boolean) => Effect.flatMap(names, (n) => waitFor(n.state, predicate))
const view = Effect.map(Effect.flatMap(Router, (r) => r.state.get), (s) => s.view)
const signCalls = (wallet: ReturnType<typeof setup>["wallet"]) => wallet.fake.calls.filter((c) => c.method === "personal_sign").length

/** Connected, on the form, with `label` checked. */
const onForm = (label: string) =>
  Effect.gen(function*() {
    yield* (yield* Modal).open()
    yield* selectConnector("io.fake")
    yield* (yield* Router).push({ view: "RegisterAccountName" })
    const n = yield* names
    yield* n.start
    yield* n.setName(label)
    yield* TestClock.adjust("500 millis")
    yield* until((s) => s.availability.status !== "checking")
    return n
  })

beforeAll(async () => {
  // The service's chunk, imported once before the clock-driven tests.
  await import("../../layers/live/names/Names.js")
}, 60_000)

describe("Names: the SPEC §5 rules and the debounced check", () => {
  it.effect("a broken rule shows at once, with no request; an empty field is empty", () => {
    const { api, layer } = setup()
    return Effect.gen(function*() {
      const n = yield* names
      yield* n.setName("ab")
      assert.deepStrictEqual((yield* current).availability, { status: "invalid", rule: "minLength" })
      yield* n.setName("my name")
      assert.deepStrictEqual((yield* current).availability, { status: "invalid", rule: "characters" })
      yield* n.setName("  ")
      assert.deepStrictEqual((yield* current).availability, { status: "empty" })
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(api.calls.lookups, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the lookup waits 500 ms of quiet (Clock); a newer label overtakes the older check", () => {
    const { api, layer } = setup()
    return Effect.gen(function*() {
      const n = yield* names
      yield* n.setName("Bobby")
      assert.deepStrictEqual((yield* current).availability, { status: "checking", name: "bobby.walletport.id" })
      yield* TestClock.adjust("499 millis")
      assert.deepStrictEqual(api.calls.lookups, [])
      yield* n.setName("bobby-2")
      yield* TestClock.adjust("499 millis")
      assert.deepStrictEqual(api.calls.lookups, [])
      yield* TestClock.adjust("1 millis")
      const s = yield* until((st) => st.availability.status === "available")
      assert.deepStrictEqual(s.availability, { status: "available", name: "bobby-2.walletport.id" })
      assert.deepStrictEqual(api.calls.lookups, ["bobby-2.walletport.id"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a lookup still in flight when a newer label is typed is dropped: the newer one's answer stands", () => {
    const answer = Deferred.unsafeMake<void>(FiberId.none)
    const { api, layer } = setup({ slow: { name: "alice.walletport.id", answer } })
    return Effect.gen(function*() {
      const n = yield* names
      yield* n.setName("alice")
      yield* TestClock.adjust("500 millis")
      yield* Effect.flatMap(Effect.sync(() => api.calls.lookups.length), (count) => (count === 1 ? Effect.void : Effect.die("not asked")))
      yield* n.setName("bobby")
      yield* Deferred.succeed(answer, undefined)
      yield* TestClock.adjust("500 millis")
      const s = yield* until((st) => st.availability.status === "available")
      assert.deepStrictEqual(s.availability, { status: "available", name: "bobby.walletport.id" })
      // The taken answer for "alice" never showed, and never brought suggestions.
      assert.deepStrictEqual(api.calls.suggestions, [])
      assert.deepStrictEqual(api.calls.lookups, ["alice.walletport.id", "bobby.walletport.id"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a taken name brings the zone's free suggestions", () => {
    const { api, layer } = setup()
    return Effect.gen(function*() {
      const s = yield* onForm("alice")
      const state = yield* s.state.get
      assert.deepStrictEqual(state.availability, {
        status: "taken",
        name: "alice.walletport.id",
        suggestions: ["alice-1.walletport.id", "the-alice.walletport.id"],
        suggestionsError: undefined
      })
      assert.deepStrictEqual(api.calls.suggestions, ["alice@walletport.id"])
      // Taken: nothing to register.
      yield* s.register
      assert.strictEqual((yield* current).step, "form")
      assert.deepStrictEqual(api.calls.registrations, [])
    }).pipe(Effect.provide(layer))
  })
})

describe("Names: registration (SPEC §4)", () => {
  it.effect("message, success view while signing, coin type 60 on mainnet, a real signature, the profile name set", () => {
    const { wallet, api, layer } = setup()
    return Effect.gen(function*() {
      // onForm lets the 500 ms debounce pass: the message is signed at 1_700_000_001.000 s.
      yield* TestClock.setTime(1_700_000_000_500)
      const n = yield* onForm("bobby")
      wallet.fake.setMode("hold")
      const flow = yield* Effect.fork(n.register)
      yield* until((s) => s.step === "signing")
      yield* Effect.flatMap(Router, (r) => waitFor(r.state, (st) => st.view === "RegisterAccountNameSuccess"))
      wallet.fake.release("approve")
      yield* Fiber.join(flow)
      const done = yield* current
      assert.strictEqual(done.step, "registered")
      assert.strictEqual(done.name, "bobby.walletport.id")
      assert.strictEqual(yield* view, "RegisterAccountNameSuccess")
      const [registration] = api.calls.registrations
      assert.strictEqual(registration?.coinType, 60)
      assert.strictEqual(registration?.address, FAKE_WALLET_ADDRESS)
      assert.strictEqual(registration?.message, JSON.stringify({ name: "bobby.walletport.id", attributes: {}, timestamp: 1_700_000_001 }))
      assert.isTrue(yield* Effect.promise(() => verifyMessage({ address: FAKE_WALLET_ADDRESS, message: registration?.message ?? "", signature: registration?.signature ?? "0x" })))
      assert.strictEqual((yield* (yield* Account).state.get).eip155?.profileName, "bobby.walletport.id")
      assert.strictEqual((yield* (yield* Portfolio).state.get).identity.name, "bobby.walletport.id")
    }).pipe(Effect.provide(layer))
  })

  it.effect("on another EVM chain the coin type is ENSIP-11's 0x80000000 | chainId", () => {
    const { api, layer } = setup({ network: arbitrum })
    return Effect.gen(function*() {
      const n = yield* onForm("bobby")
      yield* n.register
      assert.strictEqual(api.calls.registrations[0]?.coinType, (0x80000000 | 42161) >>> 0)
      assert.strictEqual(api.calls.registrations[0]?.caipNetworkId, "eip155:42161")
    }).pipe(Effect.provide(layer))
  })

  it.effect("the wallet rejecting returns to RegisterAccountName with the error; nothing registered; a retry asks again", () => {
    const { wallet, api, layer } = setup()
    return Effect.gen(function*() {
      const n = yield* onForm("bobby")
      wallet.fake.setMode("reject")
      yield* n.register
      const s = yield* current
      assert.strictEqual(s.step, "form")
      assert.strictEqual(s.error?._tag, "UserRejectedRequest")
      assert.strictEqual(yield* view, "RegisterAccountName")
      assert.deepStrictEqual(api.calls.registrations, [])
      // Coming back to the form (it mounts again) keeps the label and the reason.
      yield* n.start
      assert.strictEqual((yield* current).input, "bobby")
      assert.strictEqual((yield* current).error?._tag, "UserRejectedRequest")
      wallet.fake.setMode("approve")
      yield* n.register
      assert.strictEqual((yield* current).step, "registered")
      assert.strictEqual(signCalls(wallet), 2)
      assert.strictEqual(api.calls.registrations.length, 1)
      // After a registration the next visit starts afresh.
      yield* n.start
      assert.deepStrictEqual(yield* current, { input: "", availability: { status: "empty" }, step: "form", name: undefined, error: undefined })
    }).pipe(Effect.provide(layer))
  })

  it.effect("an API refusal returns to RegisterAccountName with the API's first reason and clears loading", () => {
    const { layer } = setup({ refuse: "Name is already registered" })
    return Effect.gen(function*() {
      const n = yield* onForm("bobby")
      yield* n.register
      const s = yield* current
      assert.strictEqual(s.step, "form")
      assert.strictEqual(s.error?.message, "Name is already registered")
      assert.strictEqual(yield* view, "RegisterAccountName")
      assert.strictEqual((yield* (yield* Account).state.get).eip155?.profileName, undefined)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wallet answering garbage is ConnectorBadResponse and registers nothing", () => {
    const { wallet, api, layer } = setup()
    return Effect.gen(function*() {
      const n = yield* onForm("bobby")
      wallet.fake.respondOnce("personal_sign", { result: "yes" })
      yield* n.register
      assert.strictEqual((yield* current).error?._tag, "ConnectorBadResponse")
      assert.deepStrictEqual(api.calls.registrations, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("no EVM account: 'Address or auth connector not found', no signature asked", () => {
    const { wallet, layer } = setup()
    return Effect.gen(function*() {
      const n = yield* names
      // Available, but nobody is connected.
      yield* n.setName("bobby")
      yield* TestClock.adjust("500 millis")
      yield* until((s) => s.availability.status === "available")
      yield* n.register
      assert.strictEqual((yield* current).error?.message, "Address or auth connector not found")
      assert.strictEqual(signCalls(wallet), 0)
    }).pipe(Effect.provide(layer))
  })
})

describe("Names: one signature and one registration at most", () => {
  it.effect("register twice, leave (the wait interrupted), register again, then the late approval: one prompt, one registration", () => {
    const { wallet, api, layer } = setup()
    return Effect.gen(function*() {
      const n = yield* onForm("bobby")
      wallet.fake.setMode("hold")
      const first = yield* Effect.fork(n.register)
      const second = yield* Effect.fork(n.register)
      yield* until((s) => s.step === "signing")
      yield* Fiber.interrupt(first)
      yield* Fiber.interrupt(second)
      // The label is frozen while the wallet holds the request.
      yield* n.setName("other")
      assert.strictEqual((yield* current).input, "bobby")
      const third = yield* Effect.fork(n.register)
      assert.strictEqual(signCalls(wallet), 1)
      wallet.fake.release("approve")
      yield* Fiber.join(third)
      assert.strictEqual((yield* current).step, "registered")
      assert.strictEqual(signCalls(wallet), 1)
      assert.strictEqual(api.calls.registrations.length, 1)
      // Done: another register does nothing.
      yield* n.register
      assert.strictEqual(api.calls.registrations.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the late approval after the visitor left is registered once, with nobody waiting", () => {
    const { wallet, api, layer } = setup()
    return Effect.gen(function*() {
      const n = yield* onForm("bobby")
      wallet.fake.setMode("hold")
      const flow = yield* Effect.fork(n.register)
      yield* until((s) => s.step === "signing")
      yield* Fiber.interrupt(flow)
      wallet.fake.release("approve")
      yield* until((s) => s.step === "registered")
      assert.strictEqual(api.calls.registrations.length, 1)
      assert.strictEqual(signCalls(wallet), 1)
    }).pipe(Effect.provide(layer))
  })
})
