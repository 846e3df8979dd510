/**
 * The Onramp service (issue 25): SPEC §9 limits with their messages, the quote after the debounce (a newer amount
 * overtakes an older quote), SPEC §8's fallback quote marked as an estimate, the exact onramp URL body, the
 * provider's page opened through Device, and the purchase watched on the Clock until it lands.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as SubscriptionRef from "effect/SubscriptionRef"
import * as TestClock from "effect/TestClock"
import { deviceFixed } from "../../../layers/live/Device.js"
import { makeOnramp, ONRAMP_WATCH_INTERVAL_MS } from "../../../layers/live/onramp/Onramp.js"
import { makeBlockchainApiTest } from "../../../layers/test/BlockchainApi.js"
import { mockedOnrampQuote, type OnrampQuoteBody, type OnrampUrlBody } from "../../../schemas/api/blockchainApi.js"
import { DEBOUNCE_DEFAULT_MS } from "../../../schemas/constants.js"
import { CaipAddress, CaipNetworkId } from "../../../schemas/entities/ids.js"
import type { Transaction } from "../../../schemas/entities/Transaction.js"
import { Account, type Accounts } from "../../../services/Account.js"
import { BlockchainApi } from "../../../services/BlockchainApi.js"
import { Device } from "../../../services/Device.js"
import { Portfolio } from "../../../services/Portfolio.js"
import { eventually, untilSleeping, waitFor } from "../harness.js"

const ADDRESS = "0x90F79bf6EB2c4f870365E785982E1f101E93b906"
const CHAIN = "eip155:31337"

const accounts: Accounts = {
  eip155: {
    namespace: "eip155",
    caipAddress: Schema.decodeSync(CaipAddress)(`${CHAIN}:${ADDRESS}`),
    address: ADDRESS,
    caipNetworkId: Schema.decodeSync(CaipNetworkId)(CHAIN),
    unsupportedChain: false,
    balance: "1",
    balanceSymbol: "ETH",
    balanceStatus: "ready",
    balanceError: undefined,
    wallet: { id: "demo", type: "INJECTED", name: "Demo", icon: undefined }
  }
}

const purchase = (id: string): Transaction => ({
  id,
  metadata: { operationType: "buy", minedAt: "2026-01-01T00:00:00Z", sentFrom: "0x1", sentTo: ADDRESS, status: "confirmed" },
  transfers: [{ direction: "in", quantity: { numeric: "0.031564" }, fungible_info: { symbol: "ETH" } }]
})

/**
 * The service over recording fakes; `quote` answers the quote call (default: the provider's); with `optionsGate`, the
 * options call answers once the gate is open.
 */
const setup = (quote?: (body: OnrampQuoteBody) => ReturnType<typeof mockedOnrampQuote>, optionsGate?: Deferred.Deferred<void>) => {
  const calls = { options: 0, quotes: [] as Array<OnrampQuoteBody>, urls: [] as Array<OnrampUrlBody>, opened: [] as Array<string>, refreshed: 0, activity: 0 }
  const purchases: Array<Transaction> = [purchase("earlier")]
  const base = makeBlockchainApiTest()
  const api = Layer.succeed(BlockchainApi, {
    ...base,
    getOnrampOptions: (a) =>
      Effect.sync(() => void calls.options++).pipe(Effect.zipRight(optionsGate === undefined ? Effect.void : Deferred.await(optionsGate)), Effect.zipRight(base.getOnrampOptions(a))),
    getOnrampQuote: (a) =>
      Effect.sync(() => {
        calls.quotes.push(a.body)
        return quote?.(a.body) ?? { ...mockedOnrampQuote(a.body), quoteId: `q-${a.body.amount}` }
      }),
    getOnrampUrl: (a) => Effect.sync(() => (calls.urls.push(a.body), "https://onramp.test/buy?session=s1")),
    getHistory: (a) => Effect.sync(() => ({ data: a.onramp === "coinbase" ? [...purchases].reverse() : [], next: null }))
  })
  const account = Layer.effect(
    Account,
    Effect.map(SubscriptionRef.make(accounts), (state) => ({
      state,
      setSession: () => Effect.void,
      clear: () => Effect.void,
      setProfile: () => Effect.void,
      refreshBalance: () => Effect.sync(() => void calls.refreshed++)
    }))
  )
  const portfolio = Layer.effect(
    Portfolio,
    Effect.map(SubscriptionRef.make(undefined as never), (state) => ({
      state,
      loadTokens: Effect.void,
      loadTransactions: () => Effect.sync(() => void calls.activity++),
      loadNfts: Effect.void,
      loadIdentity: Effect.void,
      setTab: () => Effect.void
    }))
  )
  const device = Layer.succeed(Device, deviceFixed({}, (href) => calls.opened.push(href)))
  return { calls, purchases, layer: Layer.mergeAll(api, account, portfolio, device) }
}

