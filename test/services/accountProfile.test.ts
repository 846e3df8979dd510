/**
 * The account's identity for the connect button (SPEC §3 profileName / profileImage): read from the data API
 * in the background after connect — the connection never waits for it — and dropped when the account changed
 * before the answer came. The real service graph; the in-memory BlockchainApi answering after a delay.
 */
import { assert, describe, it } from "@effect/vitest"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { safeAvatar } from "../../layers/live/accountProfile.js"
import { analyticsTest } from "../../layers/test/Analytics.js"
import { ensTest } from "../../layers/test/Ens.js"
import { type BlockchainApiFixture, blockchainApiTest } from "../../layers/test/BlockchainApi.js"
import { testBoundaries } from "../../layers/test/boundaries.js"
import { explorerTest } from "../../layers/test/Explorer.js"
import { FAKE_WALLET_ADDRESS } from "../../layers/test/fakeWallet.js"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { appLayer } from "../../runtime/layers.js"
import { accountView } from "../../runtime/accountView.js"
import { Account } from "../../services/Account.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { Connection } from "../../services/Connection.js"
import { Ens } from "../../services/Ens.js"
import { eventually, optionsWith, testWallet } from "./harness.js"

const SECOND = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const IDENTITY_DELAY = "5 seconds"

/** The graph; the API answers identities after IDENTITY_DELAY and counts the calls; ENS answers from `ens`. */
const setup = (fixture: BlockchainApiFixture, ens: Layer.Layer<Ens> = ensTest()) => {
  const wallet = testWallet("io.fake", "Fake", { accounts: [FAKE_WALLET_ADDRESS, SECOND] })
  const calls: Array<string> = []
  const slowIdentity = Layer.effect(
    BlockchainApi,
    Effect.map(BlockchainApi, (api) => ({
      ...api,
      getIdentity: (a: Parameters<typeof api.getIdentity>[0]) =>
        Effect.sync(() => calls.push(a.address)).pipe(Effect.zipRight(Effect.delay(api.getIdentity(a), IDENTITY_DELAY)))
    }))
  ).pipe(Layer.provide(blockchainApiTest(fixture)))
  const data = Layer.mergeAll(AlertsLive, slowIdentity, explorerTest(), analyticsTest().layer, ens)
  const evm = fakeEvmAdapter([wallet.entry], makeTestChain())
  return { wallet, calls, layer: appLayer(optionsWith({ adapters: [evm.adapter] }), testBoundaries(), data) }
}
const eip155 = Effect.flatMap(Account, (a) => Effect.map(a.state.get, (s) => s.eip155))

describe("account profile (identity) in the background", () => {
  it.effect("connect does not wait; the name and avatar arrive after, once per account; the host's view carries them", () => {
    const { calls, layer } = setup({
      identities: { [FAKE_WALLET_ADDRESS]: { name: "fake.walletport.id", avatar: "https://img.example/fake.png" } }
    })
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.fake")
      const right = yield* eip155
      assert.strictEqual(right?.address, FAKE_WALLET_ADDRESS)
      assert.strictEqual(right?.profileName, undefined)
      yield* eventually(() => calls.length > 0)
      assert.strictEqual((yield* eip155)?.profileName, undefined)
      yield* TestClock.adjust(IDENTITY_DELAY)
      const after = yield* eip155
      assert.strictEqual(after?.profileName, "fake.walletport.id")
      assert.strictEqual(after?.profileImage, "https://img.example/fake.png")
      const view = accountView("eip155", "connected", after)
      assert.strictEqual(view.profileName, "fake.walletport.id")
      assert.strictEqual(view.profileImage, "https://img.example/fake.png")
      // Balance updates and the like do not read it again.
      yield* (yield* Account).refreshBalance()
      yield* TestClock.adjust(IDENTITY_DELAY)
      assert.deepStrictEqual(calls, [FAKE_WALLET_ADDRESS])
    }).pipe(Effect.provide(layer))
  })

  it.effect("an answer for an account the wallet has left is dropped; the new account's is read", () => {
    const { wallet, calls, layer } = setup({
      identities: { [FAKE_WALLET_ADDRESS]: { name: "fake.walletport.id", avatar: null }, [SECOND]: { name: "second.walletport.id", avatar: "javascript:alert(1)" } }
    })
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.fake")
      yield* eventually(() => calls.length === 1 && wallet.fake.listenerCount("accountsChanged") === 1)
      wallet.fake.emit("accountsChanged", [SECOND])
      yield* eventually(() => calls.length === 2)
      yield* TestClock.adjust(IDENTITY_DELAY)
      const after = yield* eip155
      assert.strictEqual(after?.address, SECOND)
      assert.strictEqual(after?.profileName, "second.walletport.id")
      // Not an image URL the button could load safely: no avatar.
      assert.strictEqual(after?.profileImage, undefined)
      assert.deepStrictEqual(calls, [FAKE_WALLET_ADDRESS, SECOND])
    }).pipe(Effect.provide(layer))
  })
})

