/**
 * The namespace-generic Connection over scriptable adapters (issue 7): connect races, restore policy,
 * disconnect with a silent wallet, MULTI_CHAIN connect, and the UnsupportedChain policy both ways.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as TestClock from "effect/TestClock"
import { DISCONNECT_WALLET_TIMEOUT, RESTORE_DISCOVERY_TIMEOUT, RESTORE_WALLET_TIMEOUT } from "../../layers/live/Connection.js"
import { type FakeChainWallet, makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import { storageTestWith } from "../../layers/test/Storage.js"
import { CaipNetworkId } from "../../schemas/entities/ids.js"
import { arbitrum, mainnet } from "../../schemas/networks/evm.js"
import { solana } from "../../schemas/networks/solana.js"
import * as intents from "../../runtime/intents.js"
import { Account } from "../../services/Account.js"
import { Connection, type ConnectionState } from "../../services/Connection.js"
import { Connectors } from "../../services/Connectors.js"
import { Modal } from "../../services/Modal.js"
import { Network } from "../../services/Network.js"
import { Router } from "../../services/Router.js"
import { Storage } from "../../services/Storage.js"
import { eventually, harness, SECOND_ADDRESS, storedConnectorEntry, trackedEvents, trackedTags, untilSleeping, waitFor } from "./harness.js"

const EVM_A = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const SOL_A = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"

const evmWallet = (name: string, options: Partial<Parameters<typeof makeFakeChainWallet>[0]> = {}) =>
  makeFakeChainWallet({ name, rdns: `io.${name.toLowerCase()}`, accounts: { eip155: [EVM_A] }, ...options })

/** A graph whose only adapter is a scriptable eip155 one (plus solana when given). */
const graph = (
  evm: ReadonlyArray<FakeChainWallet>,
  more: { readonly solana?: ReadonlyArray<FakeChainWallet>; readonly storage?: Record<string, string>; readonly options?: Record<string, unknown> } = {}
) => {
  const evmAdapter = makeFakeAdapter("eip155", evm)
  const solAdapter = makeFakeAdapter("solana", more.solana ?? [])
  const layer = harness({
    noAdapters: true,
    options: {
      adapters: more.solana === undefined ? [evmAdapter.adapter] : [evmAdapter.adapter, solAdapter.adapter],
      networks: more.solana === undefined ? [mainnet, arbitrum] : [mainnet, solana],
      ...more.options
    },
    ...(more.storage === undefined ? {} : { storage: storageTestWith(more.storage) })
  })
  return { layer, evmAdapter, solAdapter }
}

/** Stored EVM and Solana wallets: the EVM one holds its restore (locked), the Solana one answers. */
const heldEvmRestore = () => {
  const evm = evmWallet("Evm", { authorized: true, restoreMode: "hold" })
  const sol = makeFakeChainWallet({ name: "Sol", authorized: true, accounts: { solana: [SOL_A] } })
  const { layer } = graph([evm], {
    solana: [sol],
    storage: { ...storedConnectorEntry("io.evm", "Evm"), ...storedConnectorEntry("Sol", "Sol", "solana") }
  })
  return { layer, sol }
}

const state = Effect.flatMap(Connection, (c) => c.state.get)
const status = (namespace: "eip155" | "solana") => Effect.map(state, (s) => s.namespaces[namespace].status)
const waitConnection = (predicate: (s: ConnectionState) => boolean) => Effect.flatMap(Connection, (c) => waitFor(c.state, predicate))
const stored = (namespace: "eip155" | "solana") => Effect.flatMap(Storage, (s) => s.connectedConnector.get(namespace))