describe("Onramp", () => {
  it.scoped("SPEC §9 limits: card 10.00–7,500.00, ACH 10.00–25,000.00, with their messages and no quote asked", () => {
    const { calls, layer } = setup()
    return Effect.gen(function*() {
      const onramp = yield* makeOnramp
      yield* onramp.start
      const errorFor = (amount: string) => Effect.zipRight(onramp.setAmount(amount), Effect.map(onramp.state.get, (s) => s.amountError))
      assert.strictEqual(yield* errorFor("9.99"), "The minimum by card is 10.00 USD")
      assert.strictEqual(yield* errorFor("7500.01"), "The maximum by card is 7,500.00 USD")
      assert.strictEqual(yield* errorFor("12.345"), "Enter an amount such as 50 or 49.99")
      assert.strictEqual(yield* errorFor("7500"), undefined)
      yield* onramp.setMethod("ach_bank_account")
      assert.strictEqual(yield* errorFor("25000.00"), undefined)
      assert.strictEqual(yield* errorFor("25000.01"), "The maximum by bank account (ACH) is 25,000.00 USD")
      yield* onramp.setPaymentCurrency("EUR")
      assert.strictEqual(yield* errorFor("9"), "The minimum by bank account (ACH) is 10.00 EUR")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS * 4)
      assert.deepStrictEqual(calls.quotes, [])
    }).pipe(Effect.provide(layer))
  })

  it.scoped("asks for the quote after the debounce; a newer amount overtakes the older one", () => {
    const { calls, layer } = setup()
    return Effect.gen(function*() {
      const onramp = yield* makeOnramp
      yield* onramp.start
      yield* onramp.setAmount("50")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS - 1)
      assert.deepStrictEqual(calls.quotes, [])
      assert.strictEqual((yield* onramp.state.get).quote.status, "loading")
      yield* onramp.setAmount("60")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
      assert.deepStrictEqual(calls.quotes, [{ purchaseCurrency: "ETH", paymentCurrency: "USD", amount: "60", network: "ethereum" }])
      const s = yield* onramp.state.get
      assert.deepStrictEqual(s.quote.status === "ready" ? [s.quote.quote.quoteId, s.quote.estimate] : [], ["q-60", false])
    }).pipe(Effect.provide(layer))
  })

  it.scoped("an amount typed while the options load outlives their arrival; its quote follows them", () =>
    Effect.gen(function*() {
      const gate = yield* Deferred.make<void>()
      const { calls, layer } = setup(undefined, gate)
      return yield* Effect.gen(function*() {
        const onramp = yield* makeOnramp
        const starting = yield* Effect.fork(onramp.start)
        yield* eventually(() => calls.options === 1)
        assert.strictEqual((yield* onramp.state.get).address, ADDRESS)
        yield* onramp.setAmount("100")
        yield* onramp.setMethod("ach_bank_account")
        yield* Deferred.succeed(gate, undefined)
        yield* Fiber.join(starting)
        const s = yield* onramp.state.get
        assert.deepStrictEqual([s.amount, s.method, s.asset, s.network, s.options !== undefined], ["100", "ach_bank_account", "ETH", "ethereum", true])
        yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
        assert.deepStrictEqual(calls.quotes, [{ purchaseCurrency: "ETH", paymentCurrency: "USD", amount: "100", network: "ethereum" }])
      }).pipe(Effect.provide(layer))
    }))

  it.scoped("SPEC §8's fallback quote is marked as an estimate", () => {
    const { layer } = setup(mockedOnrampQuote)
    return Effect.gen(function*() {
      const onramp = yield* makeOnramp
      yield* onramp.start
      yield* onramp.setAmount("100")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
      const s = yield* onramp.state.get
      assert.isTrue(s.quote.status === "ready" && s.quote.estimate)
    }).pipe(Effect.provide(layer))
  })

  it.scoped("buy: the exact SPEC §7 body, the provider's page through Device, then the purchase watched until it lands", () => {
    const { calls, purchases, layer } = setup()
    return Effect.gen(function*() {
      const onramp = yield* makeOnramp
      yield* onramp.start
      yield* onramp.setAsset("USDC")
      yield* onramp.setAmount("100")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
      yield* onramp.buy
      assert.deepStrictEqual(calls.urls, [{
        destinationWallets: [{ address: ADDRESS, blockchains: ["ethereum"], assets: ["USDC"] }],
        defaultNetwork: "ethereum",
        partnerUserId: ADDRESS,
        defaultExperience: "buy",
        presetFiatAmount: 100
      }])
      assert.deepStrictEqual(calls.opened, ["https://onramp.test/buy?session=s1&fiatCurrency=USD&defaultPaymentMethod=CARD"])
      assert.deepStrictEqual((yield* onramp.state.get).checkout, { status: "open" })
      yield* untilSleeping
      // The earlier purchase is not this one: nothing lands until a new one is in the history.
      for (let i = 0; i < 3; i++) {
        yield* TestClock.adjust(ONRAMP_WATCH_INTERVAL_MS)
        yield* untilSleeping
      }
      assert.deepStrictEqual((yield* onramp.state.get).checkout, { status: "open" })
      assert.strictEqual(calls.refreshed, 0)
      purchases.push(purchase("new"))
      yield* TestClock.adjust(ONRAMP_WATCH_INTERVAL_MS)
      yield* waitFor(onramp.state, (s) => s.checkout.status === "landed")
      yield* eventually(() => calls.activity > 0)
      assert.deepStrictEqual((yield* onramp.state.get).checkout, { status: "landed", amount: "0.031564", symbol: "ETH" })
      assert.strictEqual(calls.refreshed, 1)
      assert.strictEqual(calls.activity, 1)
    }).pipe(Effect.provide(layer))
  })

  it.scoped("a buy without a shown quote does nothing", () => {
    const { calls, layer } = setup()
    return Effect.gen(function*() {
      const onramp = yield* makeOnramp
      yield* onramp.start
      yield* onramp.setAmount("5")
      const fiber = yield* Effect.fork(onramp.buy)
      yield* Fiber.join(fiber)
      assert.deepStrictEqual([calls.urls, calls.opened], [[], []])
    }).pipe(Effect.provide(layer))
  })
})
