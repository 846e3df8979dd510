/**
 * Connection (SPEC §4 "Wallet connection status"): connect, failure, storage on finalize,
 * start-up restore, the wallet's own events, disconnect and listener clean-up.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as SubscriptionRef from "effect/SubscriptionRef"
import * as TestClock from "effect/TestClock"
import * as Duration from "effect/Duration"
import { RESTORE_DISCOVERY_TIMEOUT } from "../../layers/live/Connection.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { FAKE_WALLET_ADDRESS, type FakeWallet } from "../../layers/test/fakeWallet.js"
import { storageTestWith } from "../../layers/test/Storage.js"
import { arbitrum, mainnet } from "../../schemas/networks/evm.js"
import { Account } from "../../services/Account.js"
import { Connection, type ConnectionState } from "../../services/Connection.js"
import { Network } from "../../services/Network.js"
import { Storage } from "../../services/Storage.js"
import {
  eventually,
  harness,
  SECOND_ADDRESS,
  storedConnectorEntry,
  testWallet,
  THIRD_ADDRESS,
  trackedEvents,
  trackedTags,
  untilSleeping,
  waitFor
} from "./harness.js"

const EVENT_NAMES = ["accountsChanged", "chainChanged", "disconnect"] as const
const listeners = (fake: FakeWallet) => EVENT_NAMES.map((name) => fake.listenerCount(name))
const methods = (fake: FakeWallet) => fake.calls.map((call) => call.method)

const connectionState = Effect.flatMap(Connection, (c) => c.state.get)
const eip155Status = Effect.map(connectionState, (s) => s.namespaces.eip155.status)
const eip155Wallet = (s: ConnectionState) => s.namespaces.eip155.session?.connector
const accountNow = Effect.flatMap(Account, (a) => a.state.get).pipe(Effect.map((s) => s.eip155))
const RESTORE_TIMEOUT_MILLIS = Duration.toMillis(RESTORE_DISCOVERY_TIMEOUT)
/** The attempt as plain data: the typed error shown by its tag and catalogue message. */
const attemptOf = (s: ConnectionState) =>
  s.attempt === undefined
    ? undefined
    : { ...s.attempt, error: s.attempt.error === undefined ? undefined : `${s.attempt.error._tag}: ${s.attempt.error.message}` }
const storedConnector = Effect.flatMap(Storage, (s) => s.connectedConnector.get("eip155"))
const waitConnection = (predicate: (s: ConnectionState) => boolean) =>
  Effect.flatMap(Connection, (c) => waitFor(c.state, predicate))

