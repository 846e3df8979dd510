/**
 * Account (SPEC §3 Account): the native balance on the active network, formatted with the
 * network's decimals; a failed balance read is shown on the account, never a failed connection.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Deferred from "effect/Deferred"
import * as TestClock from "effect/TestClock"
import { BALANCE_RETRY_AFTER } from "../../layers/live/Account.js"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { FAKE_WALLET_ADDRESS } from "../../layers/test/fakeWallet.js"
import { defineNetwork } from "../../schemas/networks/defineNetwork.js"
import { anvil, mainnet } from "../../schemas/networks/evm.js"
import { MissingTransportUrl, RpcHttpError, RpcTimeout } from "../../schemas/errors/chainRpc.js"
import type { ChainRpcError } from "../../schemas/errors/chainRpc.js"
import type { Network as NetworkEntity } from "../../schemas/entities/Network.js"
import { Account } from "../../services/Account.js"
import { Connection } from "../../services/Connection.js"
import { eventually, harness, testWallet, waitFor } from "./harness.js"

/** The anvil chain with a 6-decimal native token, to prove the decimals come from the active network. */
const sixDecimals: NetworkEntity = defineNetwork({
  ...anvil,
  nativeCurrency: { name: "Six", symbol: "SIX", decimals: 6 }
})

const accountNow = Effect.flatMap(Account, (a) => a.state.get).pipe(Effect.map((s) => s.eip155))
/** The account once its background balance read has settled (ready or failed). */
const settledAccount = Effect.flatMap(Account, (a) =>
  waitFor(a.state, (s) => s.eip155?.balanceStatus === "ready" || s.eip155?.balanceStatus === "failed")
).pipe(Effect.map((s) => s.eip155))
const connect = Effect.flatMap(Connection, (c) => c.connect("io.fake"))

describe("balance (SPEC §3: formatUnits of the active network's decimals)", () => {
  const cases: ReadonlyArray<{
    readonly name: string
    readonly network: NetworkEntity
    readonly wei: bigint
    readonly balance: string
    readonly symbol: string
  }> = [
    { name: "1.5 ETH on mainnet", network: mainnet, wei: 1_500_000_000_000_000_000n, balance: "1.5", symbol: "ETH" },
    { name: "one wei on mainnet", network: mainnet, wei: 1n, balance: "0.000000000000000001", symbol: "ETH" },
    { name: "zero on mainnet", network: mainnet, wei: 0n, balance: "0", symbol: "ETH" },
    { name: "1234.5 on a 6-decimal network", network: sixDecimals, wei: 1_234_500_000n, balance: "1234.5", symbol: "SIX" },
    { name: "0.000001 on a 6-decimal network", network: sixDecimals, wei: 1n, balance: "0.000001", symbol: "SIX" }
  ]
  it.effect.each(cases)("$name → $balance $symbol", ({ network, wei, balance, symbol }) => {
    const wallet = testWallet("io.fake", "Fake", { chainId: Number(network.id) })
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: wei })
    return Effect.gen(function*() {
      yield* connect
      const account = yield* settledAccount
      assert.strictEqual(account?.balance, balance)
      assert.strictEqual(account?.balanceSymbol, symbol)
      assert.strictEqual(account?.balanceError, undefined)
      assert.strictEqual(account?.caipAddress, `${network.caipNetworkId}:${FAKE_WALLET_ADDRESS}`)
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain, options: { networks: [network] } })))
  })

  it.effect("the balance follows the active network when the wallet switches chain", () => {
    const wallet = testWallet("io.fake", "Fake", { chainId: 1 })
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 2_000_000n })
    return Effect.gen(function*() {
      yield* connect
      assert.strictEqual((yield* settledAccount)?.balance, "0.000000000002")
      yield* eventually(() => wallet.fake.listenerCount("chainChanged") === 1)
      wallet.fake.emit("chainChanged", "0x7a69")
      const accounts = yield* Effect.flatMap(Account, (a) => waitFor(a.state, (s) => s.eip155?.balanceSymbol === "SIX" && s.eip155.balanceStatus === "ready"))
      assert.strictEqual(accounts.eip155?.balance, "2")
      // The CAIP address names the chain the account now sits on.
      assert.strictEqual(accounts.eip155?.caipAddress, `eip155:31337:${FAKE_WALLET_ADDRESS}`)
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain, options: { networks: [mainnet, sixDecimals] } })))
  })
})

