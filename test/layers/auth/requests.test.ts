/**
 * Wallet requests of the embedded account (SPEC §4 signed-in wallet requests, §6): signing and sending through
 * the approval panel (ApproveTransaction on the SPEC §2 transaction stack), each send handed to the frame at
 * most once, a rejection aborting the other open requests, the forced close, a disallowed method (modal, then
 * "Action not allowed" 300 ms later), and the host's EIP-1193 / Solana providers.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import type { EmbeddedEip1193 } from "../../../layers/live/auth/eip1193.js"
import type { SolanaProvider } from "../../../layers/live/solana/provider.js"
import {
  TEST_FRAME_OTP,
  TEST_FRAME_SIGNATURE,
  TEST_FRAME_SOLANA_ADDRESS,
  TEST_FRAME_TX_HASH
} from "../../../layers/test/SecureFrame.js"
import { FAKE_WALLET_ADDRESS } from "../../../layers/test/fakeWallet.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import { solana } from "../../../schemas/networks/solana.js"
import { NATIVE_TOKEN_ID } from "../../../schemas/send.js"
import { ChainAdapters } from "../../../services/ChainAdapter.js"
import { Connection } from "../../../services/Connection.js"
import { EmbeddedWallet } from "../../../services/EmbeddedWallet.js"
import { Modal } from "../../../services/Modal.js"
import { Router } from "../../../services/Router.js"
import { Toasts } from "../../../services/Toasts.js"
import { eventually, untilSleeping, waitFor } from "../../services/harness.js"
import { embeddedGraph, until } from "./harness.js"

const RECIPIENT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const signIn = Effect.gen(function*() {
  const wallet = yield* EmbeddedWallet
  yield* wallet.submitEmail("visitor@example.com")
  yield* wallet.submitOtp(TEST_FRAME_OTP)
})

const view = Effect.flatMap(Router, (r) => Effect.map(r.state.get, (s) => s.view))
const isOpen = Effect.flatMap(Modal, (m) => Effect.map(m.state.get, (s) => s.open))
const evmProvider = Effect.flatMap(Connection, (c) => c.hostProvider("eip155")) as Effect.Effect<EmbeddedEip1193>

const sentTypes = (graph: ReturnType<typeof embeddedGraph>) =>
  Effect.flatMap(graph.frame, (frame) => Effect.map(frame.sent, (sent) => sent.map((r) => r.type)))

describe("signing through the approval panel (SPEC §2, §4, §6)", () => {
  it.effect("personal_sign opens the closed modal on ApproveTransaction; approved, the signature comes back and the modal closes", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      const connection = yield* Connection
      const fiber = yield* Effect.fork(connection.signMessage("hello", "eip155"))
      yield* eventually(() => true)
      yield* waitFor(yield* Effect.map(Router, (r) => r.state), (s) => s.view === "ApproveTransaction")
      assert.isTrue(yield* isOpen)
      yield* frame.approve
      assert.strictEqual(yield* Fiber.join(fiber), TEST_FRAME_SIGNATURE)
      yield* waitFor(yield* Effect.map(Modal, (m) => m.state), (s) => !s.open)
      const rpc = (yield* frame.sent).find((r) => r.type === "APP_RPC_REQUEST")
      assert.deepStrictEqual(rpc?.payload, { method: "personal_sign", params: ["0x68656c6c6f", FAKE_WALLET_ADDRESS], chainId: "eip155:1" })
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("over an open modal the panel is pushed and popped back to the view below", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      yield* Effect.orDie((yield* Modal).open())
      assert.strictEqual(yield* view, "Account")
      const fiber = yield* Effect.fork((yield* Connection).signMessage("hello", "solana"))
      yield* waitFor(yield* Effect.map(Router, (r) => r.state), (s) => s.view === "ApproveTransaction")
      yield* frame.reject
      const exit = yield* Fiber.await(fiber)
      assert.isTrue(Exit.isFailure(exit) && JSON.stringify(exit.cause).includes("UserRejectedRequest"))
      yield* waitFor(yield* Effect.map(Router, (r) => r.state), (s) => s.view === "Account")
      assert.isTrue(yield* isOpen)
      const rpc = (yield* frame.sent).find((r) => r.type === "APP_RPC_REQUEST")
      assert.deepStrictEqual(rpc?.payload, {
        method: "solana_signMessage",
        params: { message: btoa("hello"), pubkey: TEST_FRAME_SOLANA_ADDRESS },
        chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
      })
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("closing is blocked on ApproveTransaction; a forced close dismisses the panel and the request is rejected", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      const modal = yield* Modal
      const fiber = yield* Effect.fork((yield* Connection).signMessage("hello", "eip155"))
      yield* waitFor(yield* Effect.map(Router, (r) => r.state), (s) => s.view === "ApproveTransaction")
      yield* modal.close()
      assert.isTrue(yield* isOpen)
      yield* modal.close({ force: true })
      const exit = yield* Fiber.await(fiber)
      assert.isTrue(Exit.isFailure(exit) && JSON.stringify(exit.cause).includes("UserRejectedRequest"))
      assert.include(yield* sentTypes(graph), "APP_DISMISS_PANEL")
      assert.strictEqual(yield* frame.waiting, 0)
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("a rejection aborts the other open wallet requests (SPEC §4)", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      const connection = yield* Connection
      const first = yield* Effect.fork(connection.signMessage("one", "eip155"))
      yield* eventually(() => true)
      const second = yield* Effect.fork(connection.signMessage("two", "solana"))
      yield* Effect.flatMap(until(Effect.map(frame.waiting, (n) => n === 2)), () => frame.reject)
      const exits = [yield* Fiber.await(first), yield* Fiber.await(second)]
      assert.isTrue(exits.every(Exit.isFailure))
      assert.strictEqual(yield* frame.waiting, 0)
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("the recovery panel routes to EmbeddedRecovery and pops when done", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      yield* Effect.orDie((yield* Modal).open())
      yield* frame.emit("FRAME_SHOW_PANEL", { panel: "recovery-export" })
      const router = yield* Router
      const shown = yield* waitFor(router.state, (s) => s.view === "EmbeddedRecovery")
      assert.deepStrictEqual(shown.route, { view: "EmbeddedRecovery", mode: "export" })
      yield* (yield* EmbeddedWallet).placePanel({ top: 1, left: 2, width: 300, height: 400 })
      assert.deepStrictEqual(yield* frame.placed, [{ top: 1, left: 2, width: 300, height: 400 }])
      yield* frame.emit("FRAME_HIDE_PANEL", { panel: "recovery-export", outcome: "done" })
      yield* waitFor(router.state, (s) => s.view === "Account")
      assert.deepStrictEqual((yield* frame.placed).at(-1), undefined)
    }).pipe(Effect.provide(graph.layer))
  })
})

describe("sending (issue 10's transfers through the frame)", () => {
  it.effect("an ETH transfer is planned on the chain and handed to the frame once; a late approval is adopted", () => {
    const graph = embeddedGraph()
    graph.chain.balances.set(FAKE_WALLET_ADDRESS.toLowerCase(), 10n ** 18n)
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      const transfers = (yield* ChainAdapters).get("eip155")?.transfers
      if (transfers === undefined) return assert.fail("no transfers")
      const token = { id: NATIVE_TOKEN_ID, kind: "native" as const, name: "Ether", symbol: "ETH", decimals: 18, balance: 10n ** 18n }
      const plan = yield* transfers.plan(mainnet, { from: FAKE_WALLET_ADDRESS, to: RECIPIENT, token, amount: 1000n })
      const fiber = yield* Effect.fork(transfers.submit("walletport-embedded", mainnet, plan))
      yield* until(Effect.map(frame.waiting, (n) => n === 1))
      yield* TestClock.adjust("10 minutes")
      yield* frame.approve
      assert.strictEqual(yield* Fiber.join(fiber), TEST_FRAME_TX_HASH)
      const requests = (yield* frame.sent).filter((r) => r.type === "APP_RPC_REQUEST")
      assert.strictEqual(requests.length, 1)
      assert.strictEqual((yield* frame.broadcasts).length, 1)
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("a submit interrupted while the visitor decides sends APP_RPC_ABORT and nothing again", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      const transfers = (yield* ChainAdapters).get("solana")?.transfers
      if (transfers === undefined) return assert.fail("no transfers")
      const plan = { _tag: "solana" as const, transfer: { from: TEST_FRAME_SOLANA_ADDRESS, to: TEST_FRAME_SOLANA_ADDRESS, token: { id: NATIVE_TOKEN_ID, kind: "native" as const, name: "Solana", symbol: "SOL", decimals: 9, balance: 1n }, amount: 1n }, fee: 5000n, wire: new Uint8Array([1, 2, 3]), lastValidBlockHeight: 10n }
      // The transfer code loads first (an import(), outside the test clock).
      yield* transfers.hasCode(solana, TEST_FRAME_SOLANA_ADDRESS)
      const fiber = yield* Effect.fork(transfers.submit("walletport-embedded", solana, plan))
      yield* until(Effect.map(frame.waiting, (n) => n === 1))
      yield* Fiber.interrupt(fiber)
      const types = yield* sentTypes(graph)
      assert.strictEqual(types.filter((t) => t === "APP_RPC_REQUEST").length, 1)
      assert.include(types, "APP_RPC_ABORT")
      assert.strictEqual((yield* frame.broadcasts).length, 0)
    }).pipe(Effect.provide(graph.layer))
  })
})

describe("a disallowed method (SPEC §4, §6)", () => {
  it.effect("rejects with RpcMethodNotAllowed, opens the modal, and shows 'Action not allowed' 300 ms later", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const provider = yield* evmProvider
      const error = yield* Effect.flip(Effect.tryPromise(() => provider.request({ method: "eth_sign", params: [FAKE_WALLET_ADDRESS, "0x00"] })))
      assert.strictEqual((error.cause as { _tag?: string })._tag, "RpcMethodNotAllowed")
      yield* until(isOpen)
      yield* untilSleeping
      const toasts = yield* Toasts
      yield* TestClock.adjust("299 millis")
      assert.isUndefined(yield* toasts.state.get)
      yield* TestClock.adjust("1 millis")
      const toast = yield* waitFor(toasts.state, (t) => t !== undefined)
      assert.deepStrictEqual(toast?.content, { code: "notAllowed" })
    }).pipe(Effect.provide(graph.layer))
  })
})

describe("the host's providers (useWalletProvider)", () => {
  it.effect("EIP-1193: eth_accounts and eth_chainId locally, personal_sign through the frame, wallet_switchEthereumChain → APP_SWITCH_NETWORK and chainChanged", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      const provider = yield* evmProvider
      const call = (method: string, params?: unknown) => Effect.promise(() => provider.request({ method, params }))
      assert.deepStrictEqual(yield* call("eth_accounts"), [FAKE_WALLET_ADDRESS])
      assert.strictEqual(yield* call("eth_chainId"), "0x1")
      assert.notInclude((yield* frame.sent).map((r) => (r.payload as { method?: string }).method), "eth_accounts")
      const changes: Array<unknown> = []
      provider.on("chainChanged", (id) => changes.push(id))
      yield* eventually(() => true)
      assert.isNull(yield* call("wallet_switchEthereumChain", [{ chainId: "0xaa36a7" }]))
      yield* eventually(() => changes.length === 1)
      assert.deepStrictEqual(changes, ["0xaa36a7"])
      assert.deepStrictEqual((yield* frame.sent).at(-1), { type: "APP_SWITCH_NETWORK", payload: { chainId: "eip155:11155111" } })
      const connection = yield* Connection
      yield* waitFor(connection.state, (s) => String(s.namespaces.eip155.session?.caipNetworkId) === "eip155:11155111")
      const signing = yield* Effect.fork(call("personal_sign", ["0x68656c6c6f", FAKE_WALLET_ADDRESS]))
      yield* until(Effect.map(frame.waiting, (n) => n === 1))
      yield* frame.approve
      assert.strictEqual(yield* Fiber.join(signing), TEST_FRAME_SIGNATURE)
      assert.deepStrictEqual((yield* frame.sent).filter((r) => r.type === "APP_RPC_REQUEST").at(-1)?.payload, {
        method: "personal_sign",
        params: ["0x68656c6c6f", FAKE_WALLET_ADDRESS],
        chainId: "eip155:11155111"
      })
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("Solana: signMessage returns the 64 signature bytes", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      yield* signIn
      const frame = yield* graph.frame
      const provider = (yield* (yield* Connection).hostProvider("solana")) as SolanaProvider
      assert.strictEqual(provider.address, TEST_FRAME_SOLANA_ADDRESS)
      const signing = yield* Effect.fork(Effect.promise(() => provider.signMessage("hi")))
      yield* until(Effect.map(frame.waiting, (n) => n === 1))
      yield* frame.approve
      assert.strictEqual((yield* Fiber.join(signing)).length, 64)
    }).pipe(Effect.provide(graph.layer))
  })
})