describe("connect races (one attempt per namespace)", () => {
  it.effect("a newer attempt interrupts the older one; the older wallet's late approval is ignored", () => {
    const first = evmWallet("First", { mode: "hold" })
    const second = evmWallet("Second", { accounts: { eip155: [SECOND_ADDRESS] } })
    const { layer } = graph([first, second])
    return Effect.gen(function*() {
      const connection = yield* Connection
      const older = yield* Effect.fork(connection.connect("io.first"))
      yield* eventually(() => first.held.length === 1)
      yield* connection.connect("io.second")
      const exit = yield* Fiber.await(older)
      assert.isTrue(Exit.isInterrupted(exit))
      // The first wallet approves long after: nothing changes.
      yield* first.release("approve")
      yield* Effect.yieldNow()
      const s = yield* state
      assert.strictEqual(s.namespaces.eip155.session?.address, SECOND_ADDRESS)
      assert.strictEqual(s.namespaces.eip155.connectorId, "io.second")
      assert.strictEqual(s.attempt, undefined)
      assert.deepStrictEqual(yield* stored("eip155"), Option.some({ id: "io.second", type: "ANNOUNCED" as const, name: "Second" }))
    }).pipe(Effect.provide(layer))
  })

  it.effect("Back from ConnectingExternal abandons the attempt: status restored, a late approval ignored", () => {
    const wallet = evmWallet("Slow", { mode: "hold" })
    const { layer } = graph([wallet])
    return Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open()
      const intent = yield* Effect.fork(intents.selectConnector("io.slow"))
      yield* eventually(() => wallet.held.length === 1)
      assert.strictEqual(yield* status("eip155"), "connecting")
      assert.strictEqual((yield* (yield* Router).state.get).view, "ConnectingExternal")
      yield* modal.back
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.strictEqual((yield* state).attempt, undefined)
      assert.strictEqual((yield* (yield* Router).state.get).view, "Connect")
      yield* Fiber.await(intent)
      yield* wallet.release("approve")
      yield* Effect.yieldNow()
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.strictEqual((yield* (yield* Router).state.get).view, "Connect")
      assert.isTrue(Option.isNone(yield* stored("eip155")))
    }).pipe(Effect.provide(layer))
  })

  it.effect("an interrupted attempt while connected goes back to connected with the old session", () => {
    const current = evmWallet("Current")
    const next = evmWallet("Next", { mode: "hold", accounts: { eip155: [SECOND_ADDRESS] } })
    const { layer } = graph([current, next])
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.current")
      const attempt = yield* Effect.fork(connection.connect("io.next"))
      yield* eventually(() => next.held.length === 1)
      assert.strictEqual(yield* status("eip155"), "connecting")
      yield* connection.cancel
      yield* Fiber.await(attempt)
      const s = yield* state
      assert.strictEqual(s.namespaces.eip155.status, "connected")
      assert.strictEqual(s.namespaces.eip155.session?.connector.id, "io.current")
    }).pipe(Effect.provide(layer))
  })

  it.effect("two wallets in two namespaces connect side by side; the newest is the active namespace", () => {
    const evm = evmWallet("Evm")
    const sol = makeFakeChainWallet({ name: "Sol", accounts: { solana: [SOL_A] } })
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.evm")
      yield* connection.connect("Sol")
      const s = yield* state
      assert.strictEqual(s.namespaces.eip155.status, "connected")
      assert.strictEqual(s.namespaces.solana.status, "connected")
      assert.strictEqual((yield* (yield* Network).state.get).activeNamespace, "solana")
      assert.strictEqual(s.namespaces.solana.session?.caipAddress, `${solana.caipNetworkId}:${SOL_A}`)
      yield* connection.disconnect("solana")
      const after = yield* state
      assert.strictEqual(after.namespaces.eip155.status, "connected")
      assert.strictEqual((yield* (yield* Network).state.get).activeNamespace, "eip155")
    }).pipe(Effect.provide(layer))
  })
})

