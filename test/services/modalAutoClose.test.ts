/**
 * Issue 23: the modal closes after a successful connect and after disconnect (`autoClose`, default on), not in
 * embedded mode, not while sign-in or a flow that needs the account (pay()) continues, not on UnsupportedChain.
 * The rule as a table, then the transitions through the real graph.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { closesAfter, type AutoCloseContext, type SettledFlow } from "../../layers/live/modalAutoClose.js"
import { CaipNetworkId } from "../../schemas/entities/ids.js"
import { disconnect, disconnectWallet, selectConnector } from "../../runtime/intents.js"
import { Connection } from "../../services/Connection.js"
import { Modal } from "../../services/Modal.js"
import { Router } from "../../services/Router.js"
import { harness, testWallet, trackedTags, waitFor } from "./harness.js"

const DEFAULTS: AutoCloseContext = { autoClose: true, embeddedMode: false, signIn: false, continuing: false, home: "Account" }

describe("closesAfter: which settled flows close the modal", () => {
  const cases: ReadonlyArray<{ readonly name: string; readonly flow: SettledFlow; readonly context: Partial<AutoCloseContext>; readonly closes: boolean }> = [
    { name: "a connect landing on Account", flow: "connect", context: {}, closes: true },
    { name: "a disconnect", flow: "disconnect", context: { home: "Connect" }, closes: true },
    { name: "a disconnect leaving another wallet's Account", flow: "disconnect", context: {}, closes: true },
    { name: "a connect with autoClose off", flow: "connect", context: { autoClose: false }, closes: false },
    { name: "a disconnect with autoClose off", flow: "disconnect", context: { autoClose: false, home: "Connect" }, closes: false },
    { name: "a connect in embedded mode", flow: "connect", context: { embeddedMode: true }, closes: false },
    { name: "a disconnect in embedded mode", flow: "disconnect", context: { embeddedMode: true }, closes: false },
    { name: "a connect with sign-in on (the sign view follows)", flow: "connect", context: { signIn: true }, closes: false },
    { name: "a disconnect with sign-in on", flow: "disconnect", context: { signIn: true, home: "Connect" }, closes: true },
    { name: "a connect pay() waits for", flow: "connect", context: { continuing: true }, closes: false },
    { name: "a connect on a chain the host did not configure", flow: "connect", context: { home: "UnsupportedChain" }, closes: false },
    { name: "a connect already taken to the sign view", flow: "connect", context: { home: "SIWXSignMessage" }, closes: false }
  ]
  it.each(cases)("$name → closes: $closes", ({ flow, context, closes }) => {
    assert.strictEqual(closesAfter(flow, { ...DEFAULTS, ...context }), closes)
  })
})

const WALLET_ID = "io.fake"
const graph = (options: Readonly<Record<string, unknown>> = {}, wallet = testWallet(WALLET_ID, "Fake")) => ({
  wallet,
  layer: harness({ wallets: [wallet], options })
})
const isOpen = Effect.flatMap(Modal, (modal) => Effect.map(modal.state.get, (s) => s.open))
const view = Effect.flatMap(Router, (router) => Effect.map(router.state.get, (s) => s.view))
/** Open → pick the wallet, as the Connect view does; then where the modal is: open or not, and on which view. */
const connectFromModal = Effect.gen(function*() {
  yield* (yield* Modal).open()
  yield* selectConnector(WALLET_ID)
  return { open: yield* isOpen, view: yield* view }
})

describe("the modal after a connect or a disconnect (autoClose)", () => {
  it.effect("a connect from the Connect view closes it (MODAL_CLOSE), the history at home for the next open", () => {
    const { layer } = graph()
    return Effect.gen(function*() {
      assert.deepStrictEqual(yield* connectFromModal, { open: false, view: "Account" })
      assert.strictEqual((yield* trackedTags).at(-1), "MODAL_CLOSE")
    }).pipe(Effect.provide(layer))
  })

  it.effect("with autoClose: false it stays open on Account", () => {
    const { layer } = graph({ autoClose: false })
    return Effect.gen(function*() {
      assert.deepStrictEqual(yield* connectFromModal, { open: true, view: "Account" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a rejected connect stays open on the connecting view, which shows why", () => {
    const { layer } = graph({}, testWallet(WALLET_ID, "Fake", { mode: "reject" }))
    return Effect.gen(function*() {
      assert.deepStrictEqual(yield* connectFromModal, { open: true, view: "ConnectingExternal" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("an attempt abandoned with Back and approved late closes nothing (it is no longer the visitor's)", () => {
    const { wallet, layer } = graph({}, testWallet(WALLET_ID, "Fake", { mode: "hold" }))
    return Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open()
      const attempt = yield* Effect.fork(selectConnector(WALLET_ID))
      yield* waitFor((yield* Router).state, (s) => s.view === "ConnectingExternal")
      yield* modal.back
      wallet.fake.release("approve")
      yield* Fiber.await(attempt)
      assert.isTrue(yield* isOpen)
      assert.strictEqual(yield* view, "Connect")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a connect landing on a chain the host did not configure stays open on UnsupportedChain", () => {
    const { layer } = graph({}, testWallet(WALLET_ID, "Fake", { chainId: 8453 }))
    return Effect.gen(function*() {
      assert.deepStrictEqual(yield* connectFromModal, { open: true, view: "UnsupportedChain" })
      assert.strictEqual((yield* (yield* Connection).state.get).namespaces.eip155.session?.caipNetworkId, CaipNetworkId.make("eip155:8453"))
    }).pipe(Effect.provide(layer))
  })

  it.effect("a connect a flow waits for (Modal.continuing, as pay() does) keeps it open", () => {
    const { layer } = graph()
    return Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.continuing(Effect.gen(function*() {
        yield* modal.open()
        yield* selectConnector(WALLET_ID)
      }))
      assert.isTrue(yield* isOpen)
      // Once the flow is over, the next connect closes again.
      yield* disconnect()
      yield* modal.open()
      yield* selectConnector(WALLET_ID)
      assert.isFalse(yield* isOpen)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the Account view's Disconnect closes it; so does the API's disconnect()", () => {
    const { layer } = graph()
    return Effect.gen(function*() {
      const modal = yield* Modal
      yield* (yield* Connection).connect(WALLET_ID)
      yield* modal.open()
      assert.strictEqual(yield* view, "Account")
      yield* disconnectWallet("eip155")
      assert.isFalse(yield* isOpen)
      assert.strictEqual(yield* view, "Connect")
      yield* (yield* Connection).connect(WALLET_ID)
      yield* modal.open()
      yield* disconnect()
      assert.isFalse(yield* isOpen)
    }).pipe(Effect.provide(layer))
  })

  it.effect("with autoClose: false Disconnect shows Connect in the open modal", () => {
    const { layer } = graph({ autoClose: false })
    return Effect.gen(function*() {
      yield* (yield* Connection).connect(WALLET_ID)
      yield* (yield* Modal).open()
      yield* disconnectWallet("eip155")
      assert.isTrue(yield* isOpen)
      assert.strictEqual(yield* view, "Connect")
    }).pipe(Effect.provide(layer))
  })

  it.effect("embedded mode never closes: the view goes home", () => {
    const { layer } = graph({ enableEmbedded: true })
    return Effect.gen(function*() {
      assert.deepStrictEqual(yield* connectFromModal, { open: true, view: "Account" })
    }).pipe(Effect.provide(layer))
  })
})
