/**
 * The pure parts behind Send and Receive (issue 10): fiat values, prices from the data plane, which of a name's
 * addresses a draft may use, pending sends merged into Activity, and the smart-account policy over a ChainRpc
 * test layer (code on one network, none on another; a connector's report wins; a failed probe counts neither way).
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { makeEvmTransfers } from "../../layers/live/evm/transfers.js"
import { coinTypesOf, resolutionOf } from "../../layers/live/sendNames.js"
import { withPrices } from "../../layers/live/sendPrices.js"
import { smartAccountStatus } from "../../layers/live/smartAccount.js"
import { makeTestChain, testChainRpc } from "../../layers/test/ChainRpc.js"
import type { Transaction } from "../../schemas/entities/Transaction.js"
import { RpcTimeout } from "../../schemas/errors/chainRpc.js"
import { arbitrum, mainnet, optimism } from "../../schemas/networks/evm.js"
import { solana } from "../../schemas/networks/solana.js"
import { NATIVE_TOKEN_ID, type PendingTransaction, type SendToken } from "../../schemas/send.js"
import type { ChainRpcShape } from "../../services/ChainRpc.js"
import { withPending } from "../../layers/live/pendingActivity.js"
import { fiatOf } from "../../ui/containers/sendFiat.js"
import { SECOND_ADDRESS, THIRD_ADDRESS } from "./harness.js"

const OWN = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const ETH: SendToken = { id: NATIVE_TOKEN_ID, kind: "native", name: "Ether", symbol: "ETH", decimals: 18, balance: 10n ** 18n }
const USDC: SendToken = { id: "0x5FbDB2315678afecb367f032d93F642f64180aa3", kind: "erc20", name: "USD Coin", symbol: "USDC", decimals: 6, balance: 1n }

describe("fiatOf", () => {
  it("prices an amount in USD (grouped, floored to cents as the account panel shows money), shows a sub-cent value as such, and gives nothing without a usable price", () => {
    assert.strictEqual(fiatOf(5n * 10n ** 17n, 18, 3120.55, "en"), "$1,560.27")
    assert.strictEqual(fiatOf(12_340_000n, 6, 1, "en"), "$12.34")
    assert.strictEqual(fiatOf(42_000_000_000_000n, 18, 100, "en"), "<$0.01")
    for (const price of [undefined, 0, -1, Number.NaN]) assert.strictEqual(fiatOf(10n ** 18n, 18, price, "en"), undefined)
    assert.strictEqual(fiatOf(undefined, 18, 3000, "en"), undefined)
  })

  it("writes the value for the visitor's locale (issue 23)", () => {
    assert.strictEqual(fiatOf(5n * 10n ** 17n, 18, 3120.55, "de"), new Intl.NumberFormat("de", { style: "currency", currency: "USD" }).format(1560.27))
  })
})

describe("withPrices", () => {
  it("the native entry has no address; tokens match by CAIP-10 address case-blind on EVM; a price of 0 is none", () => {
    const balances = [
      { name: "Ether", symbol: "ETH", chainId: "eip155:1", price: 3000, quantity: { decimals: "18", numeric: "1" }, iconUrl: "" },
      { name: "USD Coin", symbol: "USDC", chainId: "eip155:1", address: `eip155:1:${USDC.id.toLowerCase()}`, price: 0, quantity: { decimals: "6", numeric: "1" }, iconUrl: "" }
    ]
    const priced = withPrices("eip155", [ETH, { ...USDC, price: 7 }], balances, [])
    assert.deepStrictEqual(priced.map((t) => t.price), [3000, undefined])
    // The price endpoint fills what the balances left out (never the native coin: its symbol is ambiguous there).
    const filled = withPrices("eip155", [ETH, USDC], [], [{ name: "USD Coin", symbol: "USDC", iconUrl: "", price: 1 }, { name: "x", symbol: "ETH", iconUrl: "", price: 9 }])
    assert.deepStrictEqual(filled.map((t) => t.price), [undefined, 1])
  })
})

describe("a name's address for the draft's network", () => {
  it("the chain's own coin type first, then 60 and the default EVM type; Solana only 501", () => {
    assert.deepStrictEqual(coinTypesOf("eip155", optimism.caipNetworkId), [0x8000000a, 60, 0x80000000])
    assert.deepStrictEqual(coinTypesOf("eip155", mainnet.caipNetworkId), [60, 60, 0x80000000])
    assert.deepStrictEqual(coinTypesOf("solana", solana.caipNetworkId), [501])
    const record = { name: "a.wp.id", addresses: { "60": { address: SECOND_ADDRESS }, [String(0x8000000a)]: { address: THIRD_ADDRESS } } }
    assert.deepStrictEqual(resolutionOf("a.wp.id", record, "eip155", optimism.caipNetworkId), { name: "a.wp.id", status: "resolved", address: THIRD_ADDRESS })
    assert.deepStrictEqual(resolutionOf("a.wp.id", record, "eip155", mainnet.caipNetworkId), { name: "a.wp.id", status: "resolved", address: SECOND_ADDRESS })
    assert.strictEqual(resolutionOf("a.wp.id", record, "solana", solana.caipNetworkId).status, "otherNamespace")
    assert.strictEqual(resolutionOf("a.wp.id", undefined, "eip155", mainnet.caipNetworkId).status, "unknown")
    // An entry under an EVM coin type that is not an EVM address is refused, not sent to.
    assert.strictEqual(resolutionOf("b.wp.id", { name: "b.wp.id", addresses: { "60": { address: "not-an-address" } } }, "eip155", mainnet.caipNetworkId).status, "otherNamespace")
  })
})

const pending = (hash: string, over: Partial<PendingTransaction> = {}): PendingTransaction => ({
  hash,
  namespace: "eip155",
  caipNetworkId: mainnet.caipNetworkId,
  from: OWN,
  to: SECOND_ADDRESS,
  amount: "0.5",
  symbol: "ETH",
  sentAt: Date.UTC(2026, 10, 24),
  ...over
})

const indexed = (hash: string): Transaction => ({
  id: `id-${hash}`,
  metadata: { operationType: "send", hash, minedAt: "2026-11-24T00:00:00Z", sentFrom: OWN, sentTo: SECOND_ADDRESS, status: "confirmed" },
  transfers: []
})

describe("withPending", () => {
  const account = { address: OWN.toLowerCase(), caipNetworkId: "eip155:1" }
  it("puts the account's pending sends first, as pending send rows", () => {
    const rows = withPending([indexed("0xold")], [pending("0xnew")], account)
    assert.deepStrictEqual(rows.map((t) => [t.metadata.hash, t.metadata.status]), [["0xnew", "pending"], ["0xold", "confirmed"]])
    assert.deepStrictEqual(rows[0]?.transfers[0], { fungible_info: { symbol: "ETH" }, direction: "out", quantity: { numeric: "0.5" } })
  })
  it("drops a pending send the history already lists (by hash, case-blind), and other accounts' or networks' sends", () => {
    const history = [indexed("0xABC")]
    const rows = withPending(history, [pending("0xabc"), pending("0xother", { caipNetworkId: optimism.caipNetworkId }), pending("0xtheirs", { from: THIRD_ADDRESS })], account)
    assert.strictEqual(rows, history)
  })
})

describe("smartAccountStatus over a ChainRpc test layer", () => {
  const networks = [mainnet, optimism, arbitrum]
  /** One test chain per network: the account has code on mainnet only; arbitrum's RPC times out. */
  const rpc = (): ChainRpcShape => {
    const withCode = makeTestChain()
    withCode.code.set(OWN.toLowerCase(), "0x6080")
    const onMainnet = testChainRpc(withCode, networks)
    const elsewhere = testChainRpc(makeTestChain(), networks)
    return {
      ...elsewhere,
      getCode: (id, address) =>
        id === mainnet.caipNetworkId
          ? onMainnet.getCode(id, address)
          : id === arbitrum.caipNetworkId
          ? Effect.fail(new RpcTimeout({ url: "test" }))
          : elsewhere.getCode(id, address)
    }
  }
  const transfers = () => makeEvmTransfers({ rpc: rpc(), hostToken: () => undefined, provider: () => Effect.die("no wallet") })

  it.effect("code on one network: a smart account, undeployed where it has none; a failed probe is left out", () =>
    Effect.gen(function*() {
      const t = transfers()
      const status = yield* smartAccountStatus(undefined, networks, (n) => t.hasCode(n, OWN))
      assert.strictEqual(status.kind, "smartAccount")
      assert.deepStrictEqual(status.undeployedOn.map((n) => n.caipNetworkId), [optimism.caipNetworkId])
    }))

  it.effect("no code anywhere: an EOA, no warning; a connector's report wins over the probe", () =>
    Effect.gen(function*() {
      const t = transfers()
      const plain = yield* smartAccountStatus(undefined, networks, (n) => t.hasCode(n, SECOND_ADDRESS))
      assert.deepStrictEqual(plain, { kind: "eoa", undeployedOn: [] })
      let probes = 0
      const counted = (n: typeof mainnet) => Effect.zipRight(Effect.sync(() => probes++), t.hasCode(n, OWN))
      assert.deepStrictEqual(yield* smartAccountStatus("eoa", networks, counted), { kind: "eoa", undeployedOn: [] })
      assert.strictEqual(probes, 0)
      // Reported smart account with no code anywhere yet: undeployed on every network that answered.
      const fresh = yield* smartAccountStatus("smartAccount", networks, (n) => t.hasCode(n, SECOND_ADDRESS))
      assert.deepStrictEqual(fresh.undeployedOn.map((n) => n.caipNetworkId), [mainnet.caipNetworkId, optimism.caipNetworkId])
      // Every probe failed: nothing is known, nothing is claimed.
      assert.deepStrictEqual(yield* smartAccountStatus(undefined, networks, () => Effect.fail("down")), { kind: "unknown", undeployedOn: [] })
    }))
})
