/**
 * The hand-over of an approved WalletConnect session to a namespace (issue 20): a connect interrupted after
 * the approval landed (its namespace already holding the session in the client) gives the namespace back,
 * so a session no namespace shows is deleted on the wallet's side.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import { makeWalletConnectAdapter } from "../../../layers/live/walletconnect/adapter.js"
import { makeWalletConnectClient } from "../../../layers/live/walletconnect/client.js"
import type { WalletConnectDeepLinks } from "../../../layers/live/walletconnect/deepLinks.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import { solana } from "../../../schemas/networks/solana.js"
import { fakeProvider, flush, multiSession, SESSION } from "./fakeProvider.js"

/** Deep links whose `connected` (the first step of adopting an approval) waits until `open`. */
const gatedDeepLinks = Effect.gen(function*() {
  const entered = yield* Deferred.make<void>()
  const gate = yield* Deferred.make<void>()
  const deepLinks: WalletConnectDeepLinks = {
    choose: () => Effect.void,
    connected: Effect.zipRight(Deferred.succeed(entered, undefined), Deferred.await(gate)),
    returnToWallet: Effect.void,
    forgetPending: Effect.void,
    clear: Effect.void
  }
  return { deepLinks, entered: Deferred.await(entered), open: Deferred.succeed(gate, undefined) }
})

/** A client over a fake provider and the adapters of `namespaces` on it, their approvals' adoption gated. */
const setup = (namespaces: ReadonlyArray<"eip155" | "solana">) =>
  Effect.gen(function*() {
    const fake = fakeProvider()
    const networks = [mainnet, solana]
    const client = yield* makeWalletConnectClient({ load: async () => fake.provider, networks, required: namespaces, requestExpirySeconds: 300 })
    const gated = yield* gatedDeepLinks
    const deps = { deepLinks: gated.deepLinks, hostToken: () => undefined, solanaReads: Effect.die("unused") }
    const connects = yield* Effect.forEach(namespaces, (namespace) =>
      Effect.flatMap(makeWalletConnectAdapter(namespace, client, undefined, deps), (adapter) =>
        Effect.fork(adapter.connect("walletConnect", namespace === "eip155" ? mainnet : solana))))
    yield* flush
    fake.approve(namespaces.length === 1 ? SESSION : multiSession())
    yield* gated.entered
    return { fake, client, connects, open: gated.open }
  })

describe("WalletConnect hand-over (issue 20)", () => {
  it.scoped("a connect interrupted while it adopts the approval lets its namespace go: the session is deleted", () =>
    Effect.gen(function*() {
      const { fake, client, connects: [connect], open } = yield* setup(["eip155"])
      if (connect === undefined) return assert.fail("no connect")
      // Overtaken (a newer attempt, a cancel, a disconnect) while the approval is being adopted.
      yield* Fiber.interruptFork(connect)
      yield* open
      assert.isTrue(Exit.isInterrupted(yield* Fiber.await(connect)))
      yield* flush
      assert.strictEqual(fake.disconnects(), 1)
      assert.strictEqual(yield* client.session, undefined)
    }))

  it.scoped("a connect that completes keeps the session (nothing deleted)", () =>
    Effect.gen(function*() {
      const { fake, connects: [connect], open } = yield* setup(["eip155"])
      if (connect === undefined) return assert.fail("no connect")
      yield* open
      assert.strictEqual((yield* Fiber.join(connect))?.connector.id, "walletConnect")
      yield* flush
      assert.strictEqual(fake.disconnects(), 0)
    }))

  it.scoped("one namespace interrupted while another adopts the same approval: the session stays for the other", () =>
    Effect.gen(function*() {
      const { fake, client, connects: [evm, sol], open } = yield* setup(["eip155", "solana"])
      if (evm === undefined || sol === undefined) return assert.fail("no connects")
      yield* Fiber.interruptFork(evm)
      yield* open
      assert.isTrue(Exit.isInterrupted(yield* Fiber.await(evm)))
      assert.strictEqual((yield* Fiber.join(sol))?.namespace, "solana")
      yield* flush
      assert.strictEqual(fake.disconnects(), 0)
      assert.isDefined(yield* client.session)
    }))
})
