/** Router transaction stack (SPEC §2) and Modal view selection with no adapters, `loading` (SPEC §4). */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"
import { isPlainView, plainRoute, type Route } from "../../schemas/views.js"
import { Modal } from "../../services/Modal.js"
import { Router } from "../../services/Router.js"
import { harness, trackedTags } from "./harness.js"

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
        plainRoute("ApproveTransaction")
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
      const { router } = yield* stack({ _tag: "Replace" }, [plainRoute("Connect"), plainRoute("Account"), plainRoute("ConnectingSiwe")])
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
      yield* router.pushTransaction({ success: { _tag: "GoBack" } }, plainRoute("ApproveTransaction"))
      yield* router.popTransaction("success")
      assert.deepStrictEqual(yield* views, ["Account"])
      yield* router.popTransaction("success")
      assert.deepStrictEqual(yield* views, ["Connect"])
    }).pipe(Effect.provide(harness())))
})

describe("view selection on open (SPEC §2)", () => {
  const cases = [
    { name: "no adapters, desktop → ConnectingWalletConnectBasic", mobile: false, expected: "ConnectingWalletConnectBasic" },
    { name: "no adapters, mobile → AllWallets", mobile: true, expected: "AllWallets" }
  ] as const
  it.effect.each(cases)("$name (even when a view is asked for)", ({ mobile, expected }) =>
    Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open()
      assert.strictEqual((yield* (yield* Router).state.get).view, expected)
      yield* modal.close()
      yield* modal.open({ view: "Account" })
      assert.strictEqual((yield* (yield* Router).state.get).view, expected)
    }).pipe(Effect.provide(harness({ noAdapters: true, mobile }))))

  it.effect("loading is cleared once the prefetch of open is done", () =>
    Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open()
      // The prefetch (wallets announcing again) runs in the background.
      const after = yield* Effect.flatMap(Modal, (m) => m.state.get)
      assert.isTrue(after.open)
      yield* Effect.yieldNow()
      assert.isFalse((yield* modal.state.get).loading)
      assert.deepStrictEqual(yield* trackedTags, ["MODAL_OPEN"])
    }).pipe(Effect.provide(harness())))

  it("only views that exist can be opened by name", () => {
    assert.isTrue(isPlainView("Networks"))
    assert.isTrue(isPlainView("UnsupportedChain"))
    assert.isFalse(isPlainView("ConnectingExternal"))
    assert.isFalse(isPlainView("Nope"))
    assert.isFalse(isPlainView(42))
  })
})