describe("connect (SPEC §4: disconnected → connecting → connected)", () => {
  it.effect("goes through connecting while the wallet prompt is open, then connected", () => {
    const wallet = testWallet("io.fake", "Fake", { mode: "hold" })
    return Effect.gen(function*() {
      const connection = yield* Connection
      assert.strictEqual(yield* eip155Status, "disconnected")
      const fiber = yield* Effect.fork(connection.connect("io.fake"))
      const connecting = yield* waitConnection((s) => s.namespaces.eip155.status === "connecting")
      assert.deepStrictEqual(connecting.attempt, { connectorId: "io.fake", namespaces: ["eip155"], status: "pending", error: undefined })
      assert.strictEqual(connecting.namespaces.eip155.session, undefined)
      yield* eventually(() => methods(wallet.fake).includes("eth_requestAccounts"))
      wallet.fake.release("approve")
      yield* Fiber.join(fiber)
      const state = yield* connectionState
      assert.strictEqual(state.namespaces.eip155.status, "connected")
      assert.strictEqual(state.attempt, undefined)
      assert.deepStrictEqual(eip155Wallet(state), { id: "io.fake", type: "ANNOUNCED", name: "Fake" })
      assert.strictEqual(state.namespaces.eip155.connectorId, "io.fake")
      assert.strictEqual((yield* (yield* Network).state.get).activeNamespace, "eip155")
      const account = yield* accountNow
      assert.strictEqual(account?.address, FAKE_WALLET_ADDRESS)
      assert.strictEqual(account?.caipAddress, `eip155:1:${FAKE_WALLET_ADDRESS}`)
      assert.deepStrictEqual(yield* trackedTags, ["SELECT_WALLET", "CONNECT_SUCCESS"])
      // Other namespaces are untouched.
      assert.strictEqual(state.namespaces.solana.status, "disconnected")
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })

  it.effect("a rejected prompt (4001) goes back to disconnected with the catalogue message", () => {
    const wallet = testWallet("io.fake", "Fake", { mode: "reject" })
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* Connection).connect("io.fake"))
      assert.strictEqual(error._tag, "UserRejectedRequest")
      const state = yield* connectionState
      assert.strictEqual(state.namespaces.eip155.status, "disconnected")
      assert.deepStrictEqual(attemptOf(state), {
        connectorId: "io.fake",
        namespaces: ["eip155"],
        status: "failed",
        error: "UserRejectedRequest: User rejected the request."
      })
      // The typed error is kept in the namespace's state too (SPEC §8 catalogue), not a message string.
      assert.strictEqual(state.namespaces.eip155.error?._tag, "UserRejectedRequest")
      assert.strictEqual(state.namespaces.eip155.session, undefined)
      assert.strictEqual(yield* accountNow, undefined)
      const events = yield* trackedEvents
      const last = events.at(-1)
      assert.strictEqual(last?._tag, "CONNECT_ERROR")
      assert.strictEqual(last?._tag === "CONNECT_ERROR" ? last.message : undefined, "User rejected the request.")
      assert.strictEqual(last?._tag === "CONNECT_ERROR" ? last.error : undefined, error)
      assert.isFalse(events.some((e) => e._tag === "CONNECT_SUCCESS"))
      // Nothing is remembered for a failed attempt.
      assert.isTrue(Option.isNone(yield* storedConnector))
      assert.deepStrictEqual(yield* Effect.flatMap(Storage, (s) => s.recentWallets.get), [])
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })

  it.effect("a failure while another wallet is connected keeps the status connected (and the old wallet)", () => {
    const first = testWallet("io.first", "First")
    const second = testWallet("io.second", "Second", { mode: "reject", accounts: [SECOND_ADDRESS] })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.first")
      const error = yield* Effect.flip(connection.connect("io.second"))
      assert.strictEqual(error._tag, "UserRejectedRequest")
      const state = yield* connectionState
      assert.strictEqual(state.namespaces.eip155.status, "connected")
      assert.strictEqual(eip155Wallet(state)?.id, "io.first")
      assert.deepStrictEqual(attemptOf(state), {
        connectorId: "io.second",
        namespaces: ["eip155"],
        status: "failed",
        error: "UserRejectedRequest: User rejected the request."
      })
      assert.strictEqual((yield* accountNow)?.address, FAKE_WALLET_ADDRESS)
      assert.deepStrictEqual(yield* storedConnector, Option.some({ id: "io.first", type: "ANNOUNCED" as const, name: "First" }))
      // The first wallet is still watched.
      assert.deepStrictEqual(listeners(first.fake), [1, 1, 1])
    }).pipe(Effect.provide(harness({ wallets: [first, second] })))
  })

  it.effect("connecting the already-current connector fails with ConnectorAlreadyConnected", () => {
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.fake")
      const prompts = methods(wallet.fake).filter((m) => m === "eth_requestAccounts").length
      const error = yield* Effect.flip(connection.connect("io.fake"))
      assert.strictEqual(error._tag, "ConnectorAlreadyConnected")
      assert.strictEqual(error.message, "Connector already connected.")
      assert.strictEqual(methods(wallet.fake).filter((m) => m === "eth_requestAccounts").length, prompts)
      assert.strictEqual(yield* eip155Status, "connected")
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })

  const missing: ReadonlyArray<{ readonly name: string; readonly id: string }> = [
    { name: "an unknown id", id: "io.nowhere" },
    { name: "an empty id", id: "" },
    { name: "the wallet's name instead of its id", id: "Fake" }
  ]
  it.effect.each(missing)("$name fails with WalletNotFound and changes nothing", ({ id }) => {
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* Connection).connect(id))
      assert.strictEqual(error._tag, "WalletNotFound")
      assert.strictEqual(error.message, `Wallet "${id}" is not available on this page.`)
      const state = yield* connectionState
      assert.strictEqual(state.namespaces.eip155.status, "disconnected")
      assert.strictEqual(state.attempt, undefined)
      assert.deepStrictEqual(wallet.fake.calls, [])
      assert.deepStrictEqual(yield* trackedTags, [])
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })

  it.effect("on success the connector and the recent wallet are stored (SPEC §4 on finalize)", () => {
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.fake")
      assert.deepStrictEqual(yield* storedConnector, Option.some({ id: "io.fake", type: "ANNOUNCED" as const, name: "Fake" }))
      const recent = yield* Effect.flatMap(Storage, (s) => s.recentWallets.get)
      assert.deepStrictEqual(recent, [{ id: "io.fake", name: "Fake", rdns: "io.fake" }])
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })

  it.effect("recent wallets are newest first and at most 2 after connecting three wallets in turn", () => {
    const a = testWallet("io.a", "A")
    const b = testWallet("io.b", "B", { accounts: [SECOND_ADDRESS] })
    const c = testWallet("io.c", "C", { accounts: [THIRD_ADDRESS] })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.a")
      yield* connection.connect("io.b")
      yield* connection.connect("io.c")
      const recent = yield* Effect.flatMap(Storage, (s) => s.recentWallets.get)
      assert.deepStrictEqual(recent.map((w) => w.id), ["io.c", "io.b"])
      assert.deepStrictEqual(yield* storedConnector, Option.some({ id: "io.c", type: "ANNOUNCED" as const, name: "C" }))
      assert.strictEqual((yield* accountNow)?.address, THIRD_ADDRESS)
      // Only the current wallet is watched.
      yield* eventually(() => c.fake.listenerCount("accountsChanged") === 1)
      assert.deepStrictEqual(listeners(a.fake), [0, 0, 0])
      assert.deepStrictEqual(listeners(b.fake), [0, 0, 0])
      assert.deepStrictEqual(listeners(c.fake), [1, 1, 1])
    }).pipe(Effect.provide(harness({ wallets: [a, b, c] })))
  })
})