describe("MULTI_CHAIN (one wallet found by several adapters)", () => {
  it.effect("is listed once, connects every namespace in one action and stores MULTI_CHAIN", () => {
    const phantom = makeFakeChainWallet({ name: "Phantom", rdns: "app.phantom", accounts: { eip155: [EVM_A], solana: [SOL_A] } })
    const { layer } = graph([phantom], { solana: [phantom] })
    return Effect.gen(function*() {
      const list = yield* (yield* Connectors).list.get
      assert.deepStrictEqual(list.map((c) => [c.id, c.type, c.namespaces]), [["app.phantom", "MULTI_CHAIN", ["eip155", "solana"]]])
      const sessions = yield* (yield* Connection).connect("app.phantom")
      assert.deepStrictEqual(sessions.map((s) => [s.namespace, s.connector.type]), [["eip155", "MULTI_CHAIN"], ["solana", "MULTI_CHAIN"]])
      const s = yield* state
      assert.strictEqual(s.namespaces.eip155.connectorId, "app.phantom")
      assert.strictEqual(s.namespaces.solana.connectorId, "app.phantom")
      assert.deepStrictEqual(phantom.calls, ["eip155:connect", "solana:connect"])
      assert.strictEqual(Option.getOrUndefined(yield* stored("solana"))?.type, "MULTI_CHAIN")
      // Connecting it again is the catalogue error; one namespace alone is allowed to reconnect neither.
      const again = yield* Effect.flip((yield* Connection).connect("app.phantom"))
      assert.strictEqual(again._tag, "ConnectorAlreadyConnected")
    }).pipe(Effect.provide(layer))
  })

  it.effect("without a shared rdns, two faces with one name are two entries (a name proves nothing); each connects alone", () => {
    const evm = makeFakeChainWallet({ name: "Duo", accounts: { eip155: [EVM_A] } })
    const sol = makeFakeChainWallet({ name: "duo", accounts: { solana: [SOL_A] } })
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const list = yield* (yield* Connectors).list.get
      assert.deepStrictEqual(list.map((c) => [c.id, c.type, c.walletIds]), [
        ["Duo", "ANNOUNCED", { eip155: "Duo" }],
        ["duo", "ANNOUNCED", { solana: "duo" }]
      ])
      const sessions = yield* (yield* Connection).connect("duo")
      assert.deepStrictEqual(sessions.map((s) => s.namespace), ["solana"])
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.deepStrictEqual(evm.calls, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the Account view's Disconnect ends every namespace of the wallet shown, with one event", () => {
    const phantom = makeFakeChainWallet({ name: "Phantom", rdns: "app.phantom", accounts: { eip155: [EVM_A], solana: [SOL_A] } })
    const { layer } = graph([phantom], { solana: [phantom] })
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("app.phantom")
      yield* intents.disconnectWallet("solana")
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.strictEqual(yield* status("solana"), "disconnected")
      assert.deepStrictEqual(phantom.calls.slice(2).toSorted(), ["eip155:disconnect", "solana:disconnect"])
      assert.strictEqual((yield* (yield* Router).state.get).view, "Connect")
      assert.strictEqual((yield* trackedTags).filter((tag) => tag === "DISCONNECT_SUCCESS").length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("disconnectWallet leaves a namespace connected through another wallet; the home view shows its account", () => {
    const evm = evmWallet("Evm")
    const sol = makeFakeChainWallet({ name: "Sol", accounts: { solana: [SOL_A] } })
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.evm")
      yield* connection.connect("Sol")
      yield* intents.disconnectWallet("solana")
      assert.strictEqual(yield* status("solana"), "disconnected")
      assert.strictEqual(yield* status("eip155"), "connected")
      assert.strictEqual((yield* (yield* Router).state.get).view, "Account")
    }).pipe(Effect.provide(layer))
  })

  it.effect("one namespace of a MULTI_CHAIN entry connects on request", () => {
    const evm = makeFakeChainWallet({ name: "Duo", rdns: "io.duo", accounts: { eip155: [EVM_A] } })
    const sol = makeFakeChainWallet({ name: "Duo", rdns: "io.duo", accounts: { solana: [SOL_A] } })
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const sessions = yield* (yield* Connection).connect("io.duo", { namespace: "solana" })
      assert.deepStrictEqual(sessions.map((s) => s.namespace), ["solana"])
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.deepStrictEqual(evm.calls, [])
    }).pipe(Effect.provide(layer))
  })

})

