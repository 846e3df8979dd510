import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { AlertsLive } from "../../../layers/live/Alerts.js"
import { ANALYTICS_FLUSH_DELAY_MS } from "../../../layers/live/Analytics.js"
import type { AnalyticsPage } from "../../../layers/live/AnalyticsPage.js"
import { analyticsLive } from "../../../layers/live/analyticsTransport.js"
import { EventsLive } from "../../../layers/live/Events.js"
import { ExplorerLive } from "../../../layers/live/Explorer.js"
import { Alerts } from "../../../services/Alerts.js"
import { Analytics } from "../../../services/Analytics.js"
import { Config } from "../../../services/Config.js"
import { Events } from "../../../services/Events.js"
import { optionsWith } from "../../services/harness.js"
import { type Answer, httpFake, json } from "./httpFake.js"

const ANALYTICS = "http://127.0.0.1:4300"

const fakePage = () => {
  const beacons: Array<{ url: string; body: unknown }> = []
  let hide: (() => void) | undefined
  const page: AnalyticsPage = {
    url: () => "http://dapp.test/app",
    domain: () => "dapp.test",
    onPageHide: (listener) => {
      hide = listener
      return () => (hide = undefined)
    },
    sendBeacon: (url, body) => {
      beacons.push({ url, body: JSON.parse(body) })
      return true
    }
  }
  return { page, beacons, hide: () => hide?.() }
}

const setup = (answer: (path: string) => Answer = () => json({}), options: Readonly<Record<string, unknown>> = {}) => {
  const fake = httpFake((r) => (r.url.pathname === "/getAnalyticsConfig" ? json({ isAnalyticsEnabled: true }) : answer(r.url.pathname)))
  const page = fakePage()
  const base = Layer.mergeAll(
    fake.layer,
    AlertsLive,
    EventsLive,
    Layer.succeed(Config, optionsWith({ analyticsUrl: ANALYTICS, explorerUrl: "http://127.0.0.1:4200", ...options }))
  )
  const layer = analyticsLive(page.page).pipe(Layer.provideMerge(ExplorerLive.pipe(Layer.provideMerge(base))))
  const posted = () => fake.to("/e").map((r) => r.body)
  return { fake, page, layer, posted }
}

const eventNames = (bodies: ReadonlyArray<unknown>) => bodies.map((b) => Reflect.get(Reflect.get(Object(b), "props"), "event"))

describe("Analytics live layer", () => {
  it.effect("tracked events are posted after the flush delay, never MODAL_CREATED; body per SPEC §7", () => {
    const { fake, layer, posted } = setup()
    return Effect.gen(function*() {
      const events = yield* Events
      yield* events.track({ _tag: "MODAL_CREATED" })
      yield* events.track({ _tag: "MODAL_OPEN", connected: false })
      yield* (yield* Analytics).track({ event: "CONNECT_SUCCESS", properties: { name: "Demo", method: "browser" } }, "0xabc")
      yield* TestClock.adjust(ANALYTICS_FLUSH_DELAY_MS - 1)
      assert.deepStrictEqual(posted(), [])
      yield* TestClock.adjust(1)
      // Events from the event stream arrive asynchronously: order between the two sources is not promised.
      assert.sameMembers(eventNames(posted()), ["MODAL_OPEN", "CONNECT_SUCCESS"])
      const open = posted().find((b) => eventNames([b])[0] === "MODAL_OPEN")
      const connect = posted().find((b) => eventNames([b])[0] === "CONNECT_SUCCESS")
      assert.deepInclude(open, { url: "http://dapp.test/app", domain: "dapp.test", timestamp: 0 })
      assert.deepStrictEqual(Reflect.get(Object(open), "props"), { type: "track", event: "MODAL_OPEN", properties: { connected: false } })
      assert.strictEqual(Reflect.get(Reflect.get(Object(connect), "props"), "address"), "0xabc")
      assert.isString(Reflect.get(Object(open), "eventId"))
      const request = fake.to("/e")[0]
      assert.strictEqual(request?.method, "POST")
      assert.strictEqual(request?.url.searchParams.get("projectId"), "p")
    }).pipe(Effect.provide(layer))
  })

  it.effect("features.analytics off: nothing is posted", () => {
    const { layer, posted } = setup(undefined, { features: { analytics: false } })
    return Effect.gen(function*() {
      const a = yield* Analytics
      yield* a.track({ event: "MODAL_OPEN" })
      yield* a.trackError({ event: "CONNECT_ERROR", error: new Error("x") })
      yield* TestClock.adjust("10 seconds")
      yield* a.flush
      assert.deepStrictEqual(posted(), [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("error telemetry: 5 per 60 s, the rest dropped; the window slides", () => {
    const { layer, posted } = setup()
    return Effect.gen(function*() {
      const a = yield* Analytics
      for (let i = 0; i < 7; i++) yield* a.trackError({ event: "CONNECT_ERROR", error: new Error(`boom ${i}`) })
      yield* a.flush
      assert.strictEqual(posted().length, 5)
      const first = Reflect.get(Object(posted()[0]), "props")
      assert.deepInclude(first, { type: "error", event: "CONNECT_ERROR", errorType: "Error", errorMessage: "boom 0" })
      assert.isString(Reflect.get(first, "stackTrace"))
      yield* TestClock.adjust("59 seconds")
      yield* a.trackError({ event: "CONNECT_ERROR", error: "late" })
      yield* a.flush
      assert.strictEqual(posted().length, 5)
      yield* TestClock.adjust("1 second")
      yield* a.trackError({ event: "CONNECT_ERROR", error: "later" })
      yield* a.flush
      assert.strictEqual(posted().length, 6)
    }).pipe(Effect.provide(layer))
  })

  it.effect("never fails or waits: a server that is down or erroring changes nothing for the caller", () => {
    let answer: Answer = "offline"
    const { layer, fake } = setup(() => answer)
    return Effect.gen(function*() {
      const a = yield* Analytics
      yield* a.track({ event: "MODAL_OPEN" })
      yield* a.trackError({ event: "X", error: new Error("e") })
      yield* TestClock.adjust("10 seconds")
      answer = json({}, 500)
      yield* a.track({ event: "MODAL_CLOSE" })
      yield* TestClock.adjust("10 seconds")
      yield* a.flush
      assert.isAbove(fake.to("/e").length, 2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a 403 raises Invalid App Configuration once and stops posting", () => {
    const { layer, posted } = setup(() => json({}, 403))
    return Effect.gen(function*() {
      const a = yield* Analytics
      yield* a.track({ event: "MODAL_OPEN" })
      yield* a.track({ event: "MODAL_CLOSE" })
      yield* a.flush
      yield* a.track({ event: "MODAL_OPEN" })
      yield* a.flush
      assert.strictEqual(posted().length, 1)
      const alerts = yield* (yield* Alerts).state.get
      assert.deepStrictEqual(alerts, ["invalidAppConfiguration"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("pagehide sends what is still queued with sendBeacon", () => {
    const { layer, page, posted } = setup()
    return Effect.gen(function*() {
      const a = yield* Analytics
      yield* a.track({ event: "MODAL_OPEN" })
      page.hide()
      assert.strictEqual(page.beacons.length, 1)
      assert.match(page.beacons[0]?.url ?? "", /^http:\/\/127\.0\.0\.1:4300\/e\?projectId=p&st=/)
      assert.deepStrictEqual(eventNames(page.beacons.map((b) => b.body)), ["MODAL_OPEN"])
      yield* TestClock.adjust("10 seconds")
      assert.deepStrictEqual(posted(), [])
    }).pipe(Effect.provide(layer))
  })
})
