/**
 * Router + Modal (SPEC §2 view selection and navigation rules, §4 "Modal", §9 shake 500 ms).
 */
import { assert, describe, it } from "@effect/vitest"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/TestClock"
import { MODAL_SHAKE_MS } from "../../schemas/constants.js"
import * as Schema from "effect/Schema"
import { InvalidView } from "../../schemas/errors/validation.js"
import { isPlainView, PLAIN_VIEWS, type PlainView, Route, type View } from "../../schemas/views.js"
import { Connection } from "../../services/Connection.js"
import { Modal } from "../../services/Modal.js"
import { Router } from "../../services/Router.js"
import { harness, testWallet, trackedEvents, trackedTags } from "./harness.js"

const WALLET_ID = "io.fake"

/** A graph with one approving wallet; `connected` connects it before the test body. */
const setup = (options: { readonly connected: boolean; readonly embedded?: boolean }) => {
  const wallet = testWallet(WALLET_ID, "Fake")
  const layer = harness({ wallets: [wallet], options: { enableEmbedded: options.embedded ?? false } })
  const connectFirst = options.connected ? Effect.flatMap(Connection, (c) => c.connect(WALLET_ID)) : Effect.void
  return { layer, connectFirst }
}

const viewNow = Effect.flatMap(Router, (router) => router.state.get)
const modalNow = Effect.flatMap(Modal, (modal) => modal.state.get)

/** The route of a view (ConnectingExternal waits on wallet "w"). */
const routeOf = (view: View): Route =>
  view === "ConnectingExternal" ? { view, connectorId: "w", name: "W" } : Schema.decodeUnknownSync(Route)({ view })

/**
 * Opens, then routes to `first` (as a flow would: views like ApproveTransaction cannot be opened by name)
 * and pushes the rest, so the history is exactly `views`.
 */
const openWithHistory = (views: readonly [View, ...Array<View>]) =>
  Effect.gen(function*() {
    const [first, ...rest] = views
    yield* (yield* Modal).open()
    const router = yield* Router
    yield* router.reset(routeOf(first))
    for (const view of rest) yield* router.push(routeOf(view))
  })

describe("Modal.open: view selection (SPEC §2)", () => {
  const cases: ReadonlyArray<{
    readonly name: string
    readonly connected: boolean
    readonly view: PlainView | undefined
    readonly expected: View
  }> = [
    { name: "disconnected, no view → Connect", connected: false, view: undefined, expected: "Connect" },
    { name: "connected, no view → Account", connected: true, view: undefined, expected: "Account" },
    { name: "disconnected, explicit AllWallets wins", connected: false, view: "AllWallets", expected: "AllWallets" },
    { name: "connected, explicit Connect wins over Account", connected: true, view: "Connect", expected: "Connect" },
    { name: "connected, explicit Networks wins", connected: true, view: "Networks", expected: "Networks" },
    { name: "connected, explicit Account", connected: true, view: "Account", expected: "Account" },
    // The Account view needs a wallet: without one the view selection decides.
    { name: "disconnected, Account → Connect", connected: false, view: "Account", expected: "Connect" }
  ]
  it.effect.each(cases)("$name", ({ connected, view, expected }) => {
    const { layer, connectFirst } = setup({ connected })
    return Effect.gen(function*() {
      yield* connectFirst
      yield* (yield* Modal).open(view === undefined ? {} : { view })
      const router = yield* viewNow
      assert.strictEqual(router.view, expected)
      // Opening starts a fresh history holding just the chosen view.
      assert.deepStrictEqual(router.history.map((entry) => entry.view), [expected])
      const modal = yield* modalNow
      assert.isTrue(modal.open)
      assert.isFalse(modal.shake)
      // SPEC §4: MODAL_OPEN carries the connected flag.
      const events = yield* trackedEvents
      assert.deepStrictEqual(events.at(-1), { _tag: "MODAL_OPEN", connected })
    }).pipe(Effect.provide(layer))
  })

  it.effect("reopening replaces the previous history", () =>
    Effect.gen(function*() {
      yield* openWithHistory(["Connect", "AllWallets", "ConnectingExternal"])
      const modal = yield* Modal
      yield* modal.close()
      yield* modal.open()
      assert.deepStrictEqual((yield* viewNow).history.map((entry) => entry.view), ["Connect"])
    }).pipe(Effect.provide(setup({ connected: false }).layer)))

  it.effect("records the requested namespace", () =>
    Effect.gen(function*() {
      yield* (yield* Modal).open({ namespace: "solana" })
      assert.strictEqual((yield* modalNow).namespace, "solana")
    }).pipe(Effect.provide(setup({ connected: false }).layer)))
})