describe("background balance reads, keyed by (address, network)", () => {
  it.effect("the session is connected before the balance read answers", () => {
    const wallet = testWallet("io.fake", "Fake")
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 10n ** 18n })
    return Effect.gen(function*() {
      const gate = yield* Deferred.make<void>()
      chain.delay = Deferred.await(gate)
      // connect resolves while the RPC has not answered (issue 7: no "Continue in wallet" until the balance is back).
      yield* connect
      const pending = yield* accountNow
      assert.strictEqual(pending?.address, FAKE_WALLET_ADDRESS)
      assert.strictEqual(pending?.balanceStatus, "loading")
      assert.strictEqual(pending?.balance, undefined)
      yield* Deferred.succeed(gate, undefined)
      assert.strictEqual((yield* settledAccount)?.balance, "1")
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain })))
  })

  it.effect("a late answer for the previous chain never overwrites the account on the new chain", () => {
    const wallet = testWallet("io.fake", "Fake", { chainId: 1 })
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 2_000_000n })
    return Effect.gen(function*() {
      const first = yield* Deferred.make<void>()
      chain.delay = Deferred.await(first)
      yield* connect
      yield* eventually(() => wallet.fake.listenerCount("chainChanged") === 1)
      // The wallet moves on while the mainnet read is still out; the new chain's read answers at once.
      chain.delay = undefined
      wallet.fake.emit("chainChanged", "0x7a69")
      const moved = yield* Effect.flatMap(Account, (a) => waitFor(a.state, (s) => s.eip155?.balanceStatus === "ready"))
      assert.strictEqual(moved.eip155?.balance, "2")
      assert.strictEqual(moved.eip155?.balanceSymbol, "SIX")
      yield* Deferred.succeed(first, undefined)
      yield* Effect.yieldNow()
      const after = yield* accountNow
      assert.strictEqual(after?.balance, "2")
      assert.strictEqual(after?.balanceSymbol, "SIX")
      assert.strictEqual(after?.caipNetworkId, "eip155:31337")
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain, options: { networks: [mainnet, sixDecimals] } })))
  })

  it.effect("on an unconfigured chain the account has no balance and no symbol of another network", () => {
    const wallet = testWallet("io.fake", "Fake", { chainId: 8453 })
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 10n ** 18n })
    return Effect.gen(function*() {
      yield* connect
      const account = yield* accountNow
      assert.strictEqual(account?.caipAddress, `eip155:8453:${FAKE_WALLET_ADDRESS}`)
      assert.strictEqual(account?.unsupportedChain, true)
      assert.strictEqual(account?.balance, undefined)
      assert.strictEqual(account?.balanceSymbol, undefined)
      assert.strictEqual(account?.balanceStatus, "idle")
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain, options: { allowUnsupportedChain: true } })))
  })
})

