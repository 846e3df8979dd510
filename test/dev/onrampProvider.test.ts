/**
 * The local onramp provider (issue 25) behind the real data server, through the live BlockchainApi: options and
 * quote, the onramp URL's checkout page, a declined and an approved test card, the destination really funded on
 * anvil, and the purchase in the history (SPEC §3 coinbaseTransactions, `onramp=coinbase`) and in Activity.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { formatEther, parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { type Anvil, startAnvil } from "../../dev/anvil.js"
import { localPublicClient } from "../../dev/data-server/deploy.js"
import { type LocalDataServer, startLocalDataServer } from "../../dev/data-server/index.js"
import { CARD_DECLINED, TEST_CARDS } from "../../dev/onramp/provider.js"
import { priceQuote } from "../../dev/onramp/quote.js"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { BlockchainApiLive } from "../../layers/live/BlockchainApi.js"
import { EventsLive } from "../../layers/live/Events.js"
import { StorageTest } from "../../layers/test/Storage.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { Config } from "../../services/Config.js"
import { optionsWith } from "../services/harness.js"

const BUYER = ANVIL_ACCOUNTS[3]?.address ?? "0x"
let anvil: Anvil | undefined
let data: LocalDataServer | undefined

beforeAll(async () => {
  anvil = await startAnvil()
  data = await startLocalDataServer({ anvil })
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([data?.stop(), anvil?.stop()])
})

const server = (): LocalDataServer => {
  if (data === undefined) throw new Error("data server did not start")
  return data
}
const on = () => ({ caipNetworkId: `eip155:${anvil?.chainId ?? 0}` })

const run = <A, E>(effect: Effect.Effect<A, E, BlockchainApi>): Promise<A> => {
  const config = Layer.succeed(Config, optionsWith({ projectId: "local-test", apiUrl: server().apiUrl }))
  const layer = BlockchainApiLive.pipe(Layer.provideMerge(Layer.mergeAll(FetchHttpClient.layer, StorageTest, AlertsLive, EventsLive, config)))
  return Effect.runPromise(Effect.scoped(effect.pipe(Effect.provide(layer))))
}

const settle = async (body: Record<string, string>) => {
  const res = await fetch(`${server().url}/dev/onramp/settle`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as unknown }
}

describe("priceQuote", () => {
  it("takes the fee off the total and rounds what is received down to the digits shown", () => {
    expect(priceQuote({ amount: "100.00", paymentCurrency: "USD", purchaseCurrency: "USDC" }, "q")?.quote).toEqual({
      paymentTotal: { amount: "100.00", currency: "USD" },
      paymentSubtotal: { amount: "98.50", currency: "USD" },
      networkFee: { amount: "1.50", currency: "USD" },
      purchaseAmount: { amount: "98.5", currency: "USDC" },
      quoteId: "q"
    })
    // 98.50 / 3120.55 = 0.03156494…: six digits, rounded down.
    expect(priceQuote({ amount: "100", paymentCurrency: "EUR", purchaseCurrency: "ETH" }, "q")?.units).toBe(parseEther("0.031564"))
    expect(priceQuote({ amount: "1.50", paymentCurrency: "USD", purchaseCurrency: "ETH" }, "q")).toBeUndefined()
    expect(priceQuote({ amount: "20", paymentCurrency: "USD", purchaseCurrency: "DOGE" }, "q")).toBeUndefined()
  })
})

describe("local onramp provider", () => {
  it("options name SPEC §3/§9 currencies and limits and the local chain; the quote is the provider's", async () => {
    const [options, quote] = await run(Effect.flatMap(BlockchainApi, (api) =>
      Effect.all([
        api.getOnrampOptions(on()),
        api.getOnrampQuote({ ...on(), body: { purchaseCurrency: "ETH", paymentCurrency: "USD", amount: "100", network: "anvil" } })
      ])))
    expect(options.paymentCurrencies.map((c) => [c.id, c.payment_method_limits])).toEqual(
      ["USD", "EUR"].map((id) => [id, [{ id: "card", min: "10.00", max: "7500.00" }, { id: "ach_bank_account", min: "10.00", max: "25000.00" }]])
    )
    expect(options.purchaseCurrencies.map((c) => [c.symbol, c.networks.map((n) => n.chain_id)])).toEqual([
      ["USDC", [String(anvil?.chainId), "1", "137"]],
      ["ETH", [String(anvil?.chainId), "1", "137"]]
    ])
    expect(quote.purchaseAmount).toEqual({ amount: "0.031564", currency: "ETH" })
    expect(quote.quoteId).toMatch(/^local-/)
  })

  it("a declined card moves nothing; the test card funds the destination and the purchase shows in the history", async () => {
    const client = localPublicClient(anvil?.rpcUrl ?? "", anvil?.chainId ?? 0)
    const before = await client.getBalance({ address: BUYER })
    const url = await run(Effect.flatMap(BlockchainApi, (api) =>
      api.getOnrampUrl({
        ...on(),
        body: { destinationWallets: [{ address: BUYER, blockchains: ["anvil"], assets: ["ETH"] }], defaultNetwork: "anvil", partnerUserId: BUYER, defaultExperience: "buy", presetFiatAmount: 100 }
      })))
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain("Buy ETH")
    const session = new URL(url).searchParams.get("session") ?? ""

    expect(await settle({ session, card: TEST_CARDS.declined, amount: "100", currency: "USD" })).toEqual({ status: 402, body: { ok: false, reason: CARD_DECLINED } })
    expect(await client.getBalance({ address: BUYER })).toBe(before)

    const paid = await settle({ session, card: "4242 4242 4242 4242", amount: "100", currency: "USD" })
    expect(paid).toMatchObject({ status: 200, body: { ok: true, amount: "0.031564", asset: "ETH" } })
    expect(formatEther((await client.getBalance({ address: BUYER })) - before)).toBe("0.031564")
    // A session settles once.
    expect((await settle({ session, card: TEST_CARDS.approved, amount: "100", currency: "USD" })).status).toBe(402)

    const [bought, activity] = await run(Effect.flatMap(BlockchainApi, (api) =>
      Effect.all([api.getHistory({ ...on(), account: BUYER, onramp: "coinbase" }), api.getHistory({ ...on(), account: BUYER })])))
    expect(bought.data.map((t) => [t.metadata.operationType, t.metadata.status, t.transfers[0]?.quantity.numeric, t.transfers[0]?.fungible_info?.symbol])).toEqual([
      ["buy", "confirmed", "0.031564", "ETH"]
    ])
    expect(activity.data[0]?.metadata).toMatchObject({ operationType: "buy", hash: bought.data[0]?.metadata.hash })
  })
})
