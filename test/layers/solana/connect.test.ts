/**
 * Solana adapter sessions (ARCHITECTURE §8): connect, silent restore, events, disconnect and network
 * switching against a Wallet Standard wallet, with wallet errors mapped to the SPEC §8 catalogue.
 */
import { afterEach, assert, describe, it } from "@effect/vitest"
import * as Chunk from "effect/Chunk"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/TestClock"
import { DISCONNECT_TIMEOUT, SILENT_CONNECT_TIMEOUT } from "../../../layers/live/solana/module.js"
import { solanaDevnet, solanaTestnet } from "../../../schemas/networks/solana.js"
import { adapter, LOCAL, providerOf, settle } from "./harness.js"
import { makeTestWallet, TEST_ICON, type TestWallet } from "./testWallet.js"

const WALLET = "Test Solana Wallet"
const OTHER_ADDRESS = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"

const unregisters: Array<() => void> = []
afterEach(() => {
  unregisters.splice(0).forEach((unregister) => unregister())
})

const registered = () =>
  Effect.promise(async () => {
    const wallet = await makeTestWallet()
    unregisters.push(wallet.register())
    return wallet
  })

const failure = <A, E>(effect: Effect.Effect<A, E>) => Effect.flip(effect)

describe("Solana adapter: connect", () => {
  it.scoped("connects: a CAIP-10 session on the dapp's network, with the connector", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      const session: unknown = yield* solana.connect(WALLET, LOCAL)
      const address = wallet.signer.address
      assert.deepStrictEqual(session, {
        namespace: "solana",
        caipAddress: `solana:localnet:${address}`,
        address,
        accounts: [address],
        caipNetworkId: "solana:localnet",
        connector: { id: WALLET, type: "ANNOUNCED", name: WALLET, icon: TEST_ICON }
      })
      assert.deepStrictEqual(wallet.calls.map(([feature]) => feature), ["standard:connect"])
    }))

  it.scoped("maps a 4001 rejection to UserRejectedRequest with the catalogue message", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      wallet.handlers.connect = () => Promise.reject({ code: 4001, message: "Nope" })
      const solana = yield* adapter()
      const error = yield* failure(solana.connect(WALLET, LOCAL))
      assert.strictEqual(error._tag, "UserRejectedRequest")
      assert.strictEqual(error.message, "User rejected the request.")
    }))

  it.scoped("a sync throw or a plain Error becomes a catalogue error, never a defect", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      wallet.handlers.connect = () => {
        throw new Error("wallet crashed")
      }
      const solana = yield* adapter()
      const error = yield* failure(solana.connect(WALLET, LOCAL))
      assert.strictEqual(error._tag, "UnknownRpcError")
    }))

  it.scoped("answers that are not Solana accounts fail with ConnectorBadResponse", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      for (const answer of [undefined, { accounts: "x" }, { accounts: [{ address: "0xnot-base58", chains: ["solana:mainnet"] }] }]) {
        wallet.handlers.connect = () => Promise.resolve(answer)
        const error = yield* failure(solana.connect(WALLET, LOCAL))
        assert.strictEqual(error._tag, "ConnectorBadResponse")
      }
    }))

  it.scoped("no Solana account (none, or only another chain's) fails with ConnectorAccountNotFound", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      for (const accounts of [[], [{ address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", chains: ["eip155:1"] }]]) {
        wallet.handlers.connect = () => Promise.resolve({ accounts })
        assert.strictEqual((yield* failure(solana.connect(WALLET, LOCAL)))._tag, "ConnectorAccountNotFound")
      }
    }))

  it.scoped("an unknown wallet fails with WalletNotFound", () =>
    Effect.gen(function*() {
      const solana = yield* adapter()
      assert.strictEqual((yield* failure(solana.connect("Nobody", LOCAL)))._tag, "WalletNotFound")
    }))

  it.scoped("an interrupted connect leaves nothing behind, even when the wallet approves later", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const approval = yield* Deferred.make<void>()
      wallet.handlers.connect = async () => {
        await Effect.runPromise(Deferred.await(approval))
        wallet.authorized = true
        return { accounts: [wallet.account] }
      }
      const solana = yield* adapter()
      const attempt = yield* Effect.fork(solana.connect(WALLET, solanaDevnet))
      yield* settle
      assert.strictEqual(wallet.calls.length, 1)
      // Interrupting does not wait for the wallet's answer.
      const exit = yield* Fiber.interrupt(attempt)
      assert.isTrue(Exit.isInterrupted(exit))
      yield* Deferred.succeed(approval, undefined)
      yield* settle
      // The late approval chose no network: the host provider still sends to the first configured Solana network.
      assert.strictEqual(providerOf(yield* solana.hostProvider(WALLET)).chain, "solana:localnet")
    }))

  it.scoped("a completed connect chooses the network the host provider sends to", () =>
    Effect.gen(function*() {
      yield* registered()
      const solana = yield* adapter()
      yield* solana.connect(WALLET, solanaDevnet)
      assert.strictEqual(providerOf(yield* solana.hostProvider(WALLET)).chain, "solana:devnet")
    }))
})