describe("restore policy (issue 7)", () => {
  it.effect("a locked wallet keeps the session stored, shows disconnected, and restores once it reports accounts", () => {
    const wallet = evmWallet("Locked", { authorized: true, restoreMode: "hold" })
    const { layer } = graph([wallet], { storage: storedConnectorEntry("io.locked", "Locked") })
    return Effect.gen(function*() {
      const connection = yield* Connection
      assert.strictEqual(yield* status("eip155"), "connecting")
      yield* eventually(() => wallet.calls.includes("eip155:restore"))
      yield* untilSleeping
      yield* TestClock.adjust(Duration.toMillis(RESTORE_WALLET_TIMEOUT) - 1)
      assert.strictEqual(yield* status("eip155"), "connecting")
      yield* TestClock.adjust(1)
      yield* connection.restored
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.strictEqual((yield* state).namespaces.eip155.error?._tag, "ConnectorBadResponse")
      assert.isTrue(Option.isSome(yield* stored("eip155")))
      // Unlocked: the wallet reports its accounts, and the restore runs again without prompting.
      wallet.restoreMode = "answer"
      yield* eventually(() => wallet.listeners("eip155") === 1)
      yield* wallet.emit("eip155", { _tag: "AccountsChanged", accounts: [EVM_A] })
      const s = yield* waitConnection((c) => c.namespaces.eip155.status === "connected")
      assert.strictEqual(s.namespaces.eip155.session?.address, EVM_A)
      assert.deepStrictEqual(wallet.calls, ["eip155:restore", "eip155:restore"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wallet that is not on the page yet is retried when it announces, after the timeout", () => {
    const late = evmWallet("Late", { authorized: true })
    const { layer, evmAdapter } = graph([], { storage: storedConnectorEntry("io.late", "Late") })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* untilSleeping
      yield* TestClock.adjust(Duration.toMillis(RESTORE_DISCOVERY_TIMEOUT))
      yield* connection.restored
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.isTrue(Option.isSome(yield* stored("eip155")))
      yield* evmAdapter.announce(late)
      const s = yield* waitConnection((c) => c.namespaces.eip155.status === "connected")
      assert.strictEqual(s.namespaces.eip155.session?.connector.id, "io.late")
      assert.deepStrictEqual(late.calls, ["eip155:restore"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("only a wallet answering with no accounts clears the stored connection", () => {
    const wallet = evmWallet("Revoked", { authorized: false })
    const { layer } = graph([wallet], { storage: storedConnectorEntry("io.revoked", "Revoked") })
    return Effect.gen(function*() {
      yield* (yield* Connection).restored
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.isTrue(Option.isNone(yield* stored("eip155")))
      assert.deepStrictEqual(wallet.calls, ["eip155:restore"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the start-up restore never wipes a newer connection (it times out after the visitor connected)", () => {
    const other = evmWallet("Other", { accounts: { eip155: [SECOND_ADDRESS] } })
    const { layer } = graph([other], { storage: storedConnectorEntry("io.gone", "Gone") })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* untilSleeping
      yield* connection.connect("io.other")
      // The restore's discovery timeout passes after the new connection.
      yield* TestClock.adjust(Duration.toMillis(RESTORE_DISCOVERY_TIMEOUT) * 2)
      yield* connection.restored
      const s = yield* state
      assert.strictEqual(s.namespaces.eip155.status, "connected")
      assert.strictEqual(s.namespaces.eip155.session?.address, SECOND_ADDRESS)
      assert.deepStrictEqual(yield* stored("eip155"), Option.some({ id: "io.other", type: "ANNOUNCED" as const, name: "Other" }))
      assert.strictEqual((yield* (yield* Account).state.get).eip155?.address, SECOND_ADDRESS)
      assert.strictEqual(other.listeners("eip155"), 1)
    }).pipe(Effect.provide(layer))
  })
})

describe("disconnect", () => {
  it.effect("a silent wallet cannot hold it: local clean-up first, the revoke gives up after its timeout", () => {
    const wallet = evmWallet("Silent", { silentDisconnect: true })
    const { layer } = graph([wallet])
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.silent")
      const fiber = yield* Effect.fork(connection.disconnect())
      yield* eventually(() => wallet.calls.includes("eip155:disconnect"))
      // Already clean locally while the wallet is still silent.
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.isTrue(Option.isNone(yield* stored("eip155")))
      assert.strictEqual((yield* (yield* Account).state.get).eip155, undefined)
      assert.strictEqual(wallet.listeners("eip155"), 0)
      yield* TestClock.adjust(Duration.toMillis(DISCONNECT_WALLET_TIMEOUT))
      assert.isTrue(Exit.isSuccess(yield* Fiber.await(fiber)))
    }).pipe(Effect.provide(layer))
  })
})

describe("UnsupportedChain policy (SPEC §2 allowUnsupportedChain)", () => {
  const onBase = () => evmWallet("Based", { chains: { eip155: CaipNetworkId.make("eip155:8453") } })

  it.effect("without allowUnsupportedChain, connecting on an unconfigured chain routes to UnsupportedChain", () => {
    const wallet = onBase()
    const { layer } = graph([wallet])
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      yield* intents.selectConnector("io.based")
      const router = yield* (yield* Router).state.get
      assert.strictEqual(router.view, "UnsupportedChain")
      // SPEC §2: back closes from UnsupportedChain.
      assert.isFalse(router.canGoBack)
      const network = yield* (yield* Network).state.get
      assert.strictEqual(network.unsupportedChainId, "eip155:8453")
      // Never labelled or priced as the configured chain.
      const account = (yield* (yield* Account).state.get).eip155
      assert.strictEqual(account?.caipAddress, `eip155:8453:${EVM_A}`)
      assert.strictEqual(account?.balanceSymbol, undefined)
      // Switching to a configured network leaves the view.
      yield* intents.switchNetwork("eip155:1")
      yield* waitFor((yield* Router).state, (r) => r.view === "Account")
      assert.deepStrictEqual(wallet.calls.at(-1), "eip155:switch:eip155:1")
    }).pipe(Effect.provide(layer))
  })

  it.effect("with allowUnsupportedChain, the account stays usable and says so", () => {
    const wallet = onBase()
    const { layer } = graph([wallet], { options: { allowUnsupportedChain: true } })
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      yield* intents.selectConnector("io.based")
      assert.strictEqual((yield* (yield* Router).state.get).view, "Account")
      const account = (yield* (yield* Account).state.get).eip155
      assert.strictEqual(account?.unsupportedChain, true)
      assert.strictEqual(account?.balanceSymbol, undefined)
      assert.strictEqual((yield* (yield* Network).state.get).unsupportedChainId, "eip155:8453")
    }).pipe(Effect.provide(layer))
  })

  it.effect("while the Account view is open, a wallet moving to an unconfigured chain routes to UnsupportedChain and back", () => {
    const wallet = evmWallet("Mover")
    // The modal stays open after the connect (autoClose off) to watch the Account view.
    const { layer } = graph([wallet], { options: { autoClose: false } })
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      yield* intents.selectConnector("io.mover")
      const router = yield* Router
      assert.strictEqual((yield* router.state.get).view, "Account")
      yield* wallet.emit("eip155", { _tag: "ChainChanged", caipNetworkId: CaipNetworkId.make("eip155:8453") })
      yield* waitFor(router.state, (r) => r.view === "UnsupportedChain")
      // The account is on the real chain, with nothing of mainnet's.
      const account = (yield* (yield* Account).state.get).eip155
      assert.strictEqual(account?.caipAddress, `eip155:8453:${EVM_A}`)
      assert.strictEqual(account?.balanceSymbol, undefined)
      yield* wallet.emit("eip155", { _tag: "ChainChanged", caipNetworkId: CaipNetworkId.make("eip155:42161") })
      yield* waitFor(router.state, (r) => r.view === "Account")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wallet revoking while the Account view is open routes to Connect (no empty card)", () => {
    const wallet = evmWallet("Revoker")
    // The modal stays open after the connect (autoClose off) to watch the Account view.
    const { layer } = graph([wallet], { options: { autoClose: false } })
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      yield* intents.selectConnector("io.revoker")
      const router = yield* Router
      yield* eventually(() => wallet.listeners("eip155") === 1)
      yield* wallet.emit("eip155", { _tag: "AccountsChanged", accounts: [] })
      yield* waitFor(router.state, (r) => r.view === "Connect")
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.isTrue((yield* (yield* Modal).state.get).open)
    }).pipe(Effect.provide(layer))
  })

  it.effect("switchNetwork to another namespace's network makes that namespace active", () => {
    const evm = evmWallet("Evm")
    const sol = makeFakeChainWallet({ name: "Sol", accounts: { solana: [SOL_A] } })
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.evm")
      assert.strictEqual((yield* (yield* Network).state.get).activeNamespace, "eip155")
      yield* intents.switchNetwork(solana.caipNetworkId)
      const network = yield* (yield* Network).state.get
      assert.strictEqual(network.activeNamespace, "solana")
      assert.strictEqual(network.active.caipNetworkId, solana.caipNetworkId)
      const failure = yield* Effect.flip(intents.switchNetwork("eip155:999"))
      assert.strictEqual(failure._tag, "ChainNotConfigured")
    }).pipe(Effect.provide(layer))
  })
})

