import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { AlertsLive } from "../../../layers/live/Alerts.js"
import { API_RETRY_BASE_DELAY_MS } from "../../../layers/live/apiRequest.js"
import { BlockchainApiLive } from "../../../layers/live/BlockchainApi.js"
import { StorageTest } from "../../../layers/test/Storage.js"
import { DEFAULT_ONRAMP_OPTIONS } from "../../../schemas/api/blockchainApi.js"
import { SDK_TYPE, SDK_VERSION } from "../../../schemas/api/hosts.js"
import { Config } from "../../../services/Config.js"
import { Alerts } from "../../../services/Alerts.js"
import { BlockchainApi } from "../../../services/BlockchainApi.js"
import { optionsWith, untilSleeping } from "../../services/harness.js"
import { ADDRESS, CHAIN, ethBalance, nameRecord, OTHER_CHAIN, supportedChains, transaction, usdcBalance } from "./fixtures.js"
import { type Handler, httpFake, json } from "./httpFake.js"

const API = "http://127.0.0.1:4100"

/** Answers supported-chains, then defers to `routes` by path; 404 otherwise. */
const api = (routes: Readonly<Record<string, Handler>>) => {
  const fake = httpFake((request) => {
    const path = request.url.pathname
    if (path === "/v1/supported-chains") return json(supportedChains)
    for (const [suffix, handler] of Object.entries(routes)) if (path.endsWith(suffix)) return handler(request)
    return json({ message: "not found" }, 404)
  })
  const layer = BlockchainApiLive.pipe(
    Layer.provideMerge(Layer.mergeAll(fake.layer, StorageTest, AlertsLive, Layer.succeed(Config, optionsWith({ apiUrl: API }))))
  )
  return { fake, layer }
}

const alertKinds = Effect.flatMap(Alerts, (a) => Effect.map(a.state.get, (all) => all))

