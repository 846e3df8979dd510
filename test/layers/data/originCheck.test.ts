// @vitest-environment happy-dom
/**
 * The origins check on the first modal open (SPEC §5, §7): the runtime's graph (appLayer) with the live
 * Explorer over the HttpClient test layer. Once per instance, in the background; an unlisted origin raises
 * Invalid App Configuration once; 403 / no answer is no list; 429 and 5xx are typed, no alert.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { AlertsLive } from "../../../layers/live/Alerts.js"
import { ExplorerLive } from "../../../layers/live/Explorer.js"
import { ORIGIN_CHECK_DELAY_MS, pageOrigin } from "../../../layers/live/originCheck.js"
import { analyticsTest } from "../../../layers/test/Analytics.js"
import { ensTest } from "../../../layers/test/Ens.js"
import { blockchainApiTest } from "../../../layers/test/BlockchainApi.js"
import { testBoundaries } from "../../../layers/test/boundaries.js"
import { appLayer } from "../../../runtime/layers.js"
import { Alerts } from "../../../services/Alerts.js"
import { Modal } from "../../../services/Modal.js"
import { optionsWith } from "../../services/harness.js"
import { type Answer, httpFake, json } from "./httpFake.js"

const EXPLORER = "http://127.0.0.1:4200"

/** The whole graph, the explorer answering the origins call with `answer()`. */
const graph = (answer: () => Answer) => {
  const fake = httpFake((r) => (r.url.pathname === "/projects/v1/origins" ? answer() : json({}, 404)))
  const options = optionsWith({ explorerUrl: EXPLORER })
  const data = Layer.mergeAll(ExplorerLive.pipe(Layer.provide(fake.layer)), blockchainApiTest(), analyticsTest().layer, ensTest()).pipe(
    Layer.provideMerge(AlertsLive)
  )
  return { fake, layer: appLayer(options, testBoundaries(), data) }
}
const alerts = Effect.flatMap(Alerts, (a) => a.state.get)
/** Opens and closes the modal `times` times, letting background fibers run (and retries sleep) in between. */
const openClose = (times: number) =>
  Effect.gen(function*() {
    const modal = yield* Modal
    for (let i = 0; i < times; i++) {
      yield* modal.open()
      yield* TestClock.adjust("1 second")
      yield* modal.close()
    }
  })

describe("origins check on the first open", () => {
  it("the page has an origin here (happy-dom), as in a browser", () => {
    assert.isString(pageOrigin())
  })

  it.effect("nothing before the first open; then one request for the instance, however often it opens", () => {
    const { fake, layer } = graph(() => json({ allowedOrigins: [pageOrigin()] }))
    return Effect.gen(function*() {
      yield* TestClock.adjust("5 seconds")
      assert.strictEqual(fake.to("/projects/v1/origins").length, 0)
      yield* openClose(3)
      const requests = fake.to("/projects/v1/origins")
      assert.strictEqual(requests.length, 1)
      assert.strictEqual(requests[0]?.url.searchParams.get("projectId"), "p")
      assert.deepStrictEqual(yield* alerts, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("an origin not on the list: Invalid App Configuration, once", () => {
    const { fake, layer } = graph(() => json({ allowedOrigins: ["https://someone-else.example"] }))
    return Effect.gen(function*() {
      yield* openClose(2)
      assert.deepStrictEqual(yield* alerts, ["invalidAppConfiguration"])
      assert.strictEqual(fake.to("/projects/v1/origins").length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the open does not wait for the check, which runs ORIGIN_CHECK_DELAY_MS later, off the first paint", () => {
    const { fake, layer } = graph(() => json({ allowedOrigins: [] }))
    return Effect.gen(function*() {
      const modal = yield* Modal
      // The first open finishes at once; the unlisted origin's alert comes from the background check.
      yield* modal.open()
      assert.isTrue((yield* modal.state.get).open)
      yield* TestClock.adjust(ORIGIN_CHECK_DELAY_MS - 1)
      assert.strictEqual(fake.to("/projects/v1/origins").length, 0)
      assert.deepStrictEqual(yield* alerts, [])
      yield* TestClock.adjust(1)
      assert.strictEqual(fake.to("/projects/v1/origins").length, 1)
      assert.deepStrictEqual(yield* alerts, ["invalidAppConfiguration"])
    }).pipe(Effect.provide(layer))
  })

  for (const [label, answer] of [["403", () => json({}, 403)], ["a network error", () => "offline" as const]] as const) {
    it.effect(`${label}: no list, no alert`, () => {
      const { fake, layer } = graph(answer)
      return Effect.gen(function*() {
        yield* openClose(2)
        assert.deepStrictEqual(yield* alerts, [])
        assert.isAtLeast(fake.to("/projects/v1/origins").length, 1)
      }).pipe(Effect.provide(layer))
    })
  }

  for (const status of [429, 500, 503]) {
    it.effect(`${status}: a typed failure (retried on the schedule), no alert, not checked again`, () => {
      const { fake, layer } = graph(() => json({}, status))
      return Effect.gen(function*() {
        const fiber = yield* Effect.fork(openClose(2))
        yield* TestClock.adjust("5 seconds")
        yield* Fiber.join(fiber)
        assert.deepStrictEqual(yield* alerts, [])
        // The first attempt and its two retries, for the first open only.
        assert.strictEqual(fake.to("/projects/v1/origins").length, 3)
      }).pipe(Effect.provide(layer))
    })
  }
})
