/**
 * The Swap service (issue 25) over the real service graph, a scripted convert API and a wallet that picks its own
 * nonce (layers/test/fakeTransfers): the debounced quote a newer amount overtakes, the timer refresh on the
 * TestClock, approve only when the allowance is short (exact amount), a moved quote shown again, and approve /
 * swap handed to the wallet at most once whatever the wallet does.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/TestClock"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { analyticsTest } from "../../layers/test/Analytics.js"
import { makeBlockchainApiTest } from "../../layers/test/BlockchainApi.js"
import { explorerTest } from "../../layers/test/Explorer.js"
import { ensTest } from "../../layers/test/Ens.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import { makeFakeTransfers } from "../../layers/test/fakeTransfers.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { SWAP_LABELS, SWAP_NATIVE_ADDRESS } from "../../schemas/swap.js"
import { BlockchainApi, type BlockchainApiShape } from "../../services/BlockchainApi.js"
import { Connection } from "../../services/Connection.js"
import { SwapFeature, type SwapState } from "../../services/Swap.js"
import { Toasts } from "../../services/Toasts.js"
import { harness, untilSleeping, waitFor } from "./harness.js"

const OWN = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const CHAIN = mainnet.caipNetworkId
const USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
const ROUTER = "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D"
const ETH_ASSET = `${CHAIN}:${SWAP_NATIVE_ADDRESS}`
const USDC_ASSET = `${CHAIN}:${USDC}`
const approveOf = (spender: string, amount: bigint) =>
  `0x095ea7b3${spender.slice(2).toLowerCase().padStart(64, "0")}${amount.toString(16).padStart(64, "0")}`

/** The scripted exchange: USDC per ETH, the allowance, and every call made. */
const makeExchange = () => {
  const exchange = {
    usdcPerEth: 3000n,
    allowance: 0n,
    quotes: [] as Array<string>,
    builds: [] as Array<string>
  }
  const base = makeBlockchainApiTest({
    balances: {
      [OWN]: [
        { name: "Ether", symbol: "ETH", chainId: CHAIN, price: 3000, value: 6000, quantity: { decimals: "18", numeric: "2" }, iconUrl: "" },
        { name: "USD Coin", symbol: "USDC", chainId: CHAIN, address: USDC_ASSET, price: 1, value: 500, quantity: { decimals: "6", numeric: "500" }, iconUrl: "" }
      ]
    }
  })
  const api: BlockchainApiShape = {
    ...base,
    getSwapTokens: () =>
      Effect.succeed([
        { name: "Ether", symbol: "ETH", address: ETH_ASSET, decimals: 18 },
        { name: "USD Coin", symbol: "USDC", address: USDC_ASSET, decimals: 6 }
      ]),
    getSwapQuotes: (a) =>
      Effect.sync(() => {
        exchange.quotes.push(a.amount)
        const amount = BigInt(a.amount)
        const toAmount = a.from === ETH_ASSET ? (amount * exchange.usdcPerEth) / 10n ** 12n : (amount * 10n ** 12n) / exchange.usdcPerEth
        return [{ fromAmount: a.amount, fromAccount: a.from, toAmount: String(toAmount), toAccount: a.to }]
      }),
    getAllowance: () => Effect.sync(() => exchange.allowance),
    buildApproveTransaction: () =>
      Effect.sync(() => {
        exchange.builds.push("approve")
        return { from: OWN, to: USDC, data: approveOf(ROUTER, 2n ** 256n - 1n), value: "0" }
      }),
    buildSwapTransaction: (a) =>
      Effect.sync(() => {
        exchange.builds.push(`swap ${a.amount} slippage ${a.eip155.slippage}`)
        return { from: OWN, to: ROUTER, data: "0x7ff36ab5", value: a.from === ETH_ASSET ? a.amount : "0" }
      })
  }
  return { exchange, api }
}

const setup = () => {
  const chain = makeTestChain({ [OWN]: 2n * 10n ** 18n })
  const fake = makeFakeTransfers(chain, { symbol: "ETH", decimals: 18 })
  const wallet = makeFakeChainWallet({ name: "Demo", rdns: "io.demo", accounts: { eip155: [OWN] }, authorized: true })
  const evm = makeFakeAdapter("eip155", [wallet], chain, { transfers: fake.capability })
  const { exchange, api } = makeExchange()
  const data = Layer.mergeAll(AlertsLive, Layer.succeed(BlockchainApi, api), explorerTest(), analyticsTest().layer, ensTest())
  // The app's graph: the Swap chunk loads through SwapFeature as in a page.
  const layer = harness({ noAdapters: true, options: { adapters: [evm.adapter], networks: [mainnet] }, data })
  return { fake, exchange, layer }
}

