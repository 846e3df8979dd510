/** Router transaction stack (SPEC §2) and Modal view selection with no adapters, `loading` (SPEC §4). */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Deferred from "effect/Deferred"
import * as Ref from "effect/Ref"
import { makeFakeAdapter } from "../../layers/test/fakeAdapter.js"
import { isPlainView, plainRoute, type Route } from "../../schemas/views.js"
import { Modal } from "../../services/Modal.js"
import { Router } from "../../services/Router.js"
import { harness, trackedTags, waitFor } from "./harness.js"
import { walletConnectModule } from "../../layers/live/walletconnect/module.js"
import { defineAdapter } from "../../schemas/adapterDescriptor.js"
import { fakeProvider, fakeSdk } from "../layers/walletconnect/fakeProvider.js"

const views = Effect.flatMap(Router, (r) => Effect.map(r.state.get, (s) => s.history.map((route) => route.view)))

describe("transaction stack (SPEC §2)", () => {
  const stack = (success: Parameters<Router["Type"]["pushTransaction"]>[0]["success"], history: ReadonlyArray<Route>) =>
    Effect.gen(function*() {
      const router = yield* Router
      const calls = yield* Ref.make<ReadonlyArray<string>>([])
      const [first, ...rest] = history
      if (first !== undefined) yield* router.reset(first)
      for (const route of rest) yield* router.push(route)
      yield* router.pushTransaction(
        {
          success,
          onSuccess: Ref.update(calls, (c) => [...c, "success"]),
          onCancel: Ref.update(calls, (c) => [...c, "cancel"])
        },
        { view: "ApproveTransaction" }
      )
      return { router, calls }
    })

  it.effect("cancel goes back and calls the cancel callback", () =>
    Effect.gen(function*() {
      const { router, calls } = yield* stack({ _tag: "GoBack" }, [plainRoute("Account")])
      assert.deepStrictEqual(yield* views, ["Account", "ApproveTransaction"])
      assert.isFalse(yield* router.popTransaction("cancel"))
      assert.deepStrictEqual(yield* views, ["Account"])
      assert.deepStrictEqual(yield* Ref.get(calls), ["cancel"])
      assert.deepStrictEqual((yield* router.state.get).transactions, [])
    }).pipe(Effect.provide(harness())))

  it.effect("success of a go-back entry runs onSuccess and goes back", () =>
    Effect.gen(function*() {
      const { router, calls } = yield* stack({ _tag: "GoBack" }, [plainRoute("Account")])
      assert.isFalse(yield* router.popTransaction("success"))
      assert.deepStrictEqual(yield* views, ["Account"])
      assert.deepStrictEqual(yield* Ref.get(calls), ["success"])
    }).pipe(Effect.provide(harness())))

  it.effect("success of a replace entry returns to just before the sign-in view", () =>
    Effect.gen(function*() {
      const { router } = yield* stack({ _tag: "Replace" }, [plainRoute("Connect"), plainRoute("Account"), { view: "ConnectingSiwe" }])
      assert.isFalse(yield* router.popTransaction("success"))
      assert.deepStrictEqual(yield* views, ["Connect", "Account"])
    }).pipe(Effect.provide(harness())))

  it.effect("success of a replace entry with no sign-in view asks the modal to close", () =>
    Effect.gen(function*() {
      const { router } = yield* stack({ _tag: "Replace" }, [plainRoute("Account")])
      assert.isTrue(yield* router.popTransaction("success"))
    }).pipe(Effect.provide(harness())))

  it.effect("success of a reset entry resets to its route", () =>
    Effect.gen(function*() {
      const { router } = yield* stack({ _tag: "Reset", route: plainRoute("Connect") }, [plainRoute("Account"), plainRoute("Networks")])
      assert.isFalse(yield* router.popTransaction("success"))
      assert.deepStrictEqual(yield* views, ["Connect"])
    }).pipe(Effect.provide(harness())))

  it.effect("entries pop newest first; popping an empty stack does nothing", () =>
    Effect.gen(function*() {
      const router = yield* Router
      yield* router.reset(plainRoute("Account"))
      assert.isFalse(yield* router.popTransaction("cancel"))
      yield* router.pushTransaction({ success: { _tag: "Reset", route: plainRoute("Connect") } })
      yield* router.pushTransaction({ success: { _tag: "GoBack" } }, { view: "ApproveTransaction" })
      yield* router.popTransaction("success")
      assert.deepStrictEqual(yield* views, ["Account"])
      yield* router.popTransaction("success")
      assert.deepStrictEqual(yield* views, ["Connect"])
    }).pipe(Effect.provide(harness())))
})

