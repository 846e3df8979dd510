/**
 * The Send state machine (issue 10) over the real service graph and a scriptable transfer capability whose
 * wallet picks its own nonce: the button labels, a second click while the wallet is open, rejection, a dropped
 * connection after a broadcast (the retry does not send again), a reverted transaction, the 99 pending limit and
 * pending transactions that survive a reload. Cancel/confirm/late-answer orders are in SendOnce.test.ts. Time is
 * the TestClock's.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { StoredValues } from "../../schemas/storage/registry.js"
import { Connection } from "../../services/Connection.js"
import { SendFeature } from "../../services/Send.js"
import { NATIVE_TOKEN_ID } from "../../schemas/send.js"
import { eventually, SECOND_ADDRESS, waitFor } from "./harness.js"
import { current, ETH, pendingEntry, readyDraft, send, setup, storedPending, until, USDC } from "./SendSetup.js"

describe("Send labels (AppKit's progression)", () => {
  it.effect("(native coin preselected) Add Amount → Add Address → Invalid Address → Insufficient funds → Review Send / Fund wallet", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.demo")
      const s = yield* send
      yield* s.start()
      yield* until((st) => st.tokensStatus === "ready")
      const labels: Array<string> = [(yield* current).label]
      yield* s.selectToken(NATIVE_TOKEN_ID)
      labels.push((yield* current).label)
      yield* s.setAmount("0.5x")
      labels.push((yield* current).label)
      yield* s.setAmount("0.5")
      labels.push((yield* current).label)
      yield* s.setRecipient("0x1234")
      labels.push((yield* current).label)
      // A mixed-case address with a wrong checksum is refused: money is at stake.
      yield* s.setRecipient(SECOND_ADDRESS.replace("c", "C"))
      labels.push((yield* current).label)
      yield* s.setRecipient(SECOND_ADDRESS)
      yield* s.setAmount("3")
      labels.push((yield* current).label)
      yield* s.setAmount("0.5")
      labels.push((yield* until((st) => st.planStatus === "ready")).label)
      // The whole balance leaves nothing for the fee.
      yield* s.setAmount("2")
      labels.push((yield* until((st) => st.planStatus === "ready")).label)
      assert.deepStrictEqual(labels, [
        "addAmount",
        "addAmount",
        "addAmount",
        "addAddress",
        "invalidAddress",
        "invalidAddress",
        "insufficientFunds",
        "review",
        "fundWallet"
      ])
      // Max is the balance less the fee for the native coin, the whole balance for a token.
      yield* s.setMax
      const max = yield* until((st) => st.planStatus === "ready")
      assert.strictEqual(max.amountUnits, 2n * ETH - fake.fee)
      assert.strictEqual(max.label, "review")
      yield* s.selectToken(USDC.id)
      yield* s.setMax
      assert.strictEqual((yield* current).amount, "50")
    }).pipe(Effect.provide(layer))
  })
})

describe("Send submit", () => {
  it.effect("confirm → signing → pending (tracked, stored) → confirmed after the chain's answer", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      const s = yield* readyDraft
      yield* s.confirm
      const pendingState = yield* current
      assert.strictEqual(pendingState.step, "pending")
      assert.strictEqual(pendingState.hash, fake.landed.get("0x0"))
      // The confirmation links to the network's block explorer.
      assert.strictEqual(pendingState.explorerUrl, `https://etherscan.io/tx/${pendingState.hash}`)
      assert.deepStrictEqual((yield* s.pending.get).map((p) => [p.hash, p.amount, p.symbol, p.to]), [[pendingState.hash, "0.5", "ETH", SECOND_ADDRESS]])
      assert.strictEqual((yield* storedPending).length, 1)
      // The core's SendFeature holds the same list (Activity reads it without loading the Send chunk).
      assert.deepStrictEqual(yield* Effect.flatMap(SendFeature, (f) => f.pending.get), yield* s.pending.get)
      yield* TestClock.adjust("4 seconds")
      yield* until((st) => st.step === "confirmed")
      assert.deepStrictEqual(yield* s.pending.get, [])
      assert.deepStrictEqual(yield* storedPending, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the wallet is not handed a nonce: it owns the account's nonce (viem's model)", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      const s = yield* readyDraft
      yield* s.confirm
      assert.deepStrictEqual(fake.submits, [""])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a second click while the wallet is open does nothing: one prompt, one transaction", () => {
    const { layer, fake } = setup()
    fake.mode = "hold"
    return Effect.gen(function*() {
      const s = yield* readyDraft
      const first = yield* Effect.fork(s.confirm)
      yield* eventually(() => fake.held.length === 1)
      assert.strictEqual((yield* current).step, "signing")
      yield* s.confirm
      yield* s.confirm
      // Editing is refused while the wallet holds the transfer.
      yield* s.setAmount("1")
      assert.strictEqual((yield* current).amount, "0.5")
      yield* fake.release("approve")
      yield* Fiber.join(first)
      assert.strictEqual(fake.submits.length, 1)
      assert.strictEqual((yield* current).step, "pending")
      yield* s.confirm
      assert.strictEqual(fake.submits.length, 1)
      assert.strictEqual(fake.landed.size, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("rejection in the wallet: the catalogue message, nothing sent; a retry asks the wallet again", () => {
    const { layer, fake } = setup()
    fake.mode = "reject"
    return Effect.gen(function*() {
      const s = yield* readyDraft
      yield* s.confirm
      const rejected = yield* current
      assert.strictEqual(rejected.step, "review")
      assert.strictEqual(rejected.error?.message, "User rejected the request.")
      assert.strictEqual(fake.landed.size, 0)
      assert.deepStrictEqual(yield* s.pending.get, [])
      fake.mode = "approve"
      yield* s.confirm
      assert.strictEqual((yield* current).step, "pending")
      assert.strictEqual(fake.submits.length, 2)
      assert.strictEqual(fake.landed.size, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wallet that broadcasts, then answers with a dropped connection: the retry does not reach the wallet (the nonce moved)", () => {
    const { layer, fake } = setup()
    fake.mode = "disconnect"
    return Effect.gen(function*() {
      const s = yield* readyDraft
      yield* s.confirm
      assert.strictEqual((yield* current).error?.message, "The Provider is disconnected from all chains.")
      assert.strictEqual((yield* current).step, "review")
      fake.mode = "approve"
      yield* s.confirm
      const refused = yield* current
      assert.strictEqual(refused.step, "review")
      assert.strictEqual(refused.error?.message, "Nonce provided for the transaction is lower than the current nonce of the account.")
      assert.strictEqual(fake.submits.length, 1)
      assert.strictEqual(fake.landed.size, 1)
      // The review now holds a fresh plan: sending again is the user's second, deliberate decision.
      yield* s.confirm
      assert.strictEqual((yield* current).step, "pending")
      assert.strictEqual(fake.landed.size, 2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a connection dropped before any broadcast (the nonce did not move): the retry reaches the wallet", () => {
    const { layer, fake } = setup()
    fake.mode = "disconnectBefore"
    return Effect.gen(function*() {
      const s = yield* readyDraft
      yield* s.confirm
      assert.strictEqual((yield* current).error?.message, "The Provider is disconnected from all chains.")
      fake.mode = "approve"
      yield* s.confirm
      assert.strictEqual((yield* current).step, "pending")
      assert.strictEqual(fake.submits.length, 2)
      assert.strictEqual(fake.landed.size, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a reverted transaction ends in the node's catalogue message", () => {
    const { layer, fake } = setup()
    fake.outcome = "reverted"
    return Effect.gen(function*() {
      const s = yield* readyDraft
      yield* s.confirm
      yield* TestClock.adjust("4 seconds")
      const reverted = yield* until((st) => st.step === "reverted")
      assert.strictEqual(reverted.error?.message, "Execution reverted for an unknown reason.")
    }).pipe(Effect.provide(layer))
  })
})

describe("pending transactions (SPEC §9)", () => {
  it.effect("at most 99 are tracked, newest first", () => {
    const seeded = Array.from({ length: 99 }, (_, i) => pendingEntry(99 - i))
    const { layer, fake } = setup({ [StoredValues.pendingTransactions.key]: JSON.stringify(seeded) })
    fake.confirmAfter = "1 hour"
    return Effect.gen(function*() {
      const s = yield* readyDraft
      assert.strictEqual((yield* s.pending.get).length, 99)
      yield* s.confirm
      const list = yield* s.pending.get
      assert.strictEqual(list.length, 99)
      assert.strictEqual(list[0]?.hash, (yield* current).hash)
      // The oldest (sentAt 1) made room.
      assert.isFalse(list.some((p) => p.sentAt === 1))
      assert.strictEqual((yield* storedPending).length, 99)
    }).pipe(Effect.provide(layer))
  })

  it.effect("survive a reload: a stored pending transaction is watched again and forgotten once confirmed", () => {
    const { layer } = setup({ [StoredValues.pendingTransactions.key]: JSON.stringify([pendingEntry(7)]) })
    return Effect.gen(function*() {
      const s = yield* send
      assert.deepStrictEqual((yield* s.pending.get).map((p) => p.hash), [pendingEntry(7).hash])
      yield* TestClock.adjust("4 seconds")
      yield* waitFor(s.pending, (list) => list.length === 0)
      assert.deepStrictEqual(yield* storedPending, [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a corrupt stored list is dropped, not trusted", () => {
    const { layer } = setup({ [StoredValues.pendingTransactions.key]: JSON.stringify([{ hash: 5 }]) })
    return Effect.gen(function*() {
      assert.deepStrictEqual(yield* (yield* send).pending.get, [])
    }).pipe(Effect.provide(layer))
  })
})
