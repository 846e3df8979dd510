/**
 * The embedded wallet in the instance graph: available only with `embeddedWallet()` and features.email; the
 * AUTH connector is one entry across eip155 and solana that Connection connects by id, but never a wallet
 * row nor a recent wallet; next to the EVM adapter (a merged eip155 adapter) it still reaches EmbeddedWallet;
 * the frame's code loads only on first use.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { makeTestChain } from "../../../layers/test/ChainRpc.js"
import { fakeEvmAdapter } from "../../../layers/test/evmAdapter.js"
import { TEST_FRAME_OTP } from "../../../layers/test/SecureFrame.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import { Connection } from "../../../services/Connection.js"
import { Connectors } from "../../../services/Connectors.js"
import { EmbeddedWallet } from "../../../services/EmbeddedWallet.js"
import { Storage } from "../../../services/Storage.js"
import { harness, testWallet } from "../../services/harness.js"
import { embeddedGraph } from "./harness.js"

describe("the embedded wallet in the graph", () => {
  it.effect("unavailable without embeddedWallet(): Idle, and nothing happens", () =>
    Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      assert.isFalse(wallet.available)
      yield* wallet.submitEmail("visitor@example.com")
      assert.deepStrictEqual(yield* wallet.login.get, { _tag: "Idle" })
    }).pipe(Effect.provide(harness())))

  it.effect("unavailable with features.email off", () => {
    const graph = embeddedGraph({ options: { features: { email: false } } })
    return Effect.map(EmbeddedWallet, (wallet) => assert.isFalse(wallet.available)).pipe(Effect.provide(graph.layer))
  })

  it.effect("next to the EVM adapter: available, the AUTH connector out of the rows and the recents, the frame loaded on first use only", () => {
    const evm = fakeEvmAdapter([testWallet("io.fake", "Fake").entry], makeTestChain())
    const graph = embeddedGraph({ adapters: [evm.adapter] })
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      assert.isTrue(wallet.available)
      assert.strictEqual(graph.loads(), 0)
      const rows = yield* (yield* Connectors).list.get
      assert.deepStrictEqual(rows.map((r) => r.id), ["io.fake"])
      const entry = yield* (yield* Connectors).get("walletport-embedded")
      assert.strictEqual(entry?.type, "AUTH")
      assert.deepStrictEqual(entry?.namespaces, ["eip155", "solana"])
      yield* wallet.submitEmail("visitor@example.com")
      assert.strictEqual(graph.loads(), 1)
      yield* wallet.submitOtp(TEST_FRAME_OTP)
      const { namespaces } = yield* (yield* Connection).state.get
      assert.strictEqual(namespaces.eip155.session?.connector.type, "AUTH")
      assert.deepStrictEqual(yield* (yield* Storage).recentWallets.get, [])
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("EVM networks only, next to the EVM adapter: the merged eip155 adapter still carries the embedded share", () => {
    const evm = fakeEvmAdapter([], makeTestChain())
    const graph = embeddedGraph({ adapters: [evm.adapter], options: { networks: [mainnet] } })
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      assert.isTrue(wallet.available)
      yield* wallet.submitEmail("visitor@example.com")
      yield* wallet.submitOtp(TEST_FRAME_OTP)
      const { namespaces } = yield* (yield* Connection).state.get
      assert.strictEqual(namespaces.eip155.status, "connected")
      assert.strictEqual(namespaces.solana.status, "disconnected")
    }).pipe(Effect.provide(graph.layer))
  })
})
