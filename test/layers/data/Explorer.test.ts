import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { AlertsLive } from "../../../layers/live/Alerts.js"
import { BUNDLED_WALLETS } from "../../../layers/live/bundledWallets.js"
import { ExplorerLive } from "../../../layers/live/Explorer.js"
import { Alerts } from "../../../services/Alerts.js"
import { Config } from "../../../services/Config.js"
import { Explorer } from "../../../services/Explorer.js"
import { optionsWith } from "../../services/harness.js"
import { type Handler, httpFake, json } from "./httpFake.js"

const EXPLORER = "http://127.0.0.1:4200"
const wallet = (id: string, chains = ["eip155:1"]) => ({ id, name: `Wallet ${id}`, image_id: `img-${id}`, chains })

const explorer = (handler: Handler, options: Readonly<Record<string, unknown>> = {}) => {
  const fake = httpFake(handler)
  const layer = ExplorerLive.pipe(
    Layer.provideMerge(Layer.mergeAll(fake.layer, AlertsLive, Layer.succeed(Config, optionsWith({ explorerUrl: EXPLORER, ...options }))))
  )
  return { fake, layer }
}
const alertKinds = Effect.flatMap(Alerts, (a) => Effect.map(a.state.get, (all) => all))
const param = (url: URL | undefined, key: string) => url?.searchParams.get(key)