describe("BlockchainApi live layer", () => {
  it.effect("every endpoint: method, path, query with projectId/st/sv, body, decoded result", () => {
    const { fake, layer } = api({
      "/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266": () => json({ name: "alice", avatar: null }),
      "/history": () => json({ data: [transaction], next: "c2" }),
      "/balance": () => json({ balances: [ethBalance, usdcBalance] }),
      "/convert/quotes": () => json({ quotes: [{ fromAmount: "1", fromAccount: "a", toAmount: "2", toAccount: "b" }] }),
      "/convert/tokens": () => json({ tokens: [{ name: "USD Coin", symbol: "USDC", address: "eip155:1:0xa", decimals: 6 }] }),
      "/fungible/price": () => json({ fungibles: [{ name: "USD Coin", symbol: "USDC", iconUrl: "", price: 1 }] }),
      "/convert/allowance": () => json({ allowance: "1000" }),
      "/convert/gas-price": () => json({ standard: "1", fast: "2", instant: "3" }),
      "/convert/build-transaction": () => json({ tx: { from: ADDRESS, to: "0x01", data: "0xab", amount: "0" } }),
      "/convert/build-approve": () => json({ tx: { from: ADDRESS, to: "0x02", data: "0xcd", value: "0" } }),
      "/profile/account/alice.wp.id": () => json(nameRecord),
      "/profile/reverse/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266": () => json([nameRecord]),
      "/profile/suggestions/alice": () => json({ suggestions: [{ name: "alice.wp.id", registered: true }] }),
      "/profile/account": () => json({ success: true }),
      "/generators/onrampurl": () => json({ url: "https://pay.example/buy" }),
      "/onramp/options": () => json(DEFAULT_ONRAMP_OPTIONS),
      "/onramp/quote": () =>
        json({
          paymentSubtotal: { amount: "10", currency: "USD" },
          paymentTotal: { amount: "11", currency: "USD" },
          purchaseAmount: { amount: "0.003", currency: "ETH" },
          networkFee: { amount: "1", currency: "USD" },
          quoteId: "q1"
        }),
      "/sessions/s1": () => json({ id: "s1", pci: "p" }),
      "/sessions/s1/revoke": () => json({ success: true })
    })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: CHAIN }
      assert.deepStrictEqual(yield* b.getSupportedChains, supportedChains)
      assert.deepStrictEqual(yield* b.getIdentity({ ...on, address: ADDRESS, sender: ADDRESS }), { name: "alice", avatar: null })
      const page = yield* b.getHistory({ ...on, account: ADDRESS, cursor: "c1" })
      assert.strictEqual(page.next, "c2")
      assert.strictEqual(page.data[0]?.metadata.operationType, "send")
      assert.deepStrictEqual((yield* b.getBalances({ ...on, address: ADDRESS })).map((t) => t.symbol), ["ETH", "USDC"])
      assert.strictEqual((yield* b.getSwapQuotes({ ...on, amount: "1", userAddress: ADDRESS, from: "a", to: "b", gasPrice: "1" }))[0]?.toAmount, "2")
      assert.strictEqual((yield* b.getSwapTokens(on))[0]?.symbol, "USDC")
      assert.strictEqual((yield* b.getFungiblePrices({ ...on, addresses: ["eip155:1:0xa"] }))[0]?.price, 1)
      assert.strictEqual(yield* b.getAllowance({ ...on, tokenAddress: "0xa", userAddress: ADDRESS }), 1000n)
      assert.strictEqual((yield* b.getGasPrice(on)).fast, "2")
      const swap = yield* b.buildSwapTransaction({ ...on, amount: "1", eip155: { slippage: "0.5" }, from: "a", to: "b", userAddress: ADDRESS })
      assert.strictEqual(swap.data, "0xab")
      assert.strictEqual((yield* b.buildApproveTransaction({ ...on, userAddress: ADDRESS, from: "a", to: "b" })).data, "0xcd")
      assert.strictEqual((yield* b.lookupName({ ...on, name: "alice.wp.id" }))?.addresses["60"]?.address, ADDRESS)
      assert.strictEqual((yield* b.reverseLookup({ ...on, address: ADDRESS }))[0]?.name, "alice.wp.id")
      assert.strictEqual((yield* b.getNameSuggestions({ ...on, name: "alice", zone: "wp.id" }))[0]?.name, "alice.wp.id")
      yield* b.registerName({ ...on, name: "alice.wp.id", coinType: 60, address: ADDRESS, message: "{}", signature: "0x12" })
      assert.strictEqual(yield* b.getOnrampUrl({ ...on, body: { destinationWallets: [], partnerUserId: "u", defaultExperience: "buy" } }), "https://pay.example/buy")
      assert.deepStrictEqual(yield* b.getOnrampOptions(on), DEFAULT_ONRAMP_OPTIONS)
      const quoteBody = { purchaseCurrency: "ETH", paymentCurrency: "USD", amount: "10", network: "ethereum" }
      assert.strictEqual((yield* b.getOnrampQuote({ ...on, body: quoteBody })).quoteId, "q1")
      assert.deepStrictEqual(yield* b.getSession({ ...on, id: "s1" }), { id: "s1", pci: "p" })
      assert.strictEqual(yield* b.revokeSession({ ...on, id: "s1", pci: "p", signature: "0x99" }), true)

      for (const r of fake.requests) {
        assert.strictEqual(r.url.origin, API)
        assert.strictEqual(r.url.searchParams.get("projectId"), "p")
        assert.strictEqual(r.url.searchParams.get("st"), SDK_TYPE)
        assert.strictEqual(r.url.searchParams.get("sv"), SDK_VERSION)
        // No traceparent: browsers preflight it and the services do not allow it.
        assert.isUndefined(r.headers["traceparent"])
      }
      const history = fake.to("/history")[0]
      assert.strictEqual(history?.url.pathname, `/v1/account/${ADDRESS}/history`)
      assert.strictEqual(history?.url.searchParams.get("cursor"), "c1")
      assert.strictEqual(history?.url.searchParams.get("chainId"), CHAIN)
      const balance = fake.to("/balance")[0]
      assert.strictEqual(balance?.url.searchParams.get("currency"), "usd")
      assert.strictEqual(fake.to("/profile/account/alice.wp.id")[0]?.url.searchParams.get("apiVersion"), "2")
      assert.strictEqual(fake.to("/suggestions/alice")[0]?.url.searchParams.get("zone"), "wp.id")
      assert.deepStrictEqual(fake.to("/fungible/price")[0]?.body, { currency: "usd", addresses: ["eip155:1:0xa"], projectId: "p" })
      assert.deepStrictEqual(fake.to("/v1/profile/account")[0]?.body, { coin_type: 60, address: ADDRESS, message: "{}", signature: "0x12" })
      assert.deepStrictEqual(fake.to("/build-transaction")[0]?.body, {
        amount: "1", eip155: { slippage: "0.5" }, from: "a", to: "b", userAddress: ADDRESS, projectId: "p"
      })
      assert.strictEqual(fake.to("/revoke")[0]?.method, "POST")
      // supported-chains is fetched once per instance.
      assert.strictEqual(fake.to("/supported-chains").length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("an unsupported network: empty results and no request; swap and gas calls fail with their catalogue error", () => {
    const { fake, layer } = api({})
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: OTHER_CHAIN }
      assert.deepStrictEqual(yield* b.getBalances({ ...on, address: ADDRESS }), [])
      assert.deepStrictEqual(yield* b.getHistory({ ...on, account: ADDRESS }), { data: [], next: null })
      assert.deepStrictEqual(yield* b.getIdentity({ ...on, address: ADDRESS }), { name: null, avatar: null })
      assert.deepStrictEqual(yield* b.reverseLookup({ ...on, address: ADDRESS }), [])
      assert.deepStrictEqual(yield* b.getNameSuggestions({ ...on, name: "alice" }), [])
      assert.strictEqual(yield* b.lookupName({ ...on, name: "alice.wp.id" }), undefined)
      // Registering is never skipped as a success: the name would show as the visitor's without being theirs.
      const register = yield* Effect.flip(b.registerName({ ...on, name: "alice.wp.id", coinType: 60, address: ADDRESS, message: "{}", signature: "0x12" }))
      assert.strictEqual(register.message, "Error registering name alice.wp.id")
      assert.deepStrictEqual(fake.to("/v1/profile/account"), [])
      assert.deepStrictEqual(yield* b.getFungiblePrices({ ...on, addresses: [] }), [])
      assert.deepStrictEqual(yield* b.getOnrampOptions(on), DEFAULT_ONRAMP_OPTIONS)
      const gas = yield* Effect.flip(b.getGasPrice(on))
      assert.strictEqual(gas.message, "Network not supported for Gas Price")
      const swap = yield* Effect.flip(b.getSwapTokens(on))
      assert.strictEqual(swap.message, "Network not supported for Swaps")
      const approve = yield* Effect.flip(b.buildApproveTransaction({ ...on, userAddress: ADDRESS, from: "a", to: "b" }))
      assert.strictEqual(approve.message, "Network not supported for Swaps")
      assert.deepStrictEqual(fake.requests.map((r) => r.url.pathname), ["/v1/supported-chains"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("retries a 503 on API_RETRY_SCHEDULE (200 ms, then 400 ms) and succeeds", () => {
    let calls = 0
    const { fake, layer } = api({
      "/balance": () => (++calls < 3 ? json({}, 503) : json({ balances: [ethBalance] }))
    })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const fiber = yield* Effect.fork(b.getBalances({ caipNetworkId: CHAIN, address: ADDRESS }))
      yield* untilSleeping
      assert.strictEqual(fake.to("/balance").length, 1)
      yield* TestClock.adjust(API_RETRY_BASE_DELAY_MS - 1)
      assert.strictEqual(fake.to("/balance").length, 1)
      yield* TestClock.adjust(1)
      yield* untilSleeping
      assert.strictEqual(fake.to("/balance").length, 2)
      yield* TestClock.adjust(API_RETRY_BASE_DELAY_MS * 2 - 1)
      assert.strictEqual(fake.to("/balance").length, 2)
      yield* TestClock.adjust(1)
      const balances = yield* Fiber.join(fiber)
      assert.strictEqual(fake.to("/balance").length, 3)
      assert.deepStrictEqual(balances.map((t) => t.symbol), ["ETH"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a transient failure that outlasts the retries is TokenBalanceUnavailable; retry blocked 30 s (SPEC §5)", () => {
    let down = true
    const { fake, layer } = api({ "/balance": () => (down ? "offline" : json({ balances: [ethBalance] })) })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const read = b.getBalances({ caipNetworkId: CHAIN, address: ADDRESS })
      const fiber = yield* Effect.fork(Effect.flip(read))
      yield* TestClock.adjust("1 second")
      const error = yield* Fiber.join(fiber)
      assert.strictEqual(error.message, "Token Balance Unavailable")
      assert.strictEqual(fake.to("/balance").length, 3)
      down = false
      // Within 30 s of the failure: refused without a request.
      yield* TestClock.adjust("28 seconds")
      assert.strictEqual((yield* Effect.flip(read)).message, "Token Balance Unavailable")
      assert.strictEqual(fake.to("/balance").length, 3)
      yield* TestClock.adjust("2 seconds")
      assert.deepStrictEqual((yield* read).map((t) => t.symbol), ["ETH"])
      assert.strictEqual(fake.to("/balance").length, 4)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a body that does not match the Schema is ApiRequestFailed-backed and not retried", () => {
    const { fake, layer } = api({ "/history": () => json({ data: [{ id: 1 }] }) })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const error = yield* Effect.flip(b.getHistory({ caipNetworkId: CHAIN, account: ADDRESS }))
      assert.strictEqual(error.message, "Failed to fetch transactions")
      assert.strictEqual(fake.to("/history").length, 1)
      const missing = yield* Effect.flip(b.getHistory({ caipNetworkId: CHAIN, account: "" }))
      assert.strictEqual(missing.message, "Transactions can't be fetched without an accountAddress")
    }).pipe(Effect.provide(layer))
  })

  it.effect("mapped server messages fail with ApiUnauthorized and raise their alert once", () => {
    const { layer } = api({
      "/identity/0x1": () => json({ message: "Unauthorized: origin not allowed" }, 403),
      "/identity/0x2": () => json({ message: "Unauthorized: origin not allowed" }, 403),
      "/history": () => json({ message: "JWT validation error: JWT Token is not yet valid" }, 401),
      "/balance": () => json({ message: "Unauthorized: invalid key" }, 401)
    })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: CHAIN }
      const e1 = yield* Effect.flip(b.getIdentity({ ...on, address: "0x1" }))
      yield* Effect.flip(b.getIdentity({ ...on, address: "0x2" }))
      assert.strictEqual(e1._tag, "ApiUnauthorized")
      assert.strictEqual(e1.message, "Unauthorized: origin not allowed")
      const e2 = yield* Effect.flip(b.getHistory({ ...on, account: ADDRESS }))
      assert.strictEqual(e2.message, "JWT validation error: JWT Token is not yet valid")
      const e3 = yield* Effect.flip(b.getBalances({ ...on, address: ADDRESS }))
      assert.strictEqual(e3.message, "Unauthorized: invalid key")
      assert.deepStrictEqual(yield* alertKinds, ["invalidAppConfiguration", "jwtTokenNotValid", "invalidProjectId"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("names errors carry the API's first reason description, else the catalogue text", () => {
    const { layer } = api({
      "/profile/account/taken.wp.id": () => json({ reasons: [{ description: "Name is already registered" }, { description: "x" }] }, 400),
      "/profile/account/broken.wp.id": () => json({}, 400),
      "/profile/account/free.wp.id": () => json({ message: "not found" }, 404),
      "/profile/account": () => json({ reasons: [{ description: "Invalid signature" }] }, 400),
      "/profile/suggestions/al": () => json({}, 400),
      "/profile/reverse/0xdead": () => json({ reasons: [{ description: "bad address" }] }, 400)
    })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: CHAIN }
      assert.strictEqual((yield* Effect.flip(b.lookupName({ ...on, name: "taken.wp.id" }))).message, "Name is already registered")
      assert.strictEqual((yield* Effect.flip(b.lookupName({ ...on, name: "broken.wp.id" }))).message, "Error resolving name")
      assert.strictEqual(yield* b.lookupName({ ...on, name: "free.wp.id" }), undefined)
      const register = b.registerName({ ...on, name: "bob.wp.id", coinType: 60, address: ADDRESS, message: "{}", signature: "0x1" })
      assert.strictEqual((yield* Effect.flip(register)).message, "Invalid signature")
      assert.strictEqual((yield* Effect.flip(b.getNameSuggestions({ ...on, name: "al" }))).message, "Error fetching name suggestions")
      assert.strictEqual((yield* Effect.flip(b.reverseLookup({ ...on, address: "0xdead" }))).message, "bad address")
    }).pipe(Effect.provide(layer))
  })

  it.effect("onramp options fall back to the built-in list and the quote to the mocked quote", () => {
    const { layer } = api({ "/onramp/options": () => json({}, 400), "/onramp/quote": () => json({ nope: 1 }) })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      assert.deepStrictEqual(yield* b.getOnrampOptions({ caipNetworkId: CHAIN }), DEFAULT_ONRAMP_OPTIONS)
      const quote = yield* b.getOnrampQuote({
        caipNetworkId: CHAIN,
        body: { purchaseCurrency: "ETH", paymentCurrency: "USD", amount: "25.00", network: "ethereum" }
      })
      assert.strictEqual(quote.quoteId, "mocked-quote-id")
      assert.deepStrictEqual(quote.purchaseAmount, { amount: "25.00", currency: "ETH" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("caches (SPEC §9): portfolio and native balance 30 s, identity and name lookup 5 min, on the Clock", () => {
    const { fake, layer } = api({
      "/balance": () => json({ balances: [ethBalance, usdcBalance] }),
      "/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266": () => json({ name: "alice", avatar: null }),
      "/profile/account/alice.wp.id": () => json(nameRecord)
    })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: CHAIN }
      const all = () =>
        Effect.all([
          b.getBalances({ ...on, address: ADDRESS }),
          b.getNativeBalance({ ...on, address: ADDRESS }),
          b.getIdentity({ ...on, address: ADDRESS }),
          b.lookupName({ ...on, name: "alice.wp.id" })
        ])
      const count = () => [fake.to("/balance").length, fake.to("/identity/" + ADDRESS).length, fake.to("/alice.wp.id").length]
      const [, native] = yield* all()
      assert.deepStrictEqual(native, { balance: "1.0", symbol: "ETH" })
      assert.deepStrictEqual(count(), [1, 1, 1])
      yield* TestClock.adjust("29 seconds")
      yield* all()
      assert.deepStrictEqual(count(), [1, 1, 1])
      yield* TestClock.adjust("1 second")
      yield* all()
      // Both balance caches expired: one balance request refills the portfolio and the native balance.
      assert.deepStrictEqual(count(), [2, 1, 1])
      yield* TestClock.adjust("270 seconds")
      yield* all()
      assert.deepStrictEqual(count(), [3, 2, 2])
      // forceUpdate bypasses the portfolio cache.
      yield* b.getBalances({ ...on, address: ADDRESS, forceUpdate: "1" })
      assert.strictEqual(fake.to("/balance").length, 4)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a registration forgets the cached identity of the address and the lookup of the name (the new name shows at once)", () => {
    let registered = false
    const { fake, layer } = api({
      [`/identity/${ADDRESS}`]: () => json({ name: registered ? "bob.wp.id" : null, avatar: null }),
      "/profile/account/bob.wp.id": () => (registered ? json({ ...nameRecord, name: "bob.wp.id" }) : json({ message: "not found" }, 404)),
      "/profile/account": () => {
        registered = true
        return json({ success: true })
      }
    })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: CHAIN }
      assert.strictEqual((yield* b.getIdentity({ ...on, address: ADDRESS })).name, null)
      assert.strictEqual(yield* b.lookupName({ ...on, name: "bob.wp.id" }), undefined)
      yield* b.registerName({ ...on, name: "bob.wp.id", coinType: 60, address: ADDRESS, message: "{}", signature: "0x12" })
      assert.strictEqual((yield* b.getIdentity({ ...on, address: ADDRESS })).name, "bob.wp.id")
      assert.strictEqual((yield* b.lookupName({ ...on, name: "bob.wp.id" }))?.name, "bob.wp.id")
      assert.strictEqual(fake.to(`/identity/${ADDRESS}`).length, 2)
      const register = fake.to("/v1/profile/account")[0]
      assert.strictEqual(register?.method, "POST")
      assert.strictEqual(register?.url.pathname, "/v1/profile/account")
    }).pipe(Effect.provide(layer))
  })

  it.effect("reverse lookup sends sender and apiVersion=2; suggestions the zone; the name path segment is encoded", () => {
    const { fake, layer } = api({
      [`/profile/reverse/${ADDRESS}`]: () => json([nameRecord]),
      "/profile/suggestions/al%20ice": () => json({ suggestions: [] })
    })
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const on = { caipNetworkId: CHAIN }
      yield* b.reverseLookup({ ...on, address: ADDRESS, sender: ADDRESS })
      yield* b.getNameSuggestions({ ...on, name: "al ice", zone: "walletport.id" })
      const reverse = fake.to(`/profile/reverse/${ADDRESS}`)[0]
      assert.strictEqual(reverse?.method, "GET")
      assert.strictEqual(reverse?.url.searchParams.get("sender"), ADDRESS)
      assert.strictEqual(reverse?.url.searchParams.get("apiVersion"), "2")
      const suggestions = fake.to("/profile/suggestions/al%20ice")[0]
      assert.strictEqual(suggestions?.method, "GET")
      assert.strictEqual(suggestions?.url.pathname, "/v1/profile/suggestions/al%20ice")
      assert.strictEqual(suggestions?.url.searchParams.get("zone"), "walletport.id")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a failed supported-chains fetch lets the call through and is asked again next time", () => {
    let chainsUp = false
    const fake = httpFake((request) => {
      if (request.url.pathname === "/v1/supported-chains") return chainsUp ? json(supportedChains) : json({}, 400)
      return json({ name: null, avatar: null })
    })
    const layer = BlockchainApiLive.pipe(
      Layer.provide(Layer.mergeAll(fake.layer, StorageTest, AlertsLive, Layer.succeed(Config, optionsWith({ apiUrl: API }))))
    )
    return Effect.gen(function*() {
      const b = yield* BlockchainApi
      const result = yield* Effect.either(b.getIdentity({ caipNetworkId: OTHER_CHAIN, address: "0x1" }))
      assert.isTrue(Either.isRight(result))
      assert.strictEqual(fake.to("/identity/0x1").length, 1)
      chainsUp = true
      yield* b.getIdentity({ caipNetworkId: OTHER_CHAIN, address: "0x2" })
      assert.strictEqual(fake.to("/identity/0x2").length, 0)
      assert.strictEqual(fake.to("/supported-chains").length, 2)
    }).pipe(Effect.provide(layer))
  })
})

describe("sv", () => {
  it("SDK_VERSION names the package version", async () => {
    const { readFile } = await import("node:fs/promises")
    const pkg: unknown = JSON.parse(await readFile(new URL("../../../package.json", import.meta.url), "utf8"))
    assert.strictEqual(SDK_VERSION, `walletport-${String(Reflect.get(Object(pkg), "version"))}`)
  })
})