describe("view selection on open (SPEC §2)", () => {
  const cases = [
    { name: "WalletConnect only (no browser-wallet adapter), desktop → ConnectingWalletConnectBasic", mobile: false, expected: "ConnectingWalletConnectBasic" },
    { name: "WalletConnect only (no browser-wallet adapter), mobile → AllWallets", mobile: true, expected: "AllWallets" }
  ] as const
  // SPEC §2's "no adapters" is AppKit's, whose WalletConnect is always there: here, WalletConnect's adapter alone.
  const walletConnectOnly = () =>
    defineAdapter("eip155", async () => walletConnectModule({}, fakeSdk(async () => fakeProvider().provider).sdk), "walletConnect")
  it.effect.each(cases)("$name (even when a view is asked for)", ({ mobile, expected }) =>
    Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open()
      assert.strictEqual((yield* (yield* Router).state.get).view, expected)
      yield* modal.close()
      yield* modal.open({ view: "Account" })
      assert.strictEqual((yield* (yield* Router).state.get).view, expected)
    }).pipe(Effect.provide(harness({ noAdapters: true, options: { adapters: [walletConnectOnly()] }, mobile }))))

  it.effect("no adapter at all is never WalletConnect's views: Connect (the host's options say what is missing)", () =>
    Effect.gen(function*() {
      yield* (yield* Modal).open()
      assert.strictEqual((yield* (yield* Router).state.get).view, "Connect")
    }).pipe(Effect.provide(harness({ noAdapters: true }))))

  it.effect("loading (and each announcing namespace in loadingNamespaceMap) is set while open prefetches, then cleared; close clears it too", () => {
    let gate: Deferred.Deferred<void> | undefined
    const evm = makeFakeAdapter("eip155", [], undefined, {
      refresh: Effect.suspend(() => (gate === undefined ? Effect.void : Deferred.await(gate)))
    })
    return Effect.gen(function*() {
      const modal = yield* Modal
      gate = yield* Deferred.make<void>()
      yield* modal.open()
      assert.deepStrictEqual(yield* modal.state.get, {
        open: true,
        loading: true,
        shake: false,
        namespace: undefined,
        loadingNamespaceMap: { eip155: true }
      })
      yield* Deferred.succeed(gate, undefined)
      yield* waitFor(modal.state, (s) => !s.loading)
      assert.deepStrictEqual(yield* modal.state.get, { open: true, loading: false, shake: false, namespace: undefined, loadingNamespaceMap: {} })
      gate = yield* Deferred.make<void>()
      yield* modal.close()
      yield* modal.open()
      assert.isTrue((yield* modal.state.get).loading)
      yield* modal.close()
      assert.deepStrictEqual(yield* modal.state.get, { open: false, loading: false, shake: false, namespace: undefined, loadingNamespaceMap: {} })
      assert.deepStrictEqual(yield* trackedTags, ["MODAL_OPEN", "MODAL_CLOSE", "MODAL_OPEN", "MODAL_CLOSE"])
    }).pipe(Effect.provide(harness({ noAdapters: true, options: { adapters: [evm.adapter] } })))
  })

  it("only views that render can be opened by name", () => {
    assert.isTrue(isPlainView("Networks"))
    assert.isTrue(isPlainView("AllWallets"))
    assert.isTrue(isPlainView("ConnectingWalletConnectBasic"))
    // The modal routes to UnsupportedChain itself; the other views wait for their features.
    assert.isFalse(isPlainView("UnsupportedChain"))
    assert.isFalse(isPlainView("ApproveTransaction"))
    assert.isFalse(isPlainView("SIWXSignMessage"))
    assert.isFalse(isPlainView("ConnectingExternal"))
    assert.isFalse(isPlainView("Nope"))
    assert.isFalse(isPlainView(42))
  })
})
