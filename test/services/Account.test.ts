/**
 * Account (SPEC §3 Account): the native balance on the active network, formatted with the
 * network's decimals; a failed balance read is shown on the account, never a failed connection.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as SubscriptionRef from "effect/SubscriptionRef"
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

const accountNow = Effect.flatMap(Account, (a) => SubscriptionRef.get(a.state)).pipe(Effect.map((s) => s.eip155))
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
      const account = yield* accountNow
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
      assert.strictEqual((yield* accountNow)?.balance, "0.000000000002")
      yield* eventually(() => wallet.fake.listenerCount("chainChanged") === 1)
      wallet.fake.emit("chainChanged", "0x7a69")
      const accounts = yield* Effect.flatMap(Account, (a) => waitFor(a.state, (s) => s.eip155?.balanceSymbol === "SIX"))
      assert.strictEqual(accounts.eip155?.balance, "2")
      // The CAIP address names the chain the account now sits on.
      assert.strictEqual(accounts.eip155?.caipAddress, `eip155:31337:${FAKE_WALLET_ADDRESS}`)
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain, options: { networks: [mainnet, sixDecimals] } })))
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
      const state = yield* SubscriptionRef.get((yield* Connection).state)
      assert.strictEqual(state.status.eip155, "connected")
      const account = yield* accountNow
      assert.strictEqual(account?.address, FAKE_WALLET_ADDRESS)
      assert.strictEqual(account?.balance, undefined)
      assert.strictEqual(account?.balanceError, message)
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
      chain.failWith = new RpcTimeout({ url: "http://rpc" })
      yield* Effect.flip((yield* Account).refreshBalance())
      const account = yield* accountNow
      assert.strictEqual(account?.balance, "3")
      assert.strictEqual(account?.balanceError, "The request took too long to respond.")
    }).pipe(Effect.provide(harness({ wallets: [wallet], chain })))
  })
})

describe("refreshBalance", () => {
  it.effect("picks up a changed balance", () => {
    const wallet = testWallet("io.fake", "Fake")
    const chain = makeTestChain({ [FAKE_WALLET_ADDRESS]: 10n ** 18n })
    return Effect.gen(function*() {
      yield* connect
      assert.strictEqual((yield* accountNow)?.balance, "1")
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
      assert.deepStrictEqual(yield* SubscriptionRef.get(account.state), {})
    }).pipe(Effect.provide(harness({ chain })))
  })

  it.effect("clear forgets the namespace's account", () => {
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      yield* connect
      const account = yield* Account
      yield* account.clear("eip155")
      assert.deepStrictEqual(yield* SubscriptionRef.get(account.state), {})
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })
})