const swap = Effect.flatMap(SwapFeature, (feature) => feature.load)
const current = Effect.flatMap(swap, (s) => s.state.get)
const until = (predicate: (s: SwapState) => boolean) => Effect.flatMap(swap, (s) => waitFor(s.state, predicate))

/** Connected, the form started: ETH → USDC. */
const started = Effect.gen(function*() {
  yield* (yield* Connection).connect("io.demo")
  const s = yield* swap
  yield* s.start
  yield* until((st) => st.tokensStatus === "ready")
  yield* s.selectSell("native")
  yield* s.selectBuy(USDC)
  return s
})

/** A shown quote for `amount`, past the debounce. */
const quoted = (amount: string) =>
  Effect.gen(function*() {
    const s = yield* started
    yield* s.setAmount(amount)
    yield* untilSleeping
    yield* TestClock.adjust("500 millis")
    return { s, st: yield* until((st) => st.quoteStatus === "ready") }
  })

/** USDC → ETH for 100 USDC with no allowance: the quote shown and Approve offered. */
const approveOffered = Effect.gen(function*() {
  const s = yield* started
  yield* s.flip
  yield* s.setAmount("100")
  yield* untilSleeping
  yield* TestClock.adjust("500 millis")
  yield* until((x) => x.label === SWAP_LABELS.approve)
  return s
})

/** Approve clicked, the exchange's allowance then set as the approve lands, and confirmed on the TestClock. */
const approveLands = (s: Effect.Effect.Success<typeof swap>, exchange: ReturnType<typeof makeExchange>["exchange"]) =>
  Effect.gen(function*() {
    const approving = yield* Effect.fork(s.submit)
    yield* until((x) => x.step === "approving")
    exchange.allowance = 100_000_000n
    yield* untilSleeping
    yield* TestClock.adjust("4 seconds")
    yield* Fiber.join(approving)
  })