describe("Explorer live layer", () => {
  it.effect("getWallets: 40 per page, host include, exclude = excluded + featured + extra, chains = host networks", () => {
    const { fake, layer } = explorer(() => json({ count: 2, data: [wallet("a"), wallet("b")] }), {
      includeWalletIds: ["a", "b"],
      excludeWalletIds: ["x"],
      featuredWalletIds: ["f"]
    })
    return Effect.gen(function*() {
      const page = yield* (yield* Explorer).getWallets({ page: 2, exclude: ["r"] })
      assert.deepStrictEqual(page, { count: 2, data: [wallet("a"), wallet("b")], source: "explorer" })
      const url = fake.requests[0]?.url
      assert.strictEqual(url?.pathname, "/getWallets")
      assert.strictEqual(param(url, "page"), "2")
      assert.strictEqual(param(url, "entries"), "40")
      assert.strictEqual(param(url, "include"), "a,b")
      assert.strictEqual(param(url, "exclude"), "x,f,r")
      assert.strictEqual(param(url, "chains"), "eip155:1")
      assert.strictEqual(param(url, "projectId"), "p")
      assert.isString(param(url, "st"))
      assert.isString(param(url, "sv"))
    }).pipe(Effect.provide(layer))
  })

  it.effect("recommended: 4 on page 1; featured: include = featured ids, answered in the host's order", () => {
    const { fake, layer } = explorer((r) =>
      r.url.searchParams.get("include") === "f2,f1"
        ? json({ count: 2, data: [wallet("f1"), wallet("f2")] })
        : json({ count: 9, data: [wallet("a")] }), { featuredWalletIds: ["f2", "f1"] })
    return Effect.gen(function*() {
      const e = yield* Explorer
      yield* e.getRecommendedWallets()
      assert.strictEqual(param(fake.requests[0]?.url, "entries"), "4")
      assert.strictEqual(param(fake.requests[0]?.url, "page"), "1")
      assert.strictEqual(param(fake.requests[0]?.url, "exclude"), "f2,f1")
      const featured = yield* e.getFeaturedWallets()
      assert.deepStrictEqual(featured.data.map((w) => w.id), ["f2", "f1"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("search: trimmed input, up to 100; an empty search sends nothing", () => {
    const { fake, layer } = explorer(() => json({ count: 1, data: [wallet("m")] }))
    return Effect.gen(function*() {
      const e = yield* Explorer
      yield* e.searchWallets({ search: "  meta mask  " })
      assert.strictEqual(param(fake.requests[0]?.url, "search"), "meta mask")
      assert.strictEqual(param(fake.requests[0]?.url, "entries"), "100")
      assert.strictEqual((yield* e.searchWallets({ search: "   " })).count, 0)
      assert.strictEqual(fake.requests.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("explorer unreachable: the bundled catalogue, filtered, searched and paged like the explorer would", () => {
    const { layer } = explorer(() => "offline", {
      excludeWalletIds: ["c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96"]
    })
    return Effect.gen(function*() {
      const e = yield* Explorer
      const listing = yield* Effect.fork(e.getWallets({ page: 1 }))
      yield* TestClock.adjust("1 second")
      const page = yield* Fiber.join(listing)
      assert.strictEqual(page.source, "bundled")
      assert.isFalse(page.data.some((w) => w.name === "MetaMask"))
      assert.isTrue(page.data.some((w) => w.name === "Rainbow"))
      // The host's only network is eip155:1: Solana-only wallets are left out.
      assert.isFalse(page.data.some((w) => w.name === "Solflare"))
      assert.strictEqual(page.count, BUNDLED_WALLETS.length - 2)
      const search = yield* Effect.fork(e.searchWallets({ search: " rain " }))
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual((yield* Fiber.join(search)).data.map((w) => w.name), ["Rainbow"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("wallet images: a URL under the explorer with projectId/st/sv", () => {
    const { layer } = explorer(() => json({}))
    return Effect.gen(function*() {
      const url = new URL((yield* Explorer).walletImageUrl("img a"))
      assert.strictEqual(url.origin + url.pathname, `${EXPLORER}/getWalletImage/img%20a`)
      assert.strictEqual(url.searchParams.get("projectId"), "p")
    }).pipe(Effect.provide(layer))
  })

  it.effect("origins: listed → allowed; unlisted → notListed and Invalid App Configuration once", () => {
    const { fake, layer } = explorer(() => json({ allowedOrigins: ["http://127.0.0.1:5173", "https://*.example.com"] }))
    return Effect.gen(function*() {
      const e = yield* Explorer
      assert.strictEqual(yield* e.checkOrigin("http://127.0.0.1:5173"), "allowed")
      assert.strictEqual(yield* e.checkOrigin("https://app.example.com"), "allowed")
      assert.deepStrictEqual(yield* alertKinds, [])
      assert.strictEqual(yield* e.checkOrigin("https://evil.test"), "notListed")
      assert.strictEqual(yield* e.checkOrigin("https://example.com"), "notListed")
      assert.deepStrictEqual(yield* alertKinds, ["invalidAppConfiguration"])
      assert.strictEqual(fake.requests[0]?.url.pathname, "/projects/v1/origins")
    }).pipe(Effect.provide(layer))
  })

  it.effect("origins: 403 and a network error mean no list; 429 and 5xx are typed failures", () => {
    let answer: Response | "offline" = json({}, 403)
    const { layer } = explorer(() => answer)
    return Effect.gen(function*() {
      const e = yield* Explorer
      assert.strictEqual(yield* e.checkOrigin("https://evil.test"), "noList")
      answer = "offline"
      const offline = yield* Effect.fork(e.checkOrigin("https://evil.test"))
      yield* TestClock.adjust("1 second")
      assert.strictEqual(yield* Fiber.join(offline), "noList")
      for (const status of [429, 500, 503]) {
        answer = json({}, status)
        const fiber = yield* Effect.fork(Effect.flip(e.checkOrigin("https://evil.test")))
        yield* TestClock.adjust("1 second")
        const error = yield* Fiber.join(fiber)
        assert.strictEqual(error._tag, "ApiRequestFailed")
        assert.strictEqual(error.status, status)
      }
      assert.deepStrictEqual(yield* alertKinds, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("getAnalyticsConfig decodes the explorer's answer", () => {
    const { fake, layer } = explorer(() => json({ isAnalyticsEnabled: false }))
    return Effect.gen(function*() {
      assert.deepStrictEqual(yield* (yield* Explorer).getAnalyticsConfig, { isAnalyticsEnabled: false })
      assert.strictEqual(fake.requests[0]?.url.pathname, "/getAnalyticsConfig")
    }).pipe(Effect.provide(layer))
  })
})
