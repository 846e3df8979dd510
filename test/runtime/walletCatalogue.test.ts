/** AllWallets over the Explorer (SPEC §2, §9): pages of 40, the debounced search, the order of the rows. */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { Explorer } from "../../services/Explorer.js"
import { explorerTest } from "../../layers/test/Explorer.js"
import { makeWalletCatalogue, catalogueOrder, INITIAL_CATALOGUE } from "../../runtime/walletCatalogue.js"
import type { ExplorerWallet } from "../../schemas/api/explorer.js"
import { DEBOUNCE_DEFAULT_MS, WALLET_LIST_PAGE_SIZE } from "../../schemas/constants.js"

const wallet = (i: number): ExplorerWallet => ({ id: `id${i}`, name: `Wallet ${String(i).padStart(3, "0")}`, image_id: `img${i}` })
const catalogue = Array.from({ length: 100 }, (_, i) => wallet(i))
const settle = Effect.yieldNow().pipe(Effect.repeatN(20))

const withCatalogue = <A>(f: (c: Effect.Effect.Success<ReturnType<typeof makeWalletCatalogue>>) => Effect.Effect<A>) =>
  Effect.scoped(Effect.flatMap(makeWalletCatalogue(), f)).pipe(Effect.provide(explorerTest({ wallets: catalogue })))

/** The same explorer, each page taking 100 ms to answer. */
const slowPages = Layer.effect(
  Explorer,
  Effect.map(Explorer, (e) => ({ ...e, getWallets: (a: Parameters<typeof e.getWallets>[0]) => Effect.delay(e.getWallets(a), "100 millis") }))
).pipe(Layer.provide(explorerTest({ wallets: catalogue })))

describe("wallet catalogue", () => {
  it.effect("loads the first page of 40 at once, then one page per loadMore, and stops at the count", () =>
    Effect.scoped(Effect.gen(function*() {
        const c = yield* makeWalletCatalogue()
        yield* settle
        assert.isTrue((yield* c.state.get).loading)
        yield* TestClock.adjust(100)
        yield* settle
        let s = yield* c.state.get
        assert.strictEqual(s.wallets.length, WALLET_LIST_PAGE_SIZE)
        assert.strictEqual(s.count, 100)
        assert.strictEqual(s.recommended.length, 4)
        // A second call while a page loads is a no-op: one page, not two.
        const first = yield* Effect.fork(c.loadMore)
        yield* settle
        yield* c.loadMore
        yield* TestClock.adjust(100)
        yield* first.await
        s = yield* c.state.get
        assert.strictEqual(s.page, 2)
        assert.deepStrictEqual(s.wallets.map((w) => w.id).slice(38, 42), ["id38", "id39", "id40", "id41"])
        const rest = yield* Effect.fork(Effect.zipRight(c.loadMore, c.loadMore))
        yield* TestClock.adjust(200)
        yield* rest.await
        s = yield* c.state.get
        assert.strictEqual(s.wallets.length, 100)
        assert.strictEqual(s.page, 3)
        assert.isFalse(s.loading)
      })).pipe(Effect.provide(slowPages)))

  it.effect("searches once the query has rested for the debounce; a newer query overtakes; '' stops at once", () =>
    withCatalogue((c) =>
      Effect.gen(function*() {
        yield* settle
        yield* c.setSearch(" Wallet 01")
        yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS - 1)
        assert.strictEqual((yield* c.state.get).search, "")
        yield* c.setSearch("Wallet 05 ")
        yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS - 1)
        assert.strictEqual((yield* c.state.get).search, "")
        yield* TestClock.adjust(1)
        yield* settle
        const s = yield* c.state.get
        assert.strictEqual(s.search, "Wallet 05")
        assert.deepStrictEqual(s.results?.map((w) => w.id), Array.from({ length: 10 }, (_, i) => `id${50 + i}`))
        // The first query never ran, even after its own debounce would have ended.
        yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
        assert.strictEqual((yield* c.state.get).search, "Wallet 05")
        yield* c.setSearch("  ")
        assert.strictEqual((yield* c.state.get).search, "")
        assert.isUndefined((yield* c.state.get).results)
      })
    ))

  it("orders featured, recommended, pages; each once; installed wallets left out; search shows only results", () => {
    const s = {
      ...INITIAL_CATALOGUE,
      featured: [wallet(7)],
      recommended: [wallet(1), wallet(7), { ...wallet(2), rdns: "io.metamask" }],
      wallets: [wallet(0), wallet(1), wallet(3), { ...wallet(4), name: "Rabby" }]
    }
    const listed = new Set(["io.metamask", "rabby"])
    assert.deepStrictEqual(catalogueOrder(s, listed).map((w) => w.id), ["id7", "id1", "id0", "id3"])
    assert.deepStrictEqual(catalogueOrder({ ...s, search: "x", results: [wallet(9), wallet(9)] }, listed).map((w) => w.id), ["id9"])
  })
})
