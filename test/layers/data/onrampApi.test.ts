/**
 * The live BlockchainApi's onramp calls (SPEC §7) over a fake HttpClient: the exact method, path and body of each,
 * and SPEC §8's fallbacks: the built-in options and the mocked quote (marked by its id as an estimate) when the
 * API fails, answers garbage, or the network is unsupported.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as TestClock from "effect/TestClock"
import { AlertsLive } from "../../../layers/live/Alerts.js"
import { BlockchainApiLive } from "../../../layers/live/BlockchainApi.js"
import { StorageTest } from "../../../layers/test/Storage.js"
import { DEFAULT_ONRAMP_OPTIONS, MOCKED_ONRAMP_QUOTE_ID, type OnrampUrlBody } from "../../../schemas/api/blockchainApi.js"
import { BlockchainApi } from "../../../services/BlockchainApi.js"
import { Config } from "../../../services/Config.js"
import { optionsWith } from "../../services/harness.js"
import { ADDRESS, CHAIN, OTHER_CHAIN, supportedChains } from "./fixtures.js"
import { type Answer, httpFake, json } from "./httpFake.js"

const QUOTE = {
  paymentSubtotal: { amount: "98.50", currency: "USD" },
  paymentTotal: { amount: "100.00", currency: "USD" },
  purchaseAmount: { amount: "0.031564", currency: "ETH" },
  networkFee: { amount: "1.50", currency: "USD" },
  quoteId: "q1"
}
const URL_BODY: OnrampUrlBody = {
  destinationWallets: [{ address: ADDRESS, blockchains: ["ethereum"], assets: ["ETH"] }],
  defaultNetwork: "ethereum",
  partnerUserId: ADDRESS,
  defaultExperience: "buy",
  presetFiatAmount: 100
}
const QUOTE_BODY = { purchaseCurrency: "ETH", paymentCurrency: "USD", amount: "100", network: "ethereum" }

/** Runs `effect` while the TestClock moves on, so the API's retries (API_RETRY_SCHEDULE) run out. */
const withRetries = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.gen(function*() {
    const fiber = yield* Effect.fork(effect)
    while (Option.isNone(yield* Fiber.poll(fiber))) {
      yield* Effect.yieldNow()
      yield* TestClock.adjust("1 second")
    }
    return yield* Fiber.join(fiber)
  })

const api = (answer: (path: string) => Answer) => {
  const fake = httpFake((request) => (request.url.pathname === "/v1/supported-chains" ? json(supportedChains) : answer(request.url.pathname)))
  const layer = BlockchainApiLive.pipe(
    Layer.provideMerge(Layer.mergeAll(fake.layer, StorageTest, AlertsLive, Layer.succeed(Config, optionsWith({ apiUrl: "http://127.0.0.1:4100" }))))
  )
  return { fake, layer }
}

describe("BlockchainApi onramp calls (SPEC §7, §8)", () => {
  it.effect("POST onrampurl, GET options, POST quote: exactly the SPEC §7 bodies", () => {
    const { fake, layer } = api((path) =>
      path === "/v1/generators/onrampurl" ? json({ url: "https://pay.example/buy?s=1" }) : path === "/v1/onramp/options" ? json(DEFAULT_ONRAMP_OPTIONS) : json(QUOTE)
    )
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      assert.strictEqual(yield* b.getOnrampUrl({ caipNetworkId: CHAIN, body: URL_BODY }), "https://pay.example/buy?s=1")
      assert.deepStrictEqual(yield* b.getOnrampOptions({ caipNetworkId: CHAIN }), DEFAULT_ONRAMP_OPTIONS)
      assert.deepStrictEqual(yield* b.getOnrampQuote({ caipNetworkId: CHAIN, body: QUOTE_BODY }), QUOTE)
      const calls = fake.requests.filter((r) => r.url.pathname !== "/v1/supported-chains").map((r) => [r.method, r.url.pathname, r.body])
      assert.deepStrictEqual(calls, [
        ["POST", "/v1/generators/onrampurl", URL_BODY],
        ["GET", "/v1/onramp/options", undefined],
        ["POST", "/v1/onramp/quote", QUOTE_BODY]
      ])
    }).pipe(Effect.provide(layer))
  })

  for (const [name, answer] of [
    ["a 500", () => json({ message: "down" }, 500)],
    ["an answer of the wrong shape", () => json({ paymentTotal: 3, paymentCurrencies: "USD" })],
    ["no connection", () => "offline" as const]
  ] as const) {
    it.effect(`${name}: the built-in options and the mocked quote, marked as an estimate`, () => {
      const { layer } = api(answer)
      return Effect.gen(function*() {
        const b = yield* BlockchainApi
        assert.deepStrictEqual(yield* withRetries(b.getOnrampOptions({ caipNetworkId: CHAIN })), DEFAULT_ONRAMP_OPTIONS)
        const quote = yield* withRetries(b.getOnrampQuote({ caipNetworkId: CHAIN, body: QUOTE_BODY }))
        assert.strictEqual(quote.quoteId, MOCKED_ONRAMP_QUOTE_ID)
        assert.deepStrictEqual(quote.paymentTotal, { amount: "100", currency: "USD" })
        const url = yield* withRetries(Effect.flip(b.getOnrampUrl({ caipNetworkId: CHAIN, body: URL_BODY })))
        assert.strictEqual(url._tag, "ApiRequestFailed")
      }).pipe(Effect.provide(layer))
    })
  }

  it.effect("an unsupported network asks nothing for options and quote", () => {
    const { fake, layer } = api(() => json(QUOTE))
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      assert.deepStrictEqual(yield* b.getOnrampOptions({ caipNetworkId: OTHER_CHAIN }), DEFAULT_ONRAMP_OPTIONS)
      assert.strictEqual((yield* b.getOnrampQuote({ caipNetworkId: OTHER_CHAIN, body: QUOTE_BODY })).quoteId, MOCKED_ONRAMP_QUOTE_ID)
      assert.deepStrictEqual(fake.requests.map((r) => r.url.pathname), ["/v1/supported-chains"])
    }).pipe(Effect.provide(layer))
  })
})
