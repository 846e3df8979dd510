/**
 * Send's recipient as a name and its fiat values (issue 10): a name is looked up through BlockchainApi after the
 * 500 ms debounce on the TestClock, a newer input interrupts an older lookup (waiting or in flight), the transfer
 * goes to the resolved address, an unknown name or one registered for another namespace reads "Invalid Address";
 * the picker's tokens carry the data plane's USD prices, and a token without one carries none.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { makeBlockchainApiTest } from "../../layers/test/BlockchainApi.js"
import { dataTest } from "../../layers/test/data.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import { makeFakeTransfers } from "../../layers/test/fakeTransfers.js"
import type { NameRecord } from "../../schemas/api/blockchainApi.js"
import type { TokenBalance } from "../../schemas/entities/TokenBalance.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { SEND_LABELS, type SendToken } from "../../schemas/send.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { Connection } from "../../services/Connection.js"
import { harness, SECOND_ADDRESS, THIRD_ADDRESS } from "./harness.js"
import { current, nativeDraft, send, until } from "./SendSetup.js"

const OWN = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const ETH = 10n ** 18n
const USDC: SendToken = { id: "0x5FbDB2315678afecb367f032d93F642f64180aa3", kind: "erc20", name: "USD Coin", symbol: "USDC", decimals: 6, balance: 50_000_000n }
const GOLD: SendToken = { id: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512", kind: "erc20", name: "Gold", symbol: "GLD", decimals: 18, balance: ETH }
const ODD: SendToken = { id: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0", kind: "erc20", name: "Odd", symbol: "ODD", decimals: 18, balance: ETH }

const NAMES: ReadonlyArray<NameRecord> = [
  { name: "alice.walletport.id", addresses: { "60": { address: SECOND_ADDRESS } } },
  { name: "bob.walletport.id", addresses: { [String(0x80000000)]: { address: THIRD_ADDRESS } } },
  { name: "sol-only.walletport.id", addresses: { "501": { address: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM" } } }
]

const balance = (symbol: string, price: number, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: mainnet.caipNetworkId,
  ...(address === undefined ? {} : { address: `${mainnet.caipNetworkId}:${address.toLowerCase()}` }),
  price,
  quantity: { decimals: "18", numeric: "1" },
  iconUrl: ""
})

/** The app graph over a BlockchainApi whose name lookups take 1 s and are recorded (started / finished). */
const setup = () => {
  const chain = makeTestChain({ [OWN]: 2n * ETH })
  const fake = makeFakeTransfers(chain, { symbol: "ETH", decimals: 18, tokens: [USDC, GOLD, ODD] })
  const wallet = makeFakeChainWallet({ name: "Demo", rdns: "io.demo", accounts: { eip155: [OWN] }, authorized: true })
  const evm = makeFakeAdapter("eip155", [wallet], chain, { transfers: fake.capability })
  const base = makeBlockchainApiTest({
    names: NAMES,
    // ETH and USDC priced by the balances; ODD priced 0 (no price), GOLD absent there and unpriced anywhere.
    balances: { [OWN]: [balance("ETH", 3000), balance("USDC", 1, USDC.id), balance("ODD", 0, ODD.id)] }
  })
  const lookups = { started: [] as Array<string>, finished: [] as Array<string> }
  const api = {
    ...base,
    lookupName: (a: Parameters<typeof base.lookupName>[0]) =>
      Effect.gen(function*() {
        lookups.started.push(a.name)
        yield* Effect.sleep("1 second")
        const record = yield* base.lookupName(a)
        lookups.finished.push(a.name)
        return record
      })
  }
  const data = Layer.merge(dataTest(), Layer.succeed(BlockchainApi, api))
  const layer = harness({ noAdapters: true, options: { adapters: [evm.adapter], networks: [mainnet] }, data })
  return { layer, lookups }
}


/** Connected, native coin chosen, 0.5 typed. */
const draft = nativeDraft

describe("Send recipient as a name", () => {
  it.effect("debounced on the Clock; a newer input interrupts the older lookup; the transfer goes to the resolved address", () => {
    const { layer, lookups } = setup()
    return Effect.gen(function*() {
      const s = yield* draft
      yield* s.setRecipient("alice.wallet")
      assert.strictEqual((yield* current).label, SEND_LABELS.resolving)
      yield* TestClock.adjust("200 millis")
      // Typed on before the debounce ran out: the first name is never looked up.
      yield* s.setRecipient("alice.walletport.id")
      yield* TestClock.adjust("499 millis")
      assert.deepStrictEqual(lookups.started, [])
      yield* TestClock.adjust("1 millis")
      assert.deepStrictEqual(lookups.started, ["alice.walletport.id"])
      // A newer name while that lookup is in flight: its answer never lands.
      yield* s.setRecipient("bob.walletport.id")
      yield* TestClock.adjust("500 millis")
      yield* TestClock.adjust("1 second")
      const ready = yield* until((st) => st.planStatus === "ready")
      assert.deepStrictEqual(lookups.started, ["alice.walletport.id", "bob.walletport.id"])
      assert.deepStrictEqual(lookups.finished, ["bob.walletport.id"])
      // bob registered for the ENSIP-19 default EVM coin type, alice for 60: both are EVM addresses for mainnet.
      assert.deepStrictEqual(ready.resolution, { name: "bob.walletport.id", status: "resolved", address: THIRD_ADDRESS })
      assert.strictEqual(ready.plan?.transfer.to, THIRD_ADDRESS)
      assert.strictEqual(ready.label, SEND_LABELS.review)
    }).pipe(Effect.provide(layer))
  })

  it.effect("an unknown name and a name with only another namespace's address read 'Invalid Address'; an address clears the name", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      const s = yield* draft
      yield* s.setRecipient("nobody.walletport.id")
      yield* TestClock.adjust("1500 millis")
      const unknown = yield* until((st) => st.resolution?.status === "unknown")
      assert.strictEqual(unknown.label, SEND_LABELS.invalidAddress)
      yield* s.setRecipient("sol-only.walletport.id")
      yield* TestClock.adjust("1500 millis")
      const other = yield* until((st) => st.resolution?.status === "otherNamespace")
      assert.strictEqual(other.label, SEND_LABELS.invalidAddress)
      assert.strictEqual(other.plan, undefined)
      yield* s.setRecipient("alice.walletport.id")
      yield* TestClock.adjust("1500 millis")
      assert.strictEqual((yield* until((st) => st.planStatus === "ready")).plan?.transfer.to, SECOND_ADDRESS)
      yield* s.setRecipient(THIRD_ADDRESS)
      const plain = yield* until((st) => st.planStatus === "ready")
      assert.strictEqual(plain.resolution, undefined)
      assert.strictEqual(plain.plan?.transfer.to, THIRD_ADDRESS)
    }).pipe(Effect.provide(layer))
  })
})

describe("Send fiat prices", () => {
  it.effect("the picker's tokens carry the data plane's USD prices; a zero or missing price stays unpriced", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.demo")
      const s = yield* send
      yield* s.start()
      const ready = yield* until((st) => st.tokens.some((t) => t.price !== undefined))
      assert.deepStrictEqual(ready.tokens.map((t) => [t.symbol, t.price]), [["ETH", 3000], ["USDC", 1], ["GLD", undefined], ["ODD", undefined]])
      // The chosen token follows: its price comes with it.
      yield* s.selectToken(USDC.id)
      assert.strictEqual((yield* current).token?.price, 1)
    }).pipe(Effect.provide(layer))
  })
})
