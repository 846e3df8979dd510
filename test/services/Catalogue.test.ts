/**
 * The Catalogue service (AllWallets' explorer side, SPEC §2, §7, §9), on the real service graph over in-memory
 * boundaries: pages of 40, the debounced search, and the rules AllWallets used to apply in its container: each
 * wallet once, none the connector list shows, WalletConnect or the wallet's page; one catalogue per instance.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as TestClock from "effect/TestClock"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { deriveRows, INITIAL_CATALOGUE } from "../../layers/live/Catalogue.js"
import { walletConnectModule } from "../../layers/live/walletconnect/module.js"
import { analyticsTest } from "../../layers/test/Analytics.js"
import { ensTest } from "../../layers/test/Ens.js"
import { blockchainApiTest } from "../../layers/test/BlockchainApi.js"
import { testBoundaries } from "../../layers/test/boundaries.js"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { explorerTest } from "../../layers/test/Explorer.js"
import { appLayer } from "../../runtime/layers.js"
import { selectExplorerWallet } from "../../runtime/walletCatalogue.js"
import { defineAdapter } from "../../schemas/adapterDescriptor.js"
import type { ExplorerWallet } from "../../schemas/api/explorer.js"
import { DEBOUNCE_DEFAULT_MS, WALLET_LIST_PAGE_SIZE } from "../../schemas/constants.js"
import { Catalogue } from "../../services/Catalogue.js"
import { Explorer } from "../../services/Explorer.js"
import { Router } from "../../services/Router.js"
import { fakeProvider, fakeSdk } from "../layers/walletconnect/fakeProvider.js"
import { optionsWith, testWallet } from "./harness.js"

const wallet = (i: number): ExplorerWallet => ({ id: `id${i}`, name: `Wallet ${String(i).padStart(3, "0")}`, image_id: `img${i}`, homepage: `https://w${i}.example` })
const CATALOGUE = Array.from({ length: 100 }, (_, i) => wallet(i))
const settle = Effect.yieldNow().pipe(Effect.repeatN(20))

/** The in-memory explorer, each page taking 100 ms to answer, counting the page requests. */
const slowExplorer = (wallets: ReadonlyArray<ExplorerWallet>, pages: Ref.Ref<number>) =>
  Layer.effect(
    Explorer,
    Effect.map(Explorer, (e) => ({
      ...e,
      getWallets: (a: Parameters<typeof e.getWallets>[0]) => Effect.zipRight(Ref.update(pages, (n) => n + 1), Effect.delay(e.getWallets(a), "100 millis"))
    }))
  ).pipe(Layer.provide(explorerTest({ wallets })))

/** The graph with an EVM adapter listing `installed` (and WalletConnect when asked). */
const graph = (options: { readonly installed?: ReadonlyArray<{ readonly id: string; readonly name: string }>; readonly walletConnect?: boolean; readonly pages?: Ref.Ref<number> }) => {
  const evm = fakeEvmAdapter((options.installed ?? []).map((w) => testWallet(w.id, w.name).entry), makeTestChain())
  const walletConnect = defineAdapter("eip155", async () => walletConnectModule({}, fakeSdk(async () => fakeProvider().provider).sdk), "walletConnect")
  const explorer = options.pages === undefined ? explorerTest({ wallets: CATALOGUE }) : slowExplorer(CATALOGUE, options.pages)
  const data = Layer.mergeAll(AlertsLive, blockchainApiTest(), explorer, analyticsTest().layer, ensTest())
  return appLayer(optionsWith({ adapters: options.walletConnect === true ? [evm.adapter, walletConnect] : [evm.adapter] }), testBoundaries(), data)
}
const state = Effect.flatMap(Catalogue, (c) => c.state.get)

