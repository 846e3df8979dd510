/**
 * At most one broadcast with any wallet (issue 20): the test wallet ignores any nonce and picks its own, so only
 * the Send service can stop a second transfer. Cancel hides the wait, not the request; no second request reaches
 * the wallet while one is open, in every order of cancel, confirm, edit and the wallet's late answer; the late
 * answer is adopted. Then the chain's other endings: repriced, cancelled, replaced and dropped transactions.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import type { FakeAnswer } from "../../layers/test/fakeTransfers.js"
import { SEND_LABELS, type TransferOutcome } from "../../schemas/send.js"
import { SendFeature } from "../../services/Send.js"
import { eventually, SECOND_ADDRESS } from "./harness.js"
import { current, readyDraft, setup, storedPending, until } from "./SendSetup.js"

/** Confirm, wait until the wallet holds the request, then Cancel: the wallet's prompt stays open. */
const confirmThenCancel = (fake: ReturnType<typeof setup>["fake"]) =>
  Effect.gen(function*() {
    const s = yield* readyDraft
    fake.mode = "hold"
    const flow = yield* Effect.fork(s.confirm)
    yield* eventually(() => fake.held.length === 1)
    yield* s.cancel
    yield* Fiber.join(flow)
    assert.strictEqual((yield* current).step, "review")
    return s
  })

/** Lets the service's fibers run after the wallet answered. */
const settle = Effect.gen(function*() {
  for (let i = 0; i < 20; i++) yield* Effect.yieldNow()
})