describe("Swap", () => {
  it.effect("lists the exchange's tokens with the account's balances, held ones first", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      yield* started
      const st = yield* current
      assert.deepStrictEqual(st.tokens.map((t) => [t.symbol, t.balance]), [["ETH", 2n * 10n ** 18n], ["USDC", 500_000_000n]])
      assert.strictEqual(st.sell?.symbol, "ETH")
      assert.strictEqual(st.label, SWAP_LABELS.enterAmount)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the quote waits for the 500 ms debounce, a newer amount overtakes the older, and shows minimum received at 1 %", () => {
    const { exchange, layer } = setup()
    return Effect.gen(function*() {
      const s = yield* started
      yield* s.setAmount("0.1")
      yield* untilSleeping
      yield* TestClock.adjust("499 millis")
      assert.deepStrictEqual(exchange.quotes, [])
      yield* s.setAmount("0.5")
      yield* untilSleeping
      yield* TestClock.adjust("499 millis")
      assert.deepStrictEqual(exchange.quotes, [])
      yield* TestClock.adjust("1 millis")
      const st = yield* until((x) => x.quoteStatus === "ready")
      assert.deepStrictEqual(exchange.quotes, [String(5n * 10n ** 17n)])
      assert.strictEqual(st.quote?.buyAmount, 1500_000_000n)
      assert.strictEqual(st.quote?.minimumReceived, 1485_000_000n)
      assert.strictEqual(st.quote?.priceImpact, 0)
      assert.strictEqual(st.quote?.networkFee, 150_000n * 1_000_000_000n)
      assert.strictEqual(st.label, SWAP_LABELS.swap)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the shown quote is asked again every 10 s while the view is open, and not after stop", () => {
    const { exchange, layer } = setup()
    return Effect.gen(function*() {
      const { s } = yield* quoted("1")
      exchange.usdcPerEth = 2900n
      yield* TestClock.adjust("10 seconds")
      const st = yield* until((x) => x.quote?.buyAmount === 2900_000_000n)
      assert.strictEqual(st.quoteStatus, "ready")
      const asked = exchange.quotes.length
      yield* s.stop
      yield* TestClock.adjust("30 seconds")
      assert.strictEqual(exchange.quotes.length, asked)
    }).pipe(Effect.provide(layer))
  })

  it.effect("ETH → USDC: no approve; two clicks while the wallet holds the request ask it once; confirmed with the banner", () => {
    const { exchange, fake, layer } = setup()
    return Effect.gen(function*() {
      const { s } = yield* quoted("1")
      fake.mode = "hold"
      const first = yield* Effect.fork(s.submit)
      yield* until((x) => x.step === "swapping")
      const second = yield* Effect.fork(s.submit)
      yield* Effect.yieldNow()
      yield* fake.release("approve")
      yield* until((x) => x.step === "pending")
      yield* TestClock.adjust("4 seconds")
      const done = yield* until((x) => x.step === "confirmed")
      yield* Fiber.join(first)
      yield* Fiber.join(second)
      assert.strictEqual(fake.submits.length, 1)
      assert.deepStrictEqual(exchange.builds, [`swap ${10n ** 18n} slippage 1`])
      assert.notInclude(exchange.builds.join(), "approve")
      assert.strictEqual(done.hash, fake.landed.get("0x0"))
      // The banner: loading while the wallet and the chain hold the swap, then success (after the toasts' gap).
      const banner = yield* Effect.fork(waitFor((yield* Toasts).state, (t) => t?.variant === "success"))
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual((yield* Fiber.join(banner))?.content, {
        code: "swapped", amount: { units: 10n ** 18n, decimals: 18, symbol: "ETH" }, buy: "USDC"
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("Cancel stops the wait, not the request: a click meanwhile waits for it again, and its late hash is adopted", () => {
    const { fake, layer } = setup()
    return Effect.gen(function*() {
      const { s } = yield* quoted("1")
      fake.mode = "hold"
      const first = yield* Effect.fork(s.submit)
      yield* until((x) => x.step === "swapping")
      yield* s.cancel
      yield* Fiber.join(first)
      assert.strictEqual((yield* current).step, "form")
      const again = yield* Effect.fork(s.submit)
      yield* until((x) => x.step === "swapping")
      yield* fake.release("approve")
      const st = yield* until((x) => x.step === "pending")
      yield* TestClock.adjust("4 seconds")
      yield* Fiber.join(again)
      assert.strictEqual(fake.submits.length, 1)
      assert.strictEqual(st.hash, fake.landed.get("0x0"))
    }).pipe(Effect.provide(layer))
  })

  it.effect("USDC → ETH with the allowance short: Approve for the exact amount first, then Swap", () => {
    const { exchange, fake, layer } = setup()
    return Effect.gen(function*() {
      const s = yield* approveOffered
      yield* approveLands(s, exchange)
      const st = yield* until((x) => x.label === SWAP_LABELS.swap)
      assert.strictEqual(st.allowance, 100_000_000n)
      assert.deepStrictEqual(exchange.builds, ["approve"])
      assert.strictEqual(fake.submits.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a click as soon as the approve's result shows starts the swap (the approve is no longer the request the wallet holds)", () => {
    const { exchange, fake, layer } = setup()
    return Effect.gen(function*() {
      const s = yield* approveOffered
      // Clicks Swap as soon as the state offers it. (The approve's last state change and its release are one step
      // under the claim's lock, so no click can come between them; Effect runs a fiber's steps without a yield
      // there, so this test cannot force a click into that window either way.)
      const click = yield* s.state.changes.pipe(
        Stream.filter((x) => x.step === "form" && x.label === SWAP_LABELS.swap),
        Stream.take(1),
        Stream.runDrain,
        Effect.zipRight(s.submit),
        Effect.fork
      )
      yield* approveLands(s, exchange)
      yield* until((x) => x.step === "pending")
      assert.deepStrictEqual(exchange.builds, ["approve", "swap 100000000 slippage 1"])
      assert.strictEqual(fake.submits.length, 2)
      yield* Fiber.interrupt(click)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a quote that moved before signing is shown again; the next click accepts it", () => {
    const { exchange, fake, layer } = setup()
    return Effect.gen(function*() {
      const { s } = yield* quoted("1")
      exchange.usdcPerEth = 2500n
      yield* s.submit
      const st = yield* current
      assert.strictEqual(st.step, "requote")
      assert.strictEqual(st.label, SWAP_LABELS.acceptQuote)
      assert.strictEqual(st.quote?.buyAmount, 2500_000_000n)
      assert.strictEqual(fake.submits.length, 0)
      yield* Effect.fork(s.submit)
      yield* until((x) => x.step === "pending")
      assert.strictEqual(fake.submits.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wallet that broadcast and then lost the connection: the retry sends nothing (the nonce moved)", () => {
    const { fake, layer } = setup()
    return Effect.gen(function*() {
      const { s } = yield* quoted("1")
      fake.mode = "disconnect"
      yield* s.submit
      assert.strictEqual((yield* current).error?._tag, "ProviderDisconnected")
      fake.mode = "approve"
      yield* s.submit
      const st = yield* current
      assert.strictEqual(st.error?._tag, "NodeError")
      assert.strictEqual(fake.submits.length, 1)
      assert.strictEqual(fake.landed.size, 1)
    }).pipe(Effect.provide(layer))
  })
})