describe("balance errors (SPEC §8 HTTP RPC errors, recorded in balanceError)", () => {
  const failures: ReadonlyArray<{ readonly name: string; readonly error: ChainRpcError; readonly message: string }> = [
    { name: "timeout", error: new RpcTimeout({ url: "http://rpc" }), message: "The request took too long to respond." },
    { name: "HTTP status", error: new RpcHttpError({ url: "http://rpc", status: 503 }), message: "HTTP request failed." },
    { name: "no transport URL", error: new MissingTransportUrl({}), message: "No URL was provided to the Transport" }
  ]
  it.effect.each(failures)("a $name sets balanceError and keeps the connection", ({ error, message }) => {
    const wallet = testWallet("io.fake", "Fake")
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 10n ** 18n })
    chain.failWith = error
    return Effect.gen(function*() {
      // The connection itself succeeds.
      yield* connect
      const state = yield* (yield* Connection).state.get
      assert.strictEqual(state.namespaces.eip155.status, "connected")
      const account = yield* settledAccount
      assert.strictEqual(account?.address, FAKE_WALLET_ADDRESS)
      assert.strictEqual(account?.balance, undefined)
      assert.strictEqual(account?.balanceStatus, "failed")
      assert.strictEqual(account?.balanceError?._tag, error._tag)
      assert.strictEqual(account?.balanceError?.message, message)
      // An explicit refresh reports the catalogue error to its caller too.
      const failure = yield* Effect.flip((yield* Account).refreshBalance())
      assert.strictEqual(failure._tag, error._tag)
      assert.strictEqual(failure.message, message)
      // Once the chain answers again, the error is cleared.
      chain.failWith = undefined
      yield* (yield* Account).refreshBalance()
      const recovered = yield* accountNow
      assert.strictEqual(recovered?.balance, "1")
      assert.strictEqual(recovered?.balanceError, undefined)
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain })))
  })

  it.effect("a failure after a good read keeps the last balance and records the error", () => {
    const wallet = testWallet("io.fake", "Fake")
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 3n * 10n ** 18n })
    return Effect.gen(function*() {
      yield* connect
      yield* settledAccount
      chain.failWith = new RpcTimeout({ url: "http://rpc" })
      yield* Effect.flip((yield* Account).refreshBalance())
      const account = yield* accountNow
      assert.strictEqual(account?.balance, "3")
      assert.strictEqual(account?.balanceError?.message, "The request took too long to respond.")
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain })))
  })
})

describe("refreshBalance", () => {
  it.effect("picks up a changed balance", () => {
    const wallet = testWallet("io.fake", "Fake")
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 10n ** 18n })
    return Effect.gen(function*() {
      yield* connect
      assert.strictEqual((yield* settledAccount)?.balance, "1")
      chain.balances.set(FAKE_WALLET_ADDRESS.toLowerCase(), 25n * 10n ** 17n)
      // Nothing changes until asked.
      assert.strictEqual((yield* accountNow)?.balance, "1")
      yield* (yield* Account).refreshBalance("eip155")
      assert.strictEqual((yield* accountNow)?.balance, "2.5")
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain })))
  })

  it.effect("without an account it reads nothing and changes nothing", () => {
    const chain = makeTestChain()
    chain.failWith = new RpcTimeout({ url: "http://rpc" })
    return Effect.gen(function*() {
      const account = yield* Account
      // Would fail if it tried to read.
      yield* account.refreshBalance()
      yield* account.refreshBalance("solana")
      assert.deepStrictEqual(yield* account.state.get, {})
    }).pipe(Effect.provide(harness({ chain })))
  })

  it.effect("clear forgets the namespace's account", () => {
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      yield* connect
      const account = yield* Account
      yield* account.clear("eip155")
      assert.deepStrictEqual(yield* account.state.get, {})
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })
})

describe("a hung chain (issue 23: never an endless blank balance)", () => {
  it.effect("after the RPC timeout the balance is unavailable (RpcTimeout); it is read again 30 s later and shows once the chain answers", () => {
    const wallet = testWallet("io.fake", "Fake")
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 10n ** 18n })
    return Effect.gen(function*() {
      const hung = yield* Deferred.make<void>()
      chain.delay = Deferred.await(hung)
      yield* connect
      assert.strictEqual((yield* accountNow)?.balanceStatus, "loading")
      yield* TestClock.adjust("10 seconds")
      const failed = yield* settledAccount
      assert.strictEqual(failed?.balanceStatus, "failed")
      assert.strictEqual(failed?.balanceError?._tag, "RpcTimeout")
      // The chain answers again; the next read is the scheduled one, not before.
      chain.delay = undefined
      yield* TestClock.adjust("29 seconds")
      assert.strictEqual((yield* accountNow)?.balanceStatus, "failed")
      yield* TestClock.adjust("1 second")
      const read = yield* Effect.flatMap(Account, (a) => waitFor(a.state, (s) => s.eip155?.balanceStatus === "ready"))
      assert.strictEqual(read.eip155?.balance, "1")
      assert.strictEqual(BALANCE_RETRY_AFTER, "30 seconds")
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain })))
  })
})