describe("the active namespace (Network owns it; Connection and the hooks read it there)", () => {
  const active = Effect.flatMap(Network, (n) => Effect.map(n.state.get, (s) => s.activeNamespace))

  it.effect("a MULTI_CHAIN connect leaves its first namespace active, whichever approval lands first", () => {
    const evm = makeFakeChainWallet({ name: "Duo", rdns: "io.duo", mode: "hold", accounts: { eip155: [EVM_A] } })
    const sol = makeFakeChainWallet({ name: "Duo", rdns: "io.duo", accounts: { solana: [SOL_A] } })
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const attempt = yield* Effect.fork((yield* Connection).connect("io.duo"))
      yield* waitConnection((s) => s.namespaces.solana.status === "connected")
      // Solana landed first, but eip155 is still connecting: it does not take the active namespace.
      assert.strictEqual(yield* active, "eip155")
      yield* eventually(() => evm.held.length === 1)
      yield* evm.release("approve")
      yield* Fiber.join(attempt)
      assert.strictEqual(yield* active, "eip155")
    }).pipe(Effect.provide(layer))
  })

  it.effect("when the active namespace's session ends it moves to another connected namespace, else the default one", () => {
    const evm = evmWallet("Evm")
    const sol = makeFakeChainWallet({ name: "Sol", accounts: { solana: [SOL_A] } })
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("Sol")
      assert.strictEqual(yield* active, "solana")
      yield* connection.connect("io.evm")
      assert.strictEqual(yield* active, "eip155")
      // Disconnecting a namespace that is not the active one leaves it alone.
      yield* connection.disconnect("solana")
      assert.strictEqual(yield* active, "eip155")
      yield* connection.connect("Sol")
      assert.strictEqual(yield* active, "solana")
      // The wallet revokes the active namespace: the other connected one takes over.
      yield* eventually(() => sol.listeners("solana") === 1)
      yield* sol.emit("solana", { _tag: "AccountsChanged", accounts: [] })
      yield* waitConnection((s) => s.namespaces.solana.status === "disconnected")
      assert.strictEqual(yield* active, "eip155")
      // The account calls without a namespace mean follows: it is the EVM one.
      assert.strictEqual(yield* connection.signMessage("hi"), `signed:${EVM_A}:hi`)
      // Nothing connected: back to the default network's namespace.
      yield* connection.connect("Sol")
      yield* connection.disconnect()
      assert.strictEqual(yield* active, "eip155")
    }).pipe(Effect.provide(layer))
  })

  it.effect("only a namespace the host configured can become active", () => {
    const { layer } = graph([evmWallet("Evm")])
    return Effect.gen(function*() {
      const network = yield* Network
      yield* network.setActiveNamespace("solana")
      assert.strictEqual(yield* active, "eip155")
      yield* network.clearWallet("eip155", ["solana"])
      assert.strictEqual(yield* active, "eip155")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a restore never takes the active namespace from one that is connecting", () => {
    const { layer, sol } = heldEvmRestore()
    return Effect.gen(function*() {
      yield* waitConnection((s) => s.namespaces.solana.status === "connected")
      assert.strictEqual(yield* status("eip155"), "connecting")
      assert.strictEqual(yield* active, "eip155")
    }).pipe(Effect.provide(layer))
  })
})