describe("Modal.back (SPEC §2: back pops; one view left or UnsupportedChain in history closes)", () => {
  const cases: ReadonlyArray<{
    readonly name: string
    readonly history: readonly [View, ...Array<View>]
    readonly open: boolean
    readonly remaining: ReadonlyArray<View>
  }> = [
    { name: "one view left closes", history: ["Connect"], open: false, remaining: ["Connect"] },
    { name: "two views pop to the first", history: ["Connect", "AllWallets"], open: true, remaining: ["Connect"] },
    {
      name: "three views pop one",
      history: ["Connect", "AllWallets", "ConnectingExternal"],
      open: true,
      remaining: ["Connect", "AllWallets"]
    },
    { name: "UnsupportedChain alone closes", history: ["UnsupportedChain"], open: false, remaining: ["UnsupportedChain"] },
    {
      name: "UnsupportedChain at the bottom closes",
      history: ["UnsupportedChain", "Connect", "AllWallets"],
      open: false,
      remaining: ["UnsupportedChain", "Connect", "AllWallets"]
    },
    {
      name: "UnsupportedChain on top closes",
      history: ["Account", "UnsupportedChain"],
      open: false,
      remaining: ["Account", "UnsupportedChain"]
    }
  ]
  it.effect.each(cases)("$name", ({ history, open, remaining }) =>
    Effect.gen(function*() {
      yield* openWithHistory(history)
      yield* (yield* Modal).back
      assert.strictEqual((yield* modalNow).open, open)
      const router = yield* viewNow
      assert.deepStrictEqual(router.history.map((entry) => entry.view), remaining)
      assert.strictEqual(router.view, remaining.at(-1))
      const tags = yield* trackedTags
      assert.strictEqual(tags.includes("MODAL_CLOSE"), !open)
    }).pipe(Effect.provide(setup({ connected: false }).layer)))

  it.effect("Router.pop reports whether it popped and leaves the history alone when it did not", () =>
    Effect.gen(function*() {
      const router = yield* Router
      yield* router.reset({ view: "Connect" })
      assert.isFalse(yield* router.pop)
      yield* router.push({ view: "AllWallets" })
      yield* router.replace({ view: "ConnectingExternal", connectorId: "w", name: "Wallet W" })
      assert.deepStrictEqual((yield* viewNow).route, { view: "ConnectingExternal", connectorId: "w", name: "Wallet W" })
      // The title of a connecting view is the wallet's name.
      assert.strictEqual((yield* viewNow).title, "Wallet W")
      assert.isTrue((yield* viewNow).canGoBack)
      assert.isTrue(yield* router.pop)
      const back = yield* viewNow
      assert.deepStrictEqual(back.route, { view: "Connect" })
      assert.deepStrictEqual(back.history, [{ view: "Connect" }])
      assert.strictEqual(back.title, "Connect Wallet")
      assert.isFalse(back.canGoBack)
    }).pipe(Effect.provide(setup({ connected: false }).layer)))
})