describe("restore on start (SPEC §4: connecting if previously connected, then connected or disconnected)", () => {
  it.effect("settles to connected without prompting when the stored wallet appears and still authorises", () => {
    const wallet = testWallet("io.fake", "Fake", { authorized: true })
    const evm = fakeEvmAdapter()
    return Effect.gen(function*() {
      const connection = yield* Connection
      // The wallet has not announced yet: the restore waits, status connecting.
      assert.strictEqual(yield* eip155Status, "connecting")
      yield* evm.announce(wallet.entry)
      yield* connection.restored
      const state = yield* connectionState
      assert.strictEqual(state.namespaces.eip155.status, "connected")
      assert.strictEqual(eip155Wallet(state)?.id, "io.fake")
      assert.strictEqual((yield* accountNow)?.address, FAKE_WALLET_ADDRESS)
      assert.deepStrictEqual(methods(wallet.fake), ["eth_accounts", "eth_chainId"])
      assert.deepStrictEqual(listeners(wallet.fake), [1, 1, 1])
      // A restore is not a new connection.
      assert.isFalse((yield* trackedTags).includes("CONNECT_SUCCESS"))
    }).pipe(Effect.provide(harness({ evm, storage: storageTestWith(storedConnectorEntry("io.fake", "Fake")) })))
  })

  it.effect("the host's provider asked during the restore is the restored wallet's, not undefined (wagmi's reconnect)", () => {
    const wallet = testWallet("io.fake", "Fake", { authorized: true })
    const evm = fakeEvmAdapter()
    return Effect.gen(function*() {
      const connection = yield* Connection
      const asked = yield* Effect.fork(connection.hostProvider("eip155"))
      yield* untilSleeping
      assert.isTrue(Option.isNone(yield* Fiber.poll(asked)))
      yield* evm.announce(wallet.entry)
      assert.strictEqual(yield* Fiber.join(asked), wallet.fake.provider)
    }).pipe(Effect.provide(harness({ evm, storage: storageTestWith(storedConnectorEntry("io.fake", "Fake")) })))
  })

  it.effect("the host's provider asked during a restore that fails is undefined once it has settled", () =>
    Effect.gen(function*() {
      const connection = yield* Connection
      const asked = yield* Effect.fork(connection.hostProvider("eip155"))
      yield* untilSleeping
      yield* TestClock.adjust(RESTORE_TIMEOUT_MILLIS - 1)
      assert.isTrue(Option.isNone(yield* Fiber.poll(asked)))
      yield* TestClock.adjust(1)
      assert.strictEqual(yield* Fiber.join(asked), undefined)
    }).pipe(Effect.provide(harness({ storage: storageTestWith(storedConnectorEntry("io.gone", "Gone")) }))))

  it.effect("settles to connected when the wallet is already on the page", () => {
    const wallet = testWallet("io.fake", "Fake", { authorized: true, chainId: 42161 })
    return Effect.gen(function*() {
      yield* (yield* Connection).restored
      assert.strictEqual(yield* eip155Status, "connected")
      assert.isFalse(methods(wallet.fake).includes("eth_requestAccounts"))
      // The restored session's chain becomes the active network.
      const network = yield* (yield* Network).state.get
      assert.strictEqual(network.active.caipNetworkId, "eip155:42161")
    }).pipe(
      Effect.provide(harness({
        wallets: [wallet],
        options: { networks: [mainnet, arbitrum] },
        storage: storageTestWith(storedConnectorEntry("io.fake", "Fake"))
      }))
    )
  })

  it.effect("settles to disconnected and clears storage when the wallet no longer authorises (eth_accounts [])", () => {
    const wallet = testWallet("io.fake", "Fake", { authorized: false })
    return Effect.gen(function*() {
      yield* (yield* Connection).restored
      assert.strictEqual(yield* eip155Status, "disconnected")
      assert.isTrue(Option.isNone(yield* storedConnector))
      assert.deepStrictEqual(methods(wallet.fake), ["eth_accounts"])
      assert.deepStrictEqual(listeners(wallet.fake), [0, 0, 0])
      assert.strictEqual(yield* accountNow, undefined)
    }).pipe(
      Effect.provide(harness({ wallets: [wallet], storage: storageTestWith(storedConnectorEntry("io.fake", "Fake")) }))
    )
  })

  it.effect("a failing restore call settles to disconnected, keeps the stored connection and never prompts", () => {
    const wallet = testWallet("io.fake", "Fake", { authorized: true })
    wallet.fake.respondOnce("eth_accounts", { error: { code: 4100, message: "Unauthorized" } })
    return Effect.gen(function*() {
      yield* (yield* Connection).restored
      assert.strictEqual(yield* eip155Status, "disconnected")
      assert.strictEqual((yield* connectionState).namespaces.eip155.error?._tag, "UnauthorizedProvider")
      // Only "no accounts" clears what is stored (issue 7 restore policy).
      assert.isTrue(Option.isSome(yield* storedConnector))
      assert.isFalse(methods(wallet.fake).includes("eth_requestAccounts"))
    }).pipe(
      Effect.provide(harness({ wallets: [wallet], storage: storageTestWith(storedConnectorEntry("io.fake", "Fake")) }))
    )
  })

  it.effect("settles to disconnected after RESTORE_DISCOVERY_TIMEOUT when the wallet never appears, and keeps it stored", () =>
    Effect.gen(function*() {
      const connection = yield* Connection
      yield* untilSleeping
      assert.strictEqual(yield* eip155Status, "connecting")
      yield* TestClock.adjust(RESTORE_TIMEOUT_MILLIS - 1)
      assert.strictEqual(yield* eip155Status, "connecting")
      assert.isTrue(Option.isSome(yield* storedConnector))
      yield* TestClock.adjust(1)
      yield* connection.restored
      assert.strictEqual(yield* eip155Status, "disconnected")
      assert.isTrue(Option.isSome(yield* storedConnector))
    }).pipe(Effect.provide(harness({ storage: storageTestWith(storedConnectorEntry("io.gone", "Gone")) }))))

  it.effect("without a stored connector the status starts disconnected and restore settles at once", () => {
    const wallet = testWallet("io.fake", "Fake", { authorized: true })
    return Effect.gen(function*() {
      assert.strictEqual(yield* eip155Status, "disconnected")
      yield* (yield* Connection).restored
      assert.strictEqual(yield* eip155Status, "disconnected")
      assert.deepStrictEqual(wallet.fake.calls, [])
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })
})

describe("wallet events (EIP-1193 accountsChanged / chainChanged / disconnect)", () => {
  const connected = <A, E, R>(
    body: (wallet: FakeWallet) => Effect.Effect<A, E, R>,
    options: Readonly<Record<string, unknown>> = {}
  ) => {
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.fake")
      yield* eventually(() => wallet.fake.listenerCount("accountsChanged") === 1)
      return yield* body(wallet.fake)
    }).pipe(Effect.provide(harness({ wallets: [wallet], options })))
  }

  it.effect("accountsChanged to a new address updates the account (checksummed)", () =>
    connected((fake) =>
      Effect.gen(function*() {
        fake.emit("accountsChanged", [SECOND_ADDRESS.toLowerCase()])
        const accounts = yield* Effect.flatMap(Account, (a) => waitFor(a.state, (s) => s.eip155?.address === SECOND_ADDRESS))
        assert.strictEqual(accounts.eip155?.caipAddress, `eip155:1:${SECOND_ADDRESS}`)
        assert.strictEqual(yield* eip155Status, "connected")
      })
    ))

  it.effect("accountsChanged [] disconnects and clears storage", () =>
    connected((fake) =>
      Effect.gen(function*() {
        fake.emit("accountsChanged", [])
        const state = yield* waitConnection((s) => s.namespaces.eip155.status === "disconnected")
        assert.strictEqual(state.namespaces.eip155.session, undefined)
        assert.strictEqual(yield* accountNow, undefined)
        assert.isTrue(Option.isNone(yield* storedConnector))
        yield* eventually(() => fake.listenerCount("accountsChanged") === 0)
        assert.deepStrictEqual(listeners(fake), [0, 0, 0])
      })
    ))

  it.effect("the disconnect event clears the connection", () =>
    connected((fake) =>
      Effect.gen(function*() {
        fake.emit("disconnect", { code: 4900, message: "Disconnected" })
        const state = yield* waitConnection((s) => s.namespaces.eip155.status === "disconnected")
        assert.strictEqual(state.namespaces.eip155.session, undefined)
        assert.strictEqual(yield* accountNow, undefined)
        assert.isTrue(Option.isNone(yield* storedConnector))
        yield* eventually(() => fake.listenerCount("disconnect") === 0)
        assert.deepStrictEqual(listeners(fake), [0, 0, 0])
      })
    ))

  const chains: ReadonlyArray<{
    readonly name: string
    readonly payload: string
    readonly active: string
    readonly unsupported: string | undefined
  }> = [
    { name: "an unconfigured chain sets unsupportedChainId", payload: "0x2105", active: "eip155:1", unsupported: "eip155:8453" },
    { name: "a configured chain becomes active", payload: "0xa4b1", active: "eip155:42161", unsupported: undefined }
  ]
  it.effect.each(chains)("chainChanged: $name", ({ payload, active, unsupported }) =>
    connected(
      (fake) =>
        Effect.gen(function*() {
          fake.emit("chainChanged", payload)
          const network = yield* Effect.flatMap(
            Network,
            (n) => waitFor(n.state, (s) => s.unsupportedChainId === unsupported && s.active.caipNetworkId === active)
          )
          assert.strictEqual(network.active.caipNetworkId, active)
          assert.strictEqual(yield* eip155Status, "connected")
        }),
      { networks: [mainnet, arbitrum] }
    ))

  it.effect("back on a configured chain clears unsupportedChainId", () =>
    connected((fake) =>
      Effect.gen(function*() {
        const network = yield* Network
        fake.emit("chainChanged", "0x2105")
        yield* waitFor(network.state, (s) => s.unsupportedChainId === "eip155:8453")
        fake.emit("chainChanged", "0x1")
        yield* waitFor(network.state, (s) => s.unsupportedChainId === undefined)
      })
    ))

  it.effect("garbage events are dropped and the connection stays", () =>
    connected((fake) =>
      Effect.gen(function*() {
        fake.emit("accountsChanged", "not a list")
        fake.emit("accountsChanged", ["0x1234"])
        fake.emit("chainChanged", 8453)
        fake.emit("chainChanged", "0x02105")
        // A valid event after the garbage proves the garbage was processed (in order) and ignored.
        fake.emit("chainChanged", "0xa4b1")
        yield* Effect.flatMap(Network, (n) => waitFor(n.state, (s) => s.unsupportedChainId === "eip155:42161"))
        assert.strictEqual(yield* eip155Status, "connected")
        assert.strictEqual((yield* accountNow)?.address, FAKE_WALLET_ADDRESS)
      })
    ))
})

