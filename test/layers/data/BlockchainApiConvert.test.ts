/**
 * The convert calls of the BlockchainApi live layer (SPEC §7, issue 25): each call's method, path and query or body
 * exactly (projectId, st and sv besides), and the catalogue errors with no request on a network the API does
 * not support.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { AlertsLive } from "../../../layers/live/Alerts.js"
import { BlockchainApiLive } from "../../../layers/live/BlockchainApi.js"
import { StorageTest } from "../../../layers/test/Storage.js"
import { SDK_TYPE, SDK_VERSION } from "../../../schemas/api/hosts.js"
import { BlockchainApi } from "../../../services/BlockchainApi.js"
import { Config } from "../../../services/Config.js"
import { optionsWith } from "../../services/harness.js"
import { ADDRESS, CHAIN, OTHER_CHAIN, supportedChains } from "./fixtures.js"
import { httpFake, json } from "./httpFake.js"

const FROM = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const TO = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const USER = `${CHAIN}:${ADDRESS}`
const TX = { tx: { from: ADDRESS, to: "0x01", data: "0xab", value: "0" } }

const fakeApi = () => {
  const fake = httpFake((request) => {
    const path = request.url.pathname
    if (path === "/v1/supported-chains") return json(supportedChains)
    if (path === "/v1/convert/quotes") return json({ quotes: [{ fromAmount: "1", fromAccount: FROM, toAmount: "2", toAccount: TO }] })
    if (path === "/v1/convert/tokens") return json({ tokens: [] })
    if (path === "/v1/convert/allowance") return json({ allowance: "7" })
    if (path === "/v1/convert/gas-price") return json({ standard: "1", fast: "2", instant: "3" })
    if (path === "/v1/convert/build-approve" || path === "/v1/convert/build-transaction") return json(TX)
    if (path === "/v1/fungible/price") return json({ fungibles: [] })
    return json({ message: "not found" }, 404)
  })
  const layer = BlockchainApiLive.pipe(
    Layer.provideMerge(Layer.mergeAll(fake.layer, StorageTest, AlertsLive, Layer.succeed(Config, optionsWith({ projectId: "p", apiUrl: "http://127.0.0.1:4100" }))))
  )
  return { fake, layer }
}

/** A request's query without the three parameters every call carries. */
const ownQuery = (url: URL): Record<string, string> => {
  const query = Object.fromEntries(url.searchParams)
  assert.deepStrictEqual([query["projectId"], query["st"], query["sv"]], ["p", SDK_TYPE, SDK_VERSION])
  const { projectId: _p, st: _st, sv: _sv, ...own } = query
  return own
}

describe("BlockchainApi convert calls", () => {
  it.effect("send exactly SPEC §7's query or body", () => {
    const { fake, layer } = fakeApi()
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: CHAIN }
      yield* b.getSwapQuotes({ ...on, amount: "1000", userAddress: USER, from: FROM, to: TO, gasPrice: "5" })
      yield* b.getSwapTokens(on)
      yield* b.getAllowance({ ...on, tokenAddress: TO, userAddress: USER })
      yield* b.getGasPrice(on)
      yield* b.buildApproveTransaction({ ...on, userAddress: USER, from: TO, to: FROM })
      yield* b.buildSwapTransaction({ ...on, amount: "1000", eip155: { slippage: "1" }, from: FROM, to: TO, userAddress: USER, disableEstimate: false })
      yield* b.getFungiblePrices({ ...on, addresses: [FROM, TO] })

      const only = (path: string) => {
        const found = fake.requests.filter((r) => r.url.pathname === path)
        assert.strictEqual(found.length, 1, path)
        const request = found[0]
        if (request === undefined) throw new Error(path)
        return request
      }
      const get = (path: string, query: Record<string, string>) => {
        const request = only(path)
        assert.strictEqual(request.method, "GET", path)
        assert.deepStrictEqual(ownQuery(request.url), query, path)
      }
      get("/v1/convert/quotes", { amount: "1000", userAddress: USER, from: FROM, to: TO, gasPrice: "5" })
      get("/v1/convert/tokens", { chainId: CHAIN })
      get("/v1/convert/allowance", { tokenAddress: TO, userAddress: USER })
      get("/v1/convert/gas-price", { chainId: CHAIN })
      get("/v1/convert/build-approve", { userAddress: USER, from: TO, to: FROM })
      const build = only("/v1/convert/build-transaction")
      assert.strictEqual(build.method, "POST")
      assert.deepStrictEqual(ownQuery(build.url), {})
      assert.deepStrictEqual(build.body, { amount: "1000", eip155: { slippage: "1" }, from: FROM, to: TO, userAddress: USER, disableEstimate: false, projectId: "p" })
      const price = only("/v1/fungible/price")
      assert.strictEqual(price.method, "POST")
      assert.deepStrictEqual(price.body, { currency: "usd", addresses: [FROM, TO], projectId: "p" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("an unsupported network: every swap call fails with 'Network not supported for Swaps', gas with its own text, and nothing is asked", () => {
    const { fake, layer } = fakeApi()
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: OTHER_CHAIN }
      const failures = yield* Effect.all([
        Effect.flip(b.getSwapQuotes({ ...on, amount: "1", userAddress: USER, from: FROM, to: TO, gasPrice: "1" })),
        Effect.flip(b.getSwapTokens(on)),
        Effect.flip(b.getAllowance({ ...on, tokenAddress: TO, userAddress: USER })),
        Effect.flip(b.buildApproveTransaction({ ...on, userAddress: USER, from: TO, to: FROM })),
        Effect.flip(b.buildSwapTransaction({ ...on, amount: "1", eip155: { slippage: "1" }, from: FROM, to: TO, userAddress: USER }))
      ])
      assert.deepStrictEqual(failures.map((f) => f.message), Array(5).fill("Network not supported for Swaps"))
      assert.strictEqual((yield* Effect.flip(b.getGasPrice(on))).message, "Network not supported for Gas Price")
      assert.deepStrictEqual(fake.requests.map((r) => r.url.pathname), ["/v1/supported-chains"])
    }).pipe(Effect.provide(layer))
  })
})