describe("Solana adapter: restore", () => {
  it.scoped("asks silently; a wallet with no accounts for us answers undefined", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      assert.isUndefined(yield* solana.restore(WALLET, LOCAL))
      assert.deepStrictEqual(wallet.calls, [["standard:connect", { silent: true }]])
      wallet.authorized = true
      assert.strictEqual((yield* solana.restore(WALLET, LOCAL))?.caipAddress, `solana:localnet:${wallet.signer.address}`)
    }))

  it.scoped("a wallet that never answers fails after the silent timeout (TestClock); the error keeps the session", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      wallet.handlers.connect = () => new Promise(() => {})
      const solana = yield* adapter()
      const attempt = yield* Effect.fork(failure(solana.restore(WALLET, LOCAL)))
      yield* settle
      yield* TestClock.adjust(SILENT_CONNECT_TIMEOUT)
      const error = yield* Fiber.join(attempt)
      assert.strictEqual(error._tag, "ConnectorBadResponse")
    }))

  it.scoped("a locked wallet's error is a failure, not 'no accounts'", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      wallet.handlers.connect = () => Promise.reject({ code: 4100, message: "locked" })
      const solana = yield* adapter()
      assert.strictEqual((yield* failure(solana.restore(WALLET, LOCAL)))._tag, "UnauthorizedProvider")
    }))
})

describe("Solana adapter: events", () => {
  it.scoped("standard:events account changes become AccountsChanged; [] means revoked; garbage is dropped", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      const collected = yield* Effect.fork(Stream.runCollect(Stream.take(solana.events(WALLET), 3)))
      yield* settle
      assert.strictEqual(wallet.listenerCount(), 1)
      wallet.emitChange({ accounts: [{ address: OTHER_ADDRESS, chains: ["solana:mainnet"] }, wallet.account] })
      wallet.emitChange({ accounts: [{ address: "garbage" }] })
      wallet.emitChange({ chains: ["solana:mainnet"] })
      wallet.emitChange("nonsense")
      wallet.emitChange({ accounts: [] })
      wallet.emitChange({ accounts: [wallet.account] })
      const events = Chunk.toReadonlyArray(yield* Fiber.join(collected))
      assert.deepStrictEqual(events, [
        { _tag: "AccountsChanged", accounts: [OTHER_ADDRESS, wallet.signer.address] },
        { _tag: "AccountsChanged", accounts: [] },
        { _tag: "AccountsChanged", accounts: [wallet.signer.address] }
      ])
      // The stream ended: its listener is gone.
      assert.strictEqual(wallet.listenerCount(), 0)
    }))

  it.scoped("an unregistered wallet emits Disconnect and the stream ends", () =>
    Effect.gen(function*() {
      const wallet = yield* Effect.promise(() => makeTestWallet())
      const unregister = wallet.register()
      const solana = yield* adapter()
      const collected = yield* Effect.fork(Stream.runCollect(solana.events(WALLET)))
      yield* settle
      unregister()
      assert.deepStrictEqual(Chunk.toReadonlyArray(yield* Fiber.join(collected)), [{ _tag: "Disconnect" }])
      assert.strictEqual(wallet.listenerCount(), 0)
    }))

  it.scoped("interrupting the stream removes the wallet listener", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      const running = yield* Effect.fork(Stream.runDrain(solana.events(WALLET)))
      yield* settle
      assert.strictEqual(wallet.listenerCount(), 1)
      yield* Fiber.interrupt(running)
      assert.strictEqual(wallet.listenerCount(), 0)
    }))
})

describe("Solana adapter: disconnect and networks", () => {
  it.scoped("disconnect calls standard:disconnect; a silent wallet cannot hang it (TestClock)", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      yield* solana.connect(WALLET, LOCAL)
      yield* solana.disconnect(WALLET)
      assert.isFalse(wallet.authorized)
      assert.deepStrictEqual(wallet.calls.map(([feature]) => feature), ["standard:connect", "standard:disconnect"])

      wallet.handlers.disconnect = () => new Promise(() => {})
      const hanging = yield* Effect.fork(solana.disconnect(WALLET))
      yield* settle
      yield* TestClock.adjust(DISCONNECT_TIMEOUT)
      assert.isTrue(Exit.isSuccess(yield* Fiber.await(hanging)))

      wallet.handlers.disconnect = () => Promise.reject(new Error("no"))
      yield* solana.disconnect(WALLET)
      yield* solana.disconnect("Nobody")
    }))

  it.scoped("switchNetwork needs no wallet call: any configured Solana network, else ChainNotSupported", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      yield* solana.connect(WALLET, LOCAL)
      yield* solana.switchNetwork(WALLET, solanaDevnet)
      assert.strictEqual(providerOf(yield* solana.hostProvider(WALLET)).chain, "solana:devnet")
      assert.strictEqual((yield* failure(solana.switchNetwork(WALLET, solanaTestnet)))._tag, "ChainNotSupported")
      assert.strictEqual((yield* failure(solana.switchNetwork("Nobody", solanaDevnet)))._tag, "WalletNotFound")
      assert.deepStrictEqual(wallet.calls.map(([feature]) => feature), ["standard:connect"])
    }))

  it.scoped("hostProvider is undefined for an absent wallet or one with no authorised account", () =>
    Effect.gen(function*() {
      const wallet = yield* registered()
      const solana = yield* adapter()
      assert.isUndefined(yield* solana.hostProvider("Nobody"))
      assert.isUndefined(yield* solana.hostProvider(WALLET))
      wallet.authorized = true
      const provider = providerOf(yield* solana.hostProvider(WALLET))
      assert.strictEqual(provider.address, wallet.signer.address)
      assert.deepStrictEqual(provider.publicKey, wallet.signer.publicKey)
    }))
})