/** Yields until the EVM account shows `name` (dies after many rounds). */
const untilName = (name: string) =>
  Effect.gen(function*() {
    for (let i = 0; i < 500; i++) {
      if ((yield* eip155)?.profileName === name) return
      yield* Effect.yieldNow()
    }
    return yield* Effect.dieMessage(`never showed ${name}`)
  })

/** ENS over the fixture, its primary names answered after `delay`. */
const slowEns = (primary: Readonly<Record<string, { readonly name: string; readonly avatar: string | undefined }>>, delay: Duration.DurationInput) =>
  Layer.effect(
    Ens,
    Effect.map(Ens, (ens) => ({ ...ens, primaryName: (...args: Parameters<typeof ens.primaryName>) => Effect.delay(ens.primaryName(...args), delay) }))
  ).pipe(Layer.provide(ensTest({ primary })))

describe("account profile: the ENS primary name beside the data API's identity (issue 26)", () => {
  const identities = { [FAKE_WALLET_ADDRESS]: { name: "fake.walletport.id", avatar: "https://img.example/fake.png" } }
  const ensProfile = { name: "fake.eth", avatar: "data:image/svg+xml;base64,AAAA" }

  it.effect("the identity shows first while ENS is slower; the ENS name and its avatar replace it when they arrive", () => {
    const { layer } = setup({ identities }, slowEns({ [FAKE_WALLET_ADDRESS]: ensProfile }, "10 seconds"))
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.fake")
      yield* TestClock.adjust(IDENTITY_DELAY)
      assert.strictEqual((yield* eip155)?.profileName, "fake.walletport.id")
      yield* TestClock.adjust("5 seconds")
      const after = yield* eip155
      assert.strictEqual(after?.profileName, "fake.eth")
      assert.strictEqual(after?.profileImage, "data:image/svg+xml;base64,AAAA")
    }).pipe(Effect.provide(layer))
  })

  it.effect("an ENS name shown first is not replaced by the identity answering later", () => {
    const { layer } = setup({ identities }, ensTest({ primary: { [FAKE_WALLET_ADDRESS]: ensProfile } }))
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.fake")
      yield* untilName("fake.eth")
      yield* TestClock.adjust(IDENTITY_DELAY)
      assert.strictEqual((yield* eip155)?.profileName, "fake.eth")
    }).pipe(Effect.provide(layer))
  })

  it.effect("without an ENS name the identity is what shows", () => {
    const { layer } = setup({ identities }, slowEns({}, "1 second"))
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.fake")
      yield* TestClock.adjust(IDENTITY_DELAY)
      assert.strictEqual((yield* eip155)?.profileName, "fake.walletport.id")
    }).pipe(Effect.provide(layer))
  })
})

describe("safeAvatar", () => {
  it("keeps http(s) and inline images only", () => {
    assert.strictEqual(safeAvatar("https://a.example/x.png"), "https://a.example/x.png")
    assert.strictEqual(safeAvatar("data:image/svg+xml;base64,AAAA"), "data:image/svg+xml;base64,AAAA")
    assert.strictEqual(safeAvatar("javascript:alert(1)"), undefined)
    assert.strictEqual(safeAvatar(null), undefined)
  })
})