describe("Modal.close (SPEC §2 blocked on ApproveTransaction unless forced; SPEC §4 MODAL_CLOSE)", () => {
  const cases: ReadonlyArray<{
    readonly name: string
    readonly view: View
    readonly force: boolean | undefined
    readonly closes: boolean
  }> = [
    { name: "Connect closes", view: "Connect", force: undefined, closes: true },
    { name: "Account closes when forced too", view: "Account", force: true, closes: true },
    { name: "ApproveTransaction stays open", view: "ApproveTransaction", force: undefined, closes: false },
    { name: "ApproveTransaction stays open with force: false", view: "ApproveTransaction", force: false, closes: false },
    { name: "ApproveTransaction closes when forced", view: "ApproveTransaction", force: true, closes: true }
  ]
  it.effect.each(cases)("$name", ({ view, force, closes }) =>
    Effect.gen(function*() {
      const modal = yield* Modal
      yield* openWithHistory([view])
      yield* modal.close(force === undefined ? {} : { force })
      assert.strictEqual((yield* modalNow).open, !closes)
      assert.deepStrictEqual(yield* trackedTags, closes ? ["MODAL_OPEN", "MODAL_CLOSE"] : ["MODAL_OPEN"])
    }).pipe(Effect.provide(setup({ connected: false }).layer)))

  it.effect("back on a lone ApproveTransaction does not close either", () =>
    Effect.gen(function*() {
      yield* openWithHistory(["ApproveTransaction"])
      yield* (yield* Modal).back
      assert.isTrue((yield* modalNow).open)
      assert.strictEqual((yield* viewNow).view, "ApproveTransaction")
    }).pipe(Effect.provide(setup({ connected: false }).layer)))

  it.effect("closing a closed modal tracks nothing", () =>
    Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.close()
      yield* modal.open()
      yield* modal.close()
      yield* modal.close()
      assert.deepStrictEqual(yield* trackedTags, ["MODAL_OPEN", "MODAL_CLOSE"])
    }).pipe(Effect.provide(setup({ connected: false }).layer)))

  const flags: ReadonlyArray<{ readonly connected: boolean }> = [{ connected: false }, { connected: true }]
  it.effect.each(flags)("MODAL_OPEN and MODAL_CLOSE carry connected: $connected", ({ connected }) => {
    const { layer, connectFirst } = setup({ connected })
    return Effect.gen(function*() {
      yield* connectFirst
      const modal = yield* Modal
      yield* modal.open()
      yield* modal.close()
      const events = (yield* trackedEvents).filter((e) => e._tag === "MODAL_OPEN" || e._tag === "MODAL_CLOSE")
      assert.deepStrictEqual(events, [{ _tag: "MODAL_OPEN", connected }, { _tag: "MODAL_CLOSE", connected }])
    }).pipe(Effect.provide(layer))
  })

  it.effect("closing resets the modal state", () =>
    Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open({ namespace: "eip155" })
      yield* modal.close()
      assert.deepStrictEqual(yield* modalNow, { open: false, loading: false, shake: false, namespace: undefined, loadingNamespaceMap: {} })
    }).pipe(Effect.provide(setup({ connected: false }).layer)))
})

describe("embedded mode (SPEC §2: closing resets the view to Account when connected, else Connect)", () => {
  const cases: ReadonlyArray<{
    readonly name: string
    readonly embedded: boolean
    readonly connected: boolean
    readonly expected: ReadonlyArray<View>
  }> = [
    { name: "embedded, disconnected → Connect", embedded: true, connected: false, expected: ["Connect"] },
    { name: "embedded, connected → Account", embedded: true, connected: true, expected: ["Account"] },
    {
      name: "not embedded: the history is kept",
      embedded: false,
      connected: false,
      expected: ["AllWallets", "ConnectingExternal"]
    }
  ]
  it.effect.each(cases)("$name", ({ embedded, connected, expected }) => {
    const { layer, connectFirst } = setup({ connected, embedded })
    return Effect.gen(function*() {
      yield* connectFirst
      yield* openWithHistory(["AllWallets", "ConnectingExternal"])
      yield* (yield* Modal).close()
      assert.isFalse((yield* modalNow).open)
      assert.deepStrictEqual((yield* viewNow).history.map((entry) => entry.view), expected)
    }).pipe(Effect.provide(layer))
  })

  it.effect("embedded: a blocked close does not reset the view", () =>
    Effect.gen(function*() {
      yield* openWithHistory(["Connect", "ApproveTransaction"])
      yield* (yield* Modal).close()
      assert.strictEqual((yield* viewNow).view, "ApproveTransaction")
    }).pipe(Effect.provide(setup({ connected: false, embedded: true }).layer)))
})