describe("the host's provider during the start-up restore", () => {
  it.effect("waits for the asked namespace's restore only: a held EVM restore does not hold Solana's provider", () => {
    const { layer, sol } = heldEvmRestore()
    return Effect.gen(function*() {
      const connection = yield* Connection
      const evmProvider = yield* Effect.fork(connection.hostProvider("eip155"))
      yield* waitConnection((s) => s.namespaces.solana.status === "connected")
      assert.strictEqual(yield* connection.hostProvider("solana"), sol)
      yield* untilSleeping
      assert.strictEqual(yield* status("eip155"), "connecting")
      assert.isTrue(Option.isNone(yield* Fiber.poll(evmProvider)))
      // The EVM restore gives up at its bound: the waiting host gets no provider, as the core shows disconnected.
      yield* TestClock.adjust(RESTORE_WALLET_TIMEOUT)
      assert.strictEqual(yield* Fiber.join(evmProvider), undefined)
      assert.strictEqual(yield* status("eip155"), "disconnected")
    }).pipe(Effect.provide(layer))
  })
})

describe("the active namespace after a restore that finds no wallet", () => {
  it.effect("moves to the namespace that did restore once the active one's wallet stays away", () => {
    const sol = makeFakeChainWallet({ name: "Sol", authorized: true, accounts: { solana: [SOL_A] } })
    const { layer } = graph([], {
      solana: [sol],
      storage: { ...storedConnectorEntry("io.gone", "Gone"), ...storedConnectorEntry("Sol", "Sol", "solana") }
    })
    return Effect.gen(function*() {
      const active = Effect.flatMap(Network, (n) => Effect.map(n.state.get, (s) => s.activeNamespace))
      yield* waitConnection((s) => s.namespaces.solana.status === "connected")
      // The EVM wallet may still announce itself: eip155 stays active while it is connecting.
      assert.strictEqual(yield* active, "eip155")
      yield* untilSleeping
      yield* TestClock.adjust(Duration.toMillis(RESTORE_DISCOVERY_TIMEOUT))
      yield* (yield* Connection).restored
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.strictEqual(yield* active, "solana")
      assert.isTrue(Option.isSome(yield* stored("eip155")))
    }).pipe(Effect.provide(layer))
  })
})