describe("Catalogue", () => {
  it.effect("loads the first page of 40 on open, then one page per loadMore, and stops at the count", () => {
    const pages = Ref.unsafeMake(0)
    return Effect.gen(function*() {
      const c = yield* Catalogue
      yield* c.open
      yield* settle
      assert.isTrue((yield* state).loading)
      yield* TestClock.adjust(100)
      yield* settle
      let s = yield* state
      assert.strictEqual(s.wallets.length, WALLET_LIST_PAGE_SIZE)
      assert.strictEqual(s.count, 100)
      assert.strictEqual(s.recommended.length, 4)
      assert.isTrue(s.hasMore)
      // A second call while a page loads is a no-op: one page, not two.
      const first = yield* Effect.fork(c.loadMore)
      yield* settle
      yield* c.loadMore
      yield* TestClock.adjust(100)
      yield* first.await
      s = yield* state
      assert.strictEqual(s.page, 2)
      const rest = yield* Effect.fork(Effect.zipRight(c.loadMore, c.loadMore))
      yield* TestClock.adjust(200)
      yield* rest.await
      s = yield* state
      assert.strictEqual(s.wallets.length, 100)
      assert.strictEqual(s.page, 3)
      assert.isFalse(s.hasMore)
      // Every wallet once, in the explorer's order (the recommended ones lead).
      assert.strictEqual(s.entries.length, 100)
      assert.strictEqual(new Set(s.entries.map((e) => e.wallet.id)).size, 100)
      assert.strictEqual(yield* Ref.get(pages), 3)
    }).pipe(Effect.provide(graph({ pages })))
  })

  it.effect("an end reached with an earlier page listed asks for nothing (the view's effect ran after the page came in)", () => {
    const pages = Ref.unsafeMake(0)
    return Effect.gen(function*() {
      const c = yield* Catalogue
      // The view rendered before page 1 (its few installed rows: the end is in view) ...
      yield* c.open
      yield* TestClock.adjust(100)
      yield* settle
      assert.strictEqual((yield* state).page, 1)
      // ... and its effect runs now, with page 1 in: no page 2 for an end the visitor never saw.
      yield* c.loadAfter(0)
      yield* TestClock.adjust(100)
      yield* settle
      assert.strictEqual((yield* state).page, 1)
      assert.strictEqual(yield* Ref.get(pages), 1)
      // The end of page 1 in view: page 2.
      yield* Effect.fork(c.loadAfter(1))
      yield* TestClock.adjust(100)
      yield* settle
      assert.strictEqual((yield* state).page, 2)
      assert.strictEqual(yield* Ref.get(pages), 2)
    }).pipe(Effect.provide(graph({ pages })))
  })

  it.effect("one catalogue per instance: opening AllWallets again keeps the pages (no new request) and clears the search", () => {
    const pages = Ref.unsafeMake(0)
    return Effect.gen(function*() {
      const c = yield* Catalogue
      yield* c.open
      yield* TestClock.adjust(100)
      yield* settle
      yield* c.setSearch("Wallet 05")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
      yield* settle
      assert.strictEqual((yield* state).search, "Wallet 05")
      yield* c.open
      yield* settle
      const s = yield* state
      assert.strictEqual(s.search, "")
      assert.strictEqual(s.wallets.length, WALLET_LIST_PAGE_SIZE)
      assert.strictEqual(yield* Ref.get(pages), 1)
    }).pipe(Effect.provide(graph({ pages })))
  })

  it.effect("searches once the query has rested for the debounce; a newer query overtakes; '' stops at once", () =>
    Effect.gen(function*() {
      const c = yield* Catalogue
      yield* c.open
      yield* settle
      yield* c.setSearch(" Wallet 01")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS - 1)
      assert.strictEqual((yield* state).search, "")
      yield* c.setSearch("Wallet 05 ")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS - 1)
      assert.strictEqual((yield* state).search, "")
      yield* TestClock.adjust(1)
      yield* settle
      const s = yield* state
      assert.strictEqual(s.search, "Wallet 05")
      assert.deepStrictEqual(s.entries.map((e) => e.wallet.id), Array.from({ length: 10 }, (_, i) => `id${50 + i}`))
      assert.isFalse(s.hasMore)
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
      assert.strictEqual((yield* state).search, "Wallet 05")
      yield* c.setSearch("  ")
      assert.strictEqual((yield* state).search, "")
      assert.isUndefined((yield* state).results)
    }).pipe(Effect.provide(graph({}))))

  it.effect("a wallet the connector list shows (same rdns or name) is not repeated; without WalletConnect a row opens the wallet's page", () =>
    Effect.gen(function*() {
      yield* (yield* Catalogue).open
      yield* settle
      const { entries } = yield* state
      const ids = entries.map((e) => e.wallet.id)
      // "Wallet 003" is on the page (listed by name); id0 .. id2 and id4 are not.
      assert.isFalse(ids.includes("id3"))
      assert.deepStrictEqual(ids.slice(0, 4), ["id0", "id1", "id2", "id4"])
      assert.isTrue(entries.every((e) => e.via === "page"))
      assert.strictEqual(entries[0]?.icon, "data:,img0")
    }).pipe(Effect.provide(graph({ installed: [{ id: "io.w3", name: "wallet 003" }] }))))

  it.effect("with WalletConnect every row pairs through it: a pick opens its ConnectingWalletConnect view for that wallet", () =>
    Effect.gen(function*() {
      yield* (yield* Catalogue).open
      yield* settle
      const { entries } = yield* state
      assert.isTrue(entries.length > 0 && entries.every((e) => e.via === "walletConnect"))
      yield* Effect.fork(selectExplorerWallet("id1"))
      yield* settle
      const { route } = yield* (yield* Router).state.get
      assert.strictEqual(route.view, "ConnectingWalletConnect")
      assert.strictEqual(route.view === "ConnectingWalletConnect" ? route.wallet?.name : undefined, "Wallet 001")
    }).pipe(Effect.provide(graph({ walletConnect: true }))))

  it("rows: featured, recommended, pages; each once; listed wallets left out; a search shows only its results", () => {
    const s = {
      ...INITIAL_CATALOGUE,
      featured: [wallet(7)],
      recommended: [wallet(1), wallet(7), { ...wallet(2), rdns: "io.metamask" }],
      wallets: [wallet(0), wallet(1), wallet(3), { ...wallet(4), name: "Rabby" }]
    }
    const listing = { known: new Set(["io.metamask", "rabby"]), walletConnect: false }
    const icon = () => undefined
    assert.deepStrictEqual(deriveRows(s, listing, icon).entries.map((e) => e.wallet.id), ["id7", "id1", "id0", "id3"])
    const searched = deriveRows({ ...s, search: "x", results: [wallet(9), wallet(9)] }, listing, icon)
    assert.deepStrictEqual(searched.entries.map((e) => e.wallet.id), ["id9"])
    assert.isFalse(searched.hasMore)
    // Before the explorer answers: the loaded wallets whose name matches, in the same order, listed ones still left out.
    const waiting = (search: string) => deriveRows({ ...s, search, results: undefined }, listing, icon)
    assert.deepStrictEqual(waiting(" 00 ").entries.map((e) => e.wallet.id), ["id7", "id1", "id0", "id3"])
    assert.deepStrictEqual(waiting("wallet 003").entries.map((e) => e.wallet.id), ["id3"])
    assert.deepStrictEqual(waiting("RABBY").entries, [])
    assert.isFalse(waiting(" 00 ").hasMore)
  })
})