describe("Modal.shake (SPEC §4, §9: true for 500 ms)", () => {
  const shakeNow = Effect.map(modalNow, (state) => state.shake)

  it.effect("is true until 499 ms and false at exactly 500 ms", () =>
    Effect.gen(function*() {
      assert.strictEqual(MODAL_SHAKE_MS, 500)
      const modal = yield* Modal
      yield* modal.open()
      yield* modal.shake
      assert.isTrue(yield* shakeNow)
      yield* TestClock.adjust("499 millis")
      assert.isTrue(yield* shakeNow)
      yield* TestClock.adjust("1 millis")
      assert.isFalse(yield* shakeNow)
      // The modal itself stays open.
      assert.isTrue((yield* modalNow).open)
    }).pipe(Effect.provide(setup({ connected: false }).layer)))

  it.effect("a second shake restarts the 500 ms timer", () =>
    Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open()
      yield* modal.shake
      yield* TestClock.adjust("300 millis")
      yield* modal.shake
      // The first timer would have ended the shake at 500 ms.
      yield* TestClock.adjust("200 millis")
      assert.isTrue(yield* shakeNow)
      yield* TestClock.adjust("299 millis")
      assert.isTrue(yield* shakeNow)
      yield* TestClock.adjust("1 millis")
      assert.isFalse(yield* shakeNow)
    }).pipe(Effect.provide(setup({ connected: false }).layer)))

  it.effect("closing clears the shake and its timer changes nothing afterwards", () =>
    Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open()
      yield* modal.shake
      yield* modal.close()
      yield* TestClock.adjust(Duration.millis(MODAL_SHAKE_MS))
      assert.deepStrictEqual(yield* modalNow, { open: false, loading: false, shake: false, namespace: undefined, loadingNamespaceMap: {} })
    }).pipe(Effect.provide(setup({ connected: false }).layer)))
})

describe("Modal.open: only views that render (issue 8)", () => {
  const refused: ReadonlyArray<unknown> = ["ApproveTransaction", "SIWXSignMessage", "UnsupportedChain", "ConnectingExternal", "Nope", 42]
  it.effect.each(refused)("refuses %s with InvalidView and stays closed", (bad) =>
    Effect.gen(function*() {
      const modal = yield* Modal
      // A host without TypeScript can pass anything: call open as plain JavaScript would.
      const untyped: Effect.Effect<void, InvalidView> = Reflect.apply(modal.open, modal, [{ view: bad }])
      const error = yield* Effect.flip(untyped)
      assert.instanceOf(error, InvalidView)
      assert.strictEqual(error.view, typeof bad === "string" ? bad : "number")
      assert.isFalse((yield* modalNow).open)
      assert.deepStrictEqual(yield* trackedTags, [])
    }).pipe(Effect.provide(setup({ connected: false }).layer)))

  it.effect("the error names the view and lists the accepted ones", () =>
    Effect.sync(() => {
      const error = new InvalidView({ view: "ApproveTransaction", accepted: PLAIN_VIEWS })
      assert.strictEqual(
        error.message,
        'Cannot open unknown view "ApproveTransaction": open({ view }) accepts Connect, Account, AllWallets, ConnectingWalletConnectBasic, Networks'
      )
    }))

  it.effect.each(PLAIN_VIEWS)("open({ view: %s }) then close() closes, connected or not", (view) =>
    Effect.gen(function*() {
      const modal = yield* Modal
      for (const connect of [false, true]) {
        if (connect) yield* Effect.flatMap(Connection, (c) => c.connect(WALLET_ID))
        yield* modal.open({ view })
        assert.isTrue((yield* modalNow).open)
        yield* modal.close()
        assert.isFalse((yield* modalNow).open)
      }
    }).pipe(Effect.provide(setup({ connected: false }).layer)))
})