describe("disconnect (SPEC §4: disconnect clears sessions)", () => {
  it.effect("clears state and storage, revokes permissions and removes the wallet's listeners", () => {
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.fake")
      yield* eventually(() => wallet.fake.listenerCount("accountsChanged") === 1)
      assert.deepStrictEqual(listeners(wallet.fake), [1, 1, 1])
      yield* connection.disconnect()
      const state = yield* connectionState
      assert.strictEqual(state.namespaces.eip155.status, "disconnected")
      assert.strictEqual(state.namespaces.eip155.session, undefined)
      assert.strictEqual(yield* accountNow, undefined)
      assert.isTrue(Option.isNone(yield* storedConnector))
      assert.deepStrictEqual(wallet.fake.calls.at(-1), { method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] })
      assert.deepStrictEqual(listeners(wallet.fake), [0, 0, 0])
      assert.strictEqual((yield* trackedTags).at(-1), "DISCONNECT_SUCCESS")
      // Recent wallets are history, not a session: they survive.
      assert.deepStrictEqual((yield* Effect.flatMap(Storage, (s) => s.recentWallets.get)).map((w) => w.id), ["io.fake"])
      // And the same wallet can connect again.
      yield* connection.connect("io.fake")
      assert.strictEqual(yield* eip155Status, "connected")
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })

  it.effect("a wallet without wallet_revokePermissions still disconnects", () => {
    const wallet = testWallet("io.fake", "Fake")
    wallet.fake.respondOnce("wallet_revokePermissions", { error: { code: 4200, message: "Unsupported" } })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.fake")
      yield* connection.disconnect()
      assert.strictEqual(yield* eip155Status, "disconnected")
      assert.isTrue(Option.isNone(yield* storedConnector))
    }).pipe(Effect.provide(harness({ wallets: [wallet] })))
  })

  it.effect("disposing the runtime removes the wallet's listeners", () => {
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      yield* Effect.gen(function*() {
        yield* (yield* Connection).connect("io.fake")
        yield* eventually(() => wallet.fake.listenerCount("accountsChanged") === 1)
        assert.deepStrictEqual(listeners(wallet.fake), [1, 1, 1])
      }).pipe(Effect.provide(harness({ wallets: [wallet] })))
      // The layer's scope is closed once provide returns.
      assert.deepStrictEqual(listeners(wallet.fake), [0, 0, 0])
    })
  })
})
