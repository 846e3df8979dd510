/**
 * Portfolio (the Account panel's data): tokens with the SPEC §5 30 s retry gap, history pages grouped by
 * year and month, the list emptied and error telemetry sent when history fails, identity, currentTab.
 * The real service graph over the in-memory data plane (layers/test).
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as TestClock from "effect/TestClock"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { testBoundaries } from "../../layers/test/boundaries.js"
import { dataTest } from "../../layers/test/data.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { FAKE_WALLET_ADDRESS } from "../../layers/test/fakeWallet.js"
import type { BlockchainApiFixture } from "../../layers/test/BlockchainApi.js"
import { ERROR_FETCH_TRANSACTIONS, groupByYearMonth } from "../../layers/live/Portfolio.js"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { analyticsTest } from "../../layers/test/Analytics.js"
import { ensTest } from "../../layers/test/Ens.js"
import { blockchainApiTest } from "../../layers/test/BlockchainApi.js"
import { explorerTest } from "../../layers/test/Explorer.js"
import { appLayer } from "../../runtime/layers.js"
import type { Transaction } from "../../schemas/entities/Transaction.js"
import { Connection } from "../../services/Connection.js"
import { Portfolio } from "../../services/Portfolio.js"
import { optionsWith, testWallet } from "./harness.js"

const CHAIN = "eip155:1"
const tx = (id: string, minedAt: string): Transaction => ({
  id,
  metadata: { operationType: "receive", minedAt, sentFrom: "0x1", sentTo: FAKE_WALLET_ADDRESS, status: "confirmed" },
  transfers: [{ direction: "in", quantity: { numeric: "1" }, fungible_info: { symbol: "wUSD" } }]
})
const usd = { name: "USD", symbol: "wUSD", chainId: CHAIN, address: `${CHAIN}:0xa`, price: 1, value: 5, quantity: { decimals: "6", numeric: "5" }, iconUrl: "" }

const graph = (api: BlockchainApiFixture) => {
  const wallet = testWallet("io.fake", "Fake", { chainId: 1 })
  const evm = fakeEvmAdapter([wallet.entry], makeTestChain())
  return appLayer(optionsWith({ adapters: [evm.adapter] }), testBoundaries(), dataTest({ api }))
}
const connected = Effect.flatMap(Connection, (c) => c.connect("io.fake"))
const state = Effect.flatMap(Portfolio, (p) => p.state.get)

describe("Portfolio", () => {
  it("groups transactions by year, then month", () => {
    const grouped = groupByYearMonth([tx("a", "2026-11-20T10:00:00Z"), tx("b", "2026-11-02T10:00:00Z"), tx("c", "2025-01-15T10:00:00Z")])
    assert.deepStrictEqual(Object.keys(grouped).sort(), ["2025", "2026"])
    assert.deepStrictEqual(grouped["2026"]?.["10"]?.map((t) => t.id), ["a", "b"])
    assert.deepStrictEqual(grouped["2025"]?.["0"]?.map((t) => t.id), ["c"])
  })

  it.effect("tokens: loaded for the active account; a failure blocks retry for 30 s on the Clock", () =>
    Effect.gen(function*() {
      yield* connected
      const p = yield* Portfolio
      yield* p.loadTokens
      const failed = (yield* state).tokens
      assert.strictEqual(failed.status, "failed")
      assert.strictEqual(failed.error, "Token Balance Unavailable")
      assert.isDefined(failed.retryAt)
      yield* TestClock.adjust("29 seconds")
      assert.isDefined((yield* state).tokens.retryAt)
      yield* TestClock.adjust("1 second")
      assert.strictEqual((yield* state).tokens.retryAt, undefined)
    }).pipe(Effect.provide(graph({ failingBalances: [FAKE_WALLET_ADDRESS] }))))

  it.effect("tokens and identity of the connected account", () =>
    Effect.gen(function*() {
      yield* connected
      const p = yield* Portfolio
      yield* Effect.all([p.loadTokens, p.loadIdentity])
      const s = yield* state
      assert.deepStrictEqual(s.tokens.balances.map((b) => b.symbol), ["wUSD"])
      assert.strictEqual(s.identity.name, "fake.walletport.id")
      assert.strictEqual(s.key, `${CHAIN}:${FAKE_WALLET_ADDRESS}`)
    }).pipe(Effect.provide(graph({
      balances: { [FAKE_WALLET_ADDRESS]: [usd] },
      identities: { [FAKE_WALLET_ADDRESS]: { name: "fake.walletport.id", avatar: null } }
    }))))

  it.effect("history: pages follow the cursor; lastNetworkInView and transactionsByYear kept; currentTab", () =>
    Effect.gen(function*() {
      yield* connected
      const p = yield* Portfolio
      yield* p.loadTransactions(true)
      assert.strictEqual((yield* state).transactions.next, "1")
      yield* p.loadTransactions()
      const s = (yield* state).transactions
      assert.deepStrictEqual(s.transactions.map((t) => t.id), ["a", "b"])
      assert.strictEqual(s.next, undefined)
      assert.strictEqual(s.lastNetworkInView, CHAIN)
      assert.deepStrictEqual(Object.keys(s.transactionsByYear), ["2026"])
      yield* p.setTab("activity")
      assert.strictEqual((yield* state).currentTab, "activity")
    }).pipe(Effect.provide(graph({ history: { [FAKE_WALLET_ADDRESS]: [[tx("a", "2026-11-20T10:00:00Z")], [tx("b", "2026-10-20T10:00:00Z")]] } }))))

  it.effect("a failed history fetch empties the list, clears the cursor and keeps the catalogue message", () =>
    Effect.gen(function*() {
      yield* connected
      const p = yield* Portfolio
      yield* p.loadTransactions(true)
      const s = yield* state
      assert.strictEqual(s.transactionsError, "Failed to fetch transactions")
      assert.deepStrictEqual(s.transactions.transactions, [])
      assert.strictEqual(s.transactions.next, undefined)
      assert.isTrue(s.transactions.empty)
    }).pipe(Effect.provide(graph({ failingHistory: [FAKE_WALLET_ADDRESS] }))))

  it.effect("a failed history fetch tracks the ERROR_FETCH_TRANSACTIONS event and its error telemetry; a good one tracks nothing", () => {
    const analytics = analyticsTest()
    const wallet = testWallet("io.fake", "Fake", { chainId: 1 })
    const evm = fakeEvmAdapter([wallet.entry], makeTestChain())
    const data = Layer.mergeAll(AlertsLive, blockchainApiTest({ failingHistory: [FAKE_WALLET_ADDRESS] }), explorerTest(), analytics.layer, ensTest())
    return Effect.gen(function*() {
      yield* connected
      const before = yield* Ref.get(analytics.recorded)
      assert.isFalse(before.events.some((e) => e.event === ERROR_FETCH_TRANSACTIONS))
      yield* (yield* Portfolio).loadTransactions(true)
      const { events, errors } = yield* Ref.get(analytics.recorded)
      const tracked = events.filter((e) => e.event === ERROR_FETCH_TRANSACTIONS)
      assert.strictEqual(tracked.length, 1)
      assert.strictEqual(tracked[0]?.address, FAKE_WALLET_ADDRESS)
      assert.deepStrictEqual(tracked[0]?.properties, { chain: CHAIN, message: "Failed to fetch transactions" })
      assert.deepStrictEqual(errors.map((e) => e.event), [ERROR_FETCH_TRANSACTIONS])
    }).pipe(Effect.provide(appLayer(optionsWith({ adapters: [evm.adapter] }), testBoundaries(), data)))
  })

  it.effect("an unsupported network: empty lists, not an error", () =>
    Effect.gen(function*() {
      yield* connected
      const p = yield* Portfolio
      yield* Effect.all([p.loadTokens, p.loadTransactions(true)])
      const s = yield* state
      assert.strictEqual(s.tokens.status, "ready")
      assert.isTrue(s.transactions.empty)
      assert.strictEqual(s.transactionsError, undefined)
    }).pipe(Effect.provide(graph({ supported: ["eip155:137"], balances: { [FAKE_WALLET_ADDRESS]: [usd] } }))))
})
