/**
 * pay() (issue 25) over the real service graph and a wallet that picks its own nonce (layers/test/fakeTransfers):
 * off by default (FeatureDisabled, nothing asked); connect first; the Pay view's Pay pressed twice while the wallet
 * holds the request still makes one request and one transfer, whose hash pay answers; a refusal in the wallet, a
 * balance too small and a closed modal reject with their catalogue errors.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { makeTestChain } from "../../../layers/test/ChainRpc.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../../layers/test/fakeAdapter.js"
import { makeFakeTransfers } from "../../../layers/test/fakeTransfers.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import { Connection } from "../../../services/Connection.js"
import { Modal } from "../../../services/Modal.js"
import { PayFeature } from "../../../services/Pay.js"
import { Router } from "../../../services/Router.js"
import { eventually, harness, SECOND_ADDRESS, waitFor } from "../harness.js"
import { ETH, OWN, send } from "../SendSetup.js"

const setup = (features: Readonly<Record<string, boolean>> = { pay: true }) => {
  const chain = makeTestChain({ [OWN]: 2n * ETH })
  const fake = makeFakeTransfers(chain, { symbol: "ETH", decimals: 18 })
  const wallet = makeFakeChainWallet({ name: "Demo", rdns: "io.demo", accounts: { eip155: [OWN] }, authorized: true })
  const evm = makeFakeAdapter("eip155", [wallet], chain, { transfers: fake.capability })
  const layer = harness({ noAdapters: true, options: { adapters: [evm.adapter], networks: [mainnet], features } })
  return { fake, layer }
}

const payFork = (amount = "0.5") =>
  Effect.flatMap(PayFeature, (feature) => Effect.fork(feature.pay({ recipient: SECOND_ADDRESS, amount, asset: "native" })))
const connect = Effect.flatMap(Connection, (c) => c.connect("io.demo"))
const onPayView = Effect.flatMap(Router, (router) => waitFor(router.state, (s) => s.view === "Pay"))
const failureOf = <A, E extends { readonly _tag: string; readonly message: string }>(fiber: Fiber.Fiber<A, E>) =>
  Effect.map(Effect.flip(Fiber.join(fiber)), (e) => [e._tag, e.message])

describe("pay()", () => {
  it.effect("features.pay is off by default: FeatureDisabled, and nothing is asked of the wallet", () => {
    const { layer, fake } = setup({})
    return Effect.gen(function*() {
      yield* connect
      const fiber = yield* payFork()
      assert.deepStrictEqual(yield* failureOf(fiber), ["FeatureDisabled", "The pay feature is not enabled"])
      assert.deepStrictEqual(fake.submits, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("connects first, then Pay pressed twice while the wallet holds the request: one request, one transfer, its hash", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      const fiber = yield* payFork()
      // No wallet yet: the modal opens on Connect and the payment waits for the connection.
      yield* Effect.flatMap(Modal, (m) => waitFor(m.state, (s) => s.open))
      assert.strictEqual((yield* (yield* Router).state.get).view, "Connect")
      yield* connect
      yield* onPayView
      const s = yield* send
      fake.mode = "hold"
      const first = yield* Effect.fork(s.confirm)
      yield* eventually(() => fake.held.length === 1)
      const second = yield* Effect.fork(s.confirm)
      yield* Effect.yieldNow()
      yield* fake.release("approve")
      yield* Fiber.join(first)
      yield* Fiber.join(second)
      const hash = yield* Fiber.join(fiber)
      assert.strictEqual(hash, fake.landed.get("0x0"))
      assert.strictEqual(fake.submits.length, 1)
      assert.strictEqual(fake.landed.size, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("refused in the wallet: UserRejectedRequest", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      yield* connect
      const fiber = yield* payFork()
      yield* onPayView
      fake.mode = "reject"
      yield* (yield* send).confirm
      assert.deepStrictEqual(yield* failureOf(fiber), ["UserRejectedRequest", "User rejected the request."])
      assert.strictEqual(fake.landed.size, 0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("more than the balance: NodeError insufficientFunds, before any view or request", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      yield* connect
      const fiber = yield* payFork("5")
      const [tag] = yield* failureOf(fiber)
      assert.strictEqual(tag, "NodeError")
      assert.deepStrictEqual(fake.submits, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the visitor closes the modal on the Pay view: UserRejectedRequest, nothing sent", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      yield* connect
      const fiber = yield* payFork()
      yield* onPayView
      yield* (yield* Modal).close()
      assert.deepStrictEqual(yield* failureOf(fiber), ["UserRejectedRequest", "User rejected the request."])
      assert.deepStrictEqual(fake.submits, [])
    }).pipe(Effect.provide(layer))
  })
})