describe("the modal's home follows the active namespace", () => {
  it.effect("choosing a network of a namespace with no connection shows Connect, never an empty Account", () => {
    const evm = evmWallet("Evm")
    const sol = makeFakeChainWallet({ name: "Sol", accounts: { solana: [SOL_A] } })
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const router = yield* Router
      yield* (yield* Connection).connect("io.evm")
      yield* (yield* Modal).open()
      assert.strictEqual((yield* router.state.get).view, "Account")
      yield* intents.showView({ view: "Networks" })
      yield* intents.chooseNetwork(solana.caipNetworkId)
      // Connect for Solana's wallets, over the Account view (Back returns to it); the EVM account stays active
      // (issue 23: not a disconnect) and Solana's network is preselected.
      assert.deepStrictEqual((yield* router.state.get).route, { view: "Connect", namespace: "solana" })
      assert.deepStrictEqual((yield* router.state.get).history.map((r) => r.view), ["Account", "Connect"])
      const network = yield* (yield* Network).state.get
      assert.strictEqual(network.activeNamespace, "eip155")
      assert.strictEqual(network.activeByNamespace.solana?.caipNetworkId, solana.caipNetworkId)
      // The EVM connection is untouched; once Solana connects, its account is the one shown.
      assert.strictEqual(yield* status("eip155"), "connected")
      yield* intents.selectConnector("Sol", { namespace: "solana" })
      yield* waitFor(router.state, (r) => r.view === "Account")
      assert.strictEqual((yield* (yield* Network).state.get).activeNamespace, "solana")
    }).pipe(Effect.provide(layer))
  })
})

