/**
 * Send to ENS names (issue 26) on a network with ENS (mainnet here; the in-memory Ens over a fixture, the live
 * one is tested against anvil in test/layers/ens): a name resolves after the debounce, ENSIP-15 normalised (the
 * review shows it so); a confusable name is refused with ENSIP-15's reason and never looked up; a name ENS does
 * not know goes on to the names API; a newer input overtakes an ENS lookup in flight; a failed lookup says so.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { makeBlockchainApiTest } from "../../layers/test/BlockchainApi.js"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { dataTest } from "../../layers/test/data.js"
import { ensTest } from "../../layers/test/Ens.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import { makeFakeTransfers } from "../../layers/test/fakeTransfers.js"
import { ResolveNameFailed } from "../../schemas/errors/names.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { SEND_LABELS } from "../../schemas/send.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { Ens } from "../../services/Ens.js"
import { harness, SECOND_ADDRESS, THIRD_ADDRESS } from "./harness.js"
import { current, ETH, nativeDraft, OWN, until } from "./SendSetup.js"

/** The graph; ENS answers after 1 s (records the names asked, fails for "broken.eth"), the names API knows one name. */
const setup = () => {
  const chain = makeTestChain({ [OWN]: 2n * ETH })
  const fake = makeFakeTransfers(chain, { symbol: "ETH", decimals: 18, tokens: [] })
  const wallet = makeFakeChainWallet({ name: "Demo", rdns: "io.demo", accounts: { eip155: [OWN] }, authorized: true })
  const evm = makeFakeAdapter("eip155", [wallet], chain, { transfers: fake.capability })
  const asked = { ens: [] as Array<string>, api: [] as Array<string> }
  const base = makeBlockchainApiTest({ names: [{ name: "carol.walletport.id", addresses: { "60": { address: THIRD_ADDRESS } } }] })
  const api = { ...base, lookupName: (a: Parameters<typeof base.lookupName>[0]) => Effect.zipRight(Effect.sync(() => asked.api.push(a.name)), base.lookupName(a)) }
  const ens = Layer.effect(
    Ens,
    Effect.map(Ens, (inner) => ({
      ...inner,
      resolveAddress: (...args: Parameters<typeof inner.resolveAddress>) =>
        Effect.sync(() => asked.ens.push(args[1])).pipe(
          Effect.zipRight(Effect.sleep("1 second")),
          Effect.zipRight(args[1] === "broken.eth" ? Effect.fail(new ResolveNameFailed({})) : inner.resolveAddress(...args))
        )
    }))
  ).pipe(Layer.provide(ensTest({ names: { "alice.eth": SECOND_ADDRESS } })))
  const data = Layer.mergeAll(dataTest(), Layer.succeed(BlockchainApi, api), ens)
  const layer = harness({ noAdapters: true, options: { adapters: [evm.adapter], networks: [mainnet] }, data })
  return { layer, asked }
}

describe("Send to an ENS name", () => {
  it.effect("Alice.ETH resolves through ENS as alice.eth; the transfer goes to its address", () => {
    const { layer, asked } = setup()
    return Effect.gen(function*() {
      const s = yield* nativeDraft
      yield* s.setRecipient("Alice.ETH")
      yield* TestClock.adjust("1500 millis")
      const ready = yield* until((st) => st.planStatus === "ready")
      assert.deepStrictEqual(ready.resolution, { name: "Alice.ETH", status: "resolved", address: SECOND_ADDRESS, normalized: "alice.eth" })
      assert.strictEqual(ready.plan?.transfer.to, SECOND_ADDRESS)
      assert.strictEqual(ready.label, SEND_LABELS.review)
      assert.deepStrictEqual(asked, { ens: ["Alice.ETH"], api: [] })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a confusable name is refused with ENSIP-15's reason: no address, no plan, no names-API lookup", () => {
    const { layer, asked } = setup()
    return Effect.gen(function*() {
      const s = yield* nativeDraft
      yield* s.setRecipient("p\u0430ypal.eth")
      yield* TestClock.adjust("1500 millis")
      const refused = yield* until((st) => st.resolution?.status === "invalid")
      assert.strictEqual(refused.resolution?.status === "invalid" ? refused.resolution.reason : "", "Invalid name: Invalid label \"p\u0430ypal\"\u200e: illegal mixture: Latin + Cyrillic \"\u0430\"\u200e {430}")
      assert.strictEqual(refused.label, SEND_LABELS.invalidAddress)
      assert.strictEqual(refused.plan, undefined)
      assert.deepStrictEqual(asked.api, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a name ENS has no address for goes on to the names API", () => {
    const { layer, asked } = setup()
    return Effect.gen(function*() {
      const s = yield* nativeDraft
      yield* s.setRecipient("carol.walletport.id")
      yield* TestClock.adjust("1500 millis")
      const ready = yield* until((st) => st.planStatus === "ready")
      assert.strictEqual(ready.plan?.transfer.to, THIRD_ADDRESS)
      assert.deepStrictEqual(asked, { ens: ["carol.walletport.id"], api: ["carol.walletport.id"] })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a newer name typed while an ENS lookup is in flight overtakes it; a failed lookup reads 'failed'", () => {
    const { layer, asked } = setup()
    return Effect.gen(function*() {
      const s = yield* nativeDraft
      yield* s.setRecipient("broken.eth")
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(asked.ens, ["broken.eth"])
      // In flight: alice.eth replaces it before it answers; broken.eth's failure never lands.
      yield* s.setRecipient("alice.eth")
      yield* TestClock.adjust("1500 millis")
      const ready = yield* until((st) => st.planStatus === "ready")
      assert.strictEqual(ready.resolution?.name, "alice.eth")
      assert.strictEqual(ready.plan?.transfer.to, SECOND_ADDRESS)
      yield* s.setRecipient("broken.eth")
      yield* TestClock.adjust("1500 millis")
      const failed = yield* until((st) => st.resolution?.status === "failed")
      assert.strictEqual(failed.label, SEND_LABELS.invalidAddress)
      assert.strictEqual((yield* current).plan, undefined)
    }).pipe(Effect.provide(layer))
  })
})