describe("at most one wallet request (Cancel hides the wait, the request stays open)", () => {
  it.effect("cancel → confirm → wallet approves: one request, one transfer, its hash shown", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      const s = yield* confirmThenCancel(fake)
      const again = yield* Effect.fork(s.confirm)
      yield* settle
      // Waiting on the same request again: the wallet saw one.
      assert.strictEqual((yield* current).step, "signing")
      assert.strictEqual(fake.submits.length, 1)
      yield* fake.release("approve")
      yield* Fiber.join(again)
      const done = yield* current
      assert.strictEqual(done.step, "pending")
      assert.strictEqual(done.hash, fake.landed.get("0x0"))
      assert.strictEqual(fake.submits.length, 1)
      assert.strictEqual(fake.landed.size, 1)
      assert.strictEqual((yield* s.pending.get).length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("cancel → confirm → cancel → confirm → wallet approves: still one request", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      const s = yield* confirmThenCancel(fake)
      const second = yield* Effect.fork(s.confirm)
      yield* settle
      yield* s.cancel
      yield* Fiber.join(second)
      const third = yield* Effect.fork(s.confirm)
      yield* settle
      yield* fake.release("approve")
      yield* Fiber.join(third)
      assert.strictEqual((yield* current).step, "pending")
      assert.strictEqual(fake.submits.length, 1)
      assert.strictEqual(fake.landed.size, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("cancel → the wallet approves late: the transfer is adopted (shown, tracked, stored)", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      const s = yield* confirmThenCancel(fake)
      yield* fake.release("approve")
      const late = yield* until((st) => st.step === "pending")
      assert.strictEqual(late.hash, fake.landed.get("0x0"))
      assert.deepStrictEqual((yield* s.pending.get).map((p) => [p.hash, p.amount, p.to]), [[late.hash, "0.5", SECOND_ADDRESS]])
      assert.strictEqual((yield* storedPending).length, 1)
      yield* s.confirm
      assert.strictEqual(fake.submits.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("cancel → edit the draft → confirm the new plan: no second request; the open one's answer is the result", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      const s = yield* confirmThenCancel(fake)
      yield* s.edit
      yield* s.setAmount("1")
      yield* until((st) => st.label === SEND_LABELS.review && st.plan !== undefined)
      yield* s.review
      const confirming = yield* Effect.fork(s.confirm)
      yield* settle
      const waiting = yield* current
      assert.strictEqual(waiting.step, "signing")
      // It waits for the request the wallet holds, and says which transfer that is.
      assert.strictEqual(waiting.plan?.transfer.amount, 5n * 10n ** 17n)
      assert.strictEqual(fake.submits.length, 1)
      yield* fake.release("approve")
      yield* Fiber.join(confirming)
      assert.strictEqual((yield* current).step, "pending")
      assert.deepStrictEqual((yield* s.pending.get).map((p) => p.amount), ["0.5"])
      assert.strictEqual(fake.landed.size, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("cancel → the draft is started afresh → the wallet approves late: adopted all the same", () => {
    const { layer, fake } = setup()
    return Effect.gen(function*() {
      const s = yield* confirmThenCancel(fake)
      yield* s.start()
      yield* fake.release("approve")
      const late = yield* until((st) => st.step === "pending")
      assert.strictEqual(late.hash, fake.landed.get("0x0"))
      assert.strictEqual((yield* s.pending.get).length, 1)
    }).pipe(Effect.provide(layer))
  })

  const settledThen = (answer: FakeAnswer, confirmFirst: boolean) =>
    it.effect(`cancel → ${confirmFirst ? "confirm → " : ""}the wallet answers ${answer}: back to review with it; the next confirm is a new request`, () => {
      const { layer, fake } = setup()
      return Effect.gen(function*() {
        const s = yield* confirmThenCancel(fake)
        const again = confirmFirst ? yield* Effect.fork(s.confirm) : undefined
        yield* settle
        yield* fake.release(answer)
        if (again !== undefined) yield* Fiber.join(again)
        yield* settle
        const failed = yield* current
        assert.strictEqual(failed.step, "review")
        assert.strictEqual(failed.error?._tag, answer === "reject" ? "UserRejectedRequest" : "ProviderDisconnected")
        fake.mode = "approve"
        yield* s.confirm
        // A rejection sent nothing: the retry asks the wallet. A broadcast followed by a dropped connection moved
        // the account's nonce: the retry stops before the wallet.
        assert.strictEqual(fake.submits.length, answer === "reject" ? 2 : 1)
        assert.strictEqual(fake.landed.size, 1)
      }).pipe(Effect.provide(layer))
    })
  settledThen("reject", true)
  settledThen("reject", false)
  settledThen("disconnect", true)
  settledThen("disconnect", false)
})

describe("replaced and dropped transactions (SPEC §9)", () => {
  const ending = (outcome: TransferOutcome, step: string, hash: (sent: string) => string) =>
    it.effect(`${typeof outcome === "string" ? outcome : `${outcome.reason}${outcome.replacement === undefined ? " (replacement not found)" : ` (${outcome.replacement.status})`}`}: step "${step}", the entry forgotten`, () => {
      const { layer, fake } = setup()
      fake.outcome = outcome
      return Effect.gen(function*() {
        const s = yield* readyDraft
        yield* s.confirm
        const sent = (yield* current).hash ?? ""
        assert.strictEqual((yield* storedPending).length, 1)
        yield* TestClock.adjust("4 seconds")
        const ended = yield* until((st) => st.step !== "pending")
        assert.strictEqual(ended.step, step)
        assert.strictEqual(ended.hash, hash(sent))
        assert.deepStrictEqual(yield* s.pending.get, [])
        assert.deepStrictEqual(yield* storedPending, [])
        assert.deepStrictEqual(yield* Effect.flatMap(SendFeature, (f) => f.pending.get), [])
      }).pipe(Effect.provide(layer))
    })
  const NEW = `0x${"ee".repeat(32)}`
  ending({ reason: "repriced", replacement: { hash: NEW, status: "success" } }, "confirmed", () => NEW)
  ending({ reason: "repriced", replacement: { hash: NEW, status: "reverted" } }, "reverted", () => NEW)
  ending({ reason: "cancelled", replacement: { hash: NEW, status: "success" } }, "cancelled", (sent) => sent)
  ending({ reason: "replaced", replacement: { hash: NEW, status: "success" } }, "replaced", (sent) => sent)
  ending({ reason: "replaced", replacement: undefined }, "replaced", (sent) => sent)
  ending("dropped", "dropped", (sent) => sent)

  it.effect("the repriced transfer links to its new hash on the explorer", () => {
    const { layer, fake } = setup()
    fake.outcome = { reason: "repriced", replacement: { hash: NEW, status: "success" } }
    return Effect.gen(function*() {
      const s = yield* readyDraft
      yield* s.confirm
      yield* TestClock.adjust("4 seconds")
      const ended = yield* until((st) => st.step === "confirmed")
      assert.strictEqual(ended.explorerUrl, `https://etherscan.io/tx/${NEW}`)
    }).pipe(Effect.provide(layer))
  })
})