describe("every exit settles the attempt (issue 20)", () => {
  /** One MULTI_CHAIN wallet as two faces with the same rdns, each face prompting on its own. */
  const duo = (evmMode: "approve" | "hold", solMode: "approve" | "hold") => ({
    evm: makeFakeChainWallet({ name: "Duo", rdns: "io.duo", mode: evmMode, accounts: { eip155: [EVM_A] } }),
    sol: makeFakeChainWallet({ name: "Duo", rdns: "io.duo", mode: solMode, accounts: { solana: [SOL_A] } })
  })
  const recentIds = Effect.flatMap(Storage, (s) => Effect.map(s.recentWallets.get, (list) => list.map((w) => w.id)))

  it.effect("a host disconnect() during a pending connect settles the attempt; the late approval is ignored", () => {
    const wallet = evmWallet("Slow", { mode: "hold" })
    const { layer } = graph([wallet])
    return Effect.gen(function*() {
      const connection = yield* Connection
      const attempt = yield* Effect.fork(connection.connect("io.slow"))
      yield* eventually(() => wallet.held.length === 1)
      assert.strictEqual((yield* state).attempt?.status, "pending")
      yield* connection.disconnect()
      assert.isTrue(Exit.isInterrupted(yield* Fiber.await(attempt)))
      const s = yield* state
      assert.strictEqual(s.attempt, undefined)
      assert.strictEqual(s.namespaces.eip155.status, "disconnected")
      yield* wallet.release("approve")
      yield* Effect.yieldNow()
      assert.strictEqual(yield* status("eip155"), "disconnected")
      assert.deepStrictEqual(yield* recentIds, [])
    }).pipe(Effect.provide(layer))
  })

  for (const order of ["Solana connected, then EVM interrupted", "EVM interrupted, then Solana approved"] as const) {
    it.effect(`MULTI_CHAIN, ${order}: resolves with Solana, stores the recent wallet, tracks CONNECT_SUCCESS`, () => {
      const solanaFirst = order.startsWith("Solana")
      const { evm, sol } = duo("hold", solanaFirst ? "approve" : "hold")
      const { layer } = graph([evm], { solana: [sol] })
      return Effect.gen(function*() {
        const connection = yield* Connection
        const attempt = yield* Effect.fork(connection.connect("io.duo"))
        if (solanaFirst) yield* waitConnection((s) => s.namespaces.solana.status === "connected")
        yield* eventually(() => evm.held.length === 1 && (solanaFirst || sol.held.length === 1))
        yield* connection.disconnect("eip155")
        if (!solanaFirst) {
          assert.strictEqual((yield* state).attempt?.status, "pending")
          yield* sol.release("approve")
        }
        const sessions = yield* Fiber.join(attempt)
        assert.deepStrictEqual(sessions.map((s) => s.namespace), ["solana"])
        const s = yield* state
        assert.strictEqual(s.attempt, undefined)
        assert.deepStrictEqual([s.namespaces.eip155.status, s.namespaces.solana.status], ["disconnected", "connected"])
        assert.deepStrictEqual(yield* recentIds, ["io.duo"])
        assert.isTrue((yield* trackedTags).includes("CONNECT_SUCCESS"))
      }).pipe(Effect.provide(layer))
    })
  }

  it.effect("MULTI_CHAIN through the modal: one namespace interrupted, the other connected, the modal moves on to Account", () => {
    const { evm, sol } = duo("hold", "hold")
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const router = yield* Router
      yield* (yield* Modal).open()
      const intent = yield* Effect.fork(intents.selectConnector("io.duo"))
      yield* eventually(() => evm.held.length === 1 && sol.held.length === 1)
      assert.strictEqual((yield* router.state.get).view, "ConnectingExternal")
      yield* (yield* Connection).disconnect("solana")
      yield* evm.release("approve")
      yield* Fiber.join(intent)
      assert.strictEqual((yield* router.state.get).view, "Account")
      assert.strictEqual((yield* state).attempt, undefined)
    }).pipe(Effect.provide(layer))
  })

  /** Through the modal: Duo (both faces prompting), then Other (EVM only) takes Duo's EVM namespace over. */
  const overtaken = () => {
    const { evm, sol } = duo("hold", "hold")
    const other = evmWallet("Other", { mode: "hold", accounts: { eip155: [SECOND_ADDRESS] } })
    const { layer } = graph([evm, other], { solana: [sol] })
    const start = Effect.gen(function*() {
      yield* (yield* Modal).open()
      const older = yield* Effect.fork(intents.selectConnector("io.duo"))
      yield* eventually(() => evm.held.length === 1 && sol.held.length === 1)
      const newer = yield* Effect.fork(intents.selectConnector("io.other"))
      yield* eventually(() => other.held.length === 1)
      return { older, newer }
    })
    return { sol, other, layer, start }
  }
  /** The newer attempt still shows and is still pending. */
  const newerShows = Effect.gen(function*() {
    const { route } = yield* (yield* Router).state.get
    assert.deepStrictEqual([route.view, route.view === "ConnectingExternal" ? route.connectorId : undefined], ["ConnectingExternal", "io.other"])
    const { attempt } = yield* state
    assert.deepStrictEqual([attempt?.connectorId, attempt?.status], ["io.other", "pending"])
  })

  it.effect("an overtaken attempt that later connects a namespace leaves the modal and the events to the newer one", () => {
    const { sol, other, layer, start } = overtaken()
    return Effect.gen(function*() {
      const { older, newer } = yield* start
      yield* sol.release("approve")
      yield* Fiber.join(older)
      yield* newerShows
      assert.strictEqual(yield* status("solana"), "connected")
      assert.isFalse((yield* trackedTags).includes("CONNECT_SUCCESS"))
      // The newer attempt's own outcome moves the modal and is the one tracked.
      yield* other.release("approve")
      yield* Fiber.join(newer)
      assert.strictEqual((yield* (yield* Router).state.get).view, "Account")
      assert.deepStrictEqual((yield* trackedEvents).flatMap((e) => (e._tag === "CONNECT_SUCCESS" ? [e.name] : [])), ["Other"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("an overtaken attempt that fails in its other namespace tracks no CONNECT_ERROR and leaves the newer attempt pending", () => {
    const { sol, layer, start } = overtaken()
    return Effect.gen(function*() {
      const { older } = yield* start
      yield* sol.release("reject")
      yield* Fiber.await(older)
      yield* newerShows
      assert.isFalse((yield* trackedTags).includes("CONNECT_ERROR"))
    }).pipe(Effect.provide(layer))
  })

  it.effect("the caller interrupted: the attempt's operations stop and the attempt settles", () => {
    const { evm, sol } = duo("hold", "hold")
    const { layer } = graph([evm], { solana: [sol] })
    return Effect.gen(function*() {
      const attempt = yield* Effect.fork((yield* Connection).connect("io.duo"))
      yield* eventually(() => evm.held.length === 1 && sol.held.length === 1)
      yield* Fiber.interrupt(attempt)
      const s = yield* state
      assert.strictEqual(s.attempt, undefined)
      assert.deepStrictEqual([s.namespaces.eip155.status, s.namespaces.solana.status], ["disconnected", "disconnected"])
      yield* evm.release("approve")
      yield* sol.release("approve")
      yield* Effect.yieldNow()
      assert.deepStrictEqual([yield* status("eip155"), yield* status("solana")], ["disconnected", "disconnected"])
    }).pipe(Effect.provide(layer))
  })
})
