/**
 * Send's token list and what a send refreshes (issue 23): the native coin is preselected; every token the data
 * plane lists (the Account panel's Tokens tab) is listed with the chain's balance and can be sent; once a send
 * settles, the Tokens tab's list is read again past the data plane's cache. Time is the TestClock's.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { makeBlockchainApiTest } from "../../layers/test/BlockchainApi.js"
import { dataTest } from "../../layers/test/data.js"
import type { TokenBalance } from "../../schemas/entities/TokenBalance.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { NATIVE_TOKEN_ID, SEND_LABELS, type SendToken } from "../../schemas/send.js"
import { BlockchainApi, type BlockchainApiShape } from "../../services/BlockchainApi.js"
import { Connection } from "../../services/Connection.js"
import { Portfolio } from "../../services/Portfolio.js"
import { eventually, SECOND_ADDRESS, waitFor } from "./harness.js"
import { current, ETH, OWN, readyDraft, send, setup, until } from "./SendSetup.js"

/** A token the chain holds for the account that only the data plane's list brings into Send (a dev token). */
const GOLD: SendToken = {
  id: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
  kind: "erc20",
  name: "GLD",
  symbol: "GLD",
  decimals: 18,
  balance: 3n * 10n ** 18n
}

/** One entry of the data plane's balances (SPEC §3), `numeric` in whole units. */
const entry = (symbol: string, numeric: string, address?: string, name = symbol): TokenBalance => ({
  name,
  symbol,
  chainId: mainnet.caipNetworkId,
  ...(address === undefined ? {} : { address: `${mainnet.caipNetworkId}:${address}` }),
  price: 0,
  quantity: { decimals: "18", numeric },
  iconUrl: ""
})

/** The data plane over `balances()` (read on every call), recording each read's `forceUpdate`. */
const dataPlane = (balances: () => ReadonlyArray<TokenBalance>) => {
  const reads: Array<string | undefined> = []
  const api: BlockchainApiShape = {
    ...makeBlockchainApiTest(),
    getBalances: (a) => Effect.sync(() => {
      reads.push(a.forceUpdate)
      return a.address === OWN ? balances() : []
    })
  }
  return { reads, data: Layer.merge(dataTest(), Layer.succeed(BlockchainApi, api)) }
}

describe("Send's token list", () => {
  it.effect("the native coin is preselected once the list loads", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.demo")
      yield* (yield* send).start()
      const ready = yield* until((s) => s.tokensStatus === "ready")
      assert.strictEqual(ready.token?.id, NATIVE_TOKEN_ID)
      assert.strictEqual(ready.label, SEND_LABELS.addAmount)
    }).pipe(Effect.provide(layer))
  })

  it.effect("lists every token the data plane lists, at the chain's balance; one picked is the token transferred", () => {
    // The data plane's figure is stale (2): the picker shows the chain's (3), which Max and the checks use.
    const { data } = dataPlane(() => [entry("ETH", "2"), entry("GLD", "2", GOLD.id.toLowerCase(), "Walletport Gold")])
    const { layer, fake } = setup({}, { listable: [GOLD], data })
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.demo")
      const s = yield* send
      yield* s.start()
      const listed = yield* until((st) => st.tokens.some((t) => t.id === GOLD.id))
      assert.deepStrictEqual(listed.tokens.map((t) => [t.symbol, t.balance]), [["ETH", 2n * 10n ** 18n], ["USDC", 50_000_000n], ["GLD", 3n * 10n ** 18n]])
      // Named as the Tokens tab names it (the chain gives an ERC-20 only its symbol).
      const named = yield* until((st) => st.tokens.some((t) => t.name === "Walletport Gold"))
      assert.strictEqual(named.tokens.find((t) => t.id === GOLD.id)?.name, "Walletport Gold")
      // The native coin stays chosen while the list grows.
      assert.strictEqual(listed.token?.id, NATIVE_TOKEN_ID)
      yield* s.selectToken(GOLD.id)
      yield* s.setAmount("2.5")
      yield* s.setRecipient(SECOND_ADDRESS)
      yield* until((st) => st.label === SEND_LABELS.review)
      yield* s.review
      yield* s.confirm
      const sent = yield* current
      assert.strictEqual(sent.step, "pending")
      assert.strictEqual(sent.plan?.transfer.token.id, GOLD.id)
      assert.strictEqual(sent.plan?.transfer.amount, 25n * 10n ** 17n)
      assert.strictEqual(fake.landed.size, 1)
    }).pipe(Effect.provide(layer))
  })
})

describe("after a send", () => {
  it.effect("a token from the data plane's list chosen in a new draft stays chosen when an earlier send settles", () => {
    const { data } = dataPlane(() => [entry("ETH", "2"), entry("GLD", "3", GOLD.id)])
    const { layer, chain } = setup({}, { listable: [GOLD], data })
    return Effect.gen(function*() {
      const s = yield* readyDraft
      yield* s.confirm
      // A new draft while the first send is still pending.
      yield* s.start()
      yield* until((st) => st.tokens.some((t) => t.id === GOLD.id))
      yield* s.selectToken(GOLD.id)
      // A balance no earlier read showed: the list read again once the send settles.
      chain.balances.set(OWN.toLowerCase(), 7n * ETH)
      yield* TestClock.adjust("4 seconds")
      const refreshed = yield* until((st) => st.tokens[0]?.balance === 7n * ETH)
      assert.strictEqual(refreshed.token?.id, GOLD.id)
    }).pipe(Effect.provide(layer))
  })


  it.effect("once it settles, the Tokens tab's list is read again past the data plane's cache and shows the new figures", () => {
    let eth = "2"
    const { data, reads } = dataPlane(() => [entry("ETH", eth)])
    const { layer } = setup({}, { data })
    return Effect.gen(function*() {
      const s = yield* readyDraft
      const portfolio = yield* Portfolio
      yield* portfolio.loadTokens
      assert.strictEqual((yield* portfolio.state.get).tokens.balances[0]?.quantity.numeric, "2")
      yield* s.confirm
      eth = "1.5"
      yield* TestClock.adjust("4 seconds")
      yield* until((st) => st.step === "confirmed")
      yield* eventually(() => reads.includes("all"))
      const after = yield* waitFor(portfolio.state, (p) => p.tokens.status === "ready" && p.tokens.balances[0]?.quantity.numeric === "1.5")
      assert.strictEqual(after.tokens.balances.length, 1)
    }).pipe(Effect.provide(layer))
  })
})
