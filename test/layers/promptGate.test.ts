// One outstanding connect prompt per wallet (layers/live/promptGate.ts, issue 23).
import { assert, describe, it } from "@effect/vitest"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import { makePromptGate } from "../../layers/live/promptGate.js"

/** A prompt the test answers, counting how often it was shown. */
const scriptedPrompt = Effect.gen(function*() {
  let shown = 0
  let answer = yield* Deferred.make<string, "rejected">()
  const prompt = Effect.suspend(() => {
    shown += 1
    return Deferred.await(answer)
  })
  return {
    prompt,
    shown: () => shown,
    answer: (value: string | "rejected") =>
      Effect.gen(function*() {
        yield* (value === "rejected" ? Deferred.fail(answer, value) : Deferred.succeed(answer, value))
        answer = yield* Deferred.make<string, "rejected">()
      })
  }
})

/** Lets the forked fibers run until `done` holds (bounded: a gate that never prompts fails the assertion after). */
const until = (done: () => boolean) =>
  Effect.gen(function*() {
    for (let i = 0; i < 100 && !done(); i++) yield* Effect.yieldNow()
  })

describe("makePromptGate", () => {
  it.scoped("a second run while the first prompt is open waits for it, even after the first waiter left; open lists it", () =>
    Effect.gen(function*() {
      const gate = yield* makePromptGate<string, "rejected">()
      const wallet = yield* scriptedPrompt
      const first = yield* Effect.fork(gate.run("w", wallet.prompt))
      yield* until(() => wallet.shown() === 1)
      assert.deepStrictEqual([...(yield* gate.open.get)], ["w"])
      // Back: the waiter is interrupted, the prompt stays open in the wallet.
      yield* Fiber.interrupt(first)
      assert.deepStrictEqual([...(yield* gate.open.get)], ["w"])
      const second = yield* Effect.fork(gate.run("w", wallet.prompt))
      yield* until(() => false)
      assert.strictEqual(wallet.shown(), 1)
      yield* wallet.answer("0xabc")
      assert.strictEqual(yield* Fiber.join(second), "0xabc")
      assert.deepStrictEqual([...(yield* gate.open.get)], [])
      // Answered: the next pick prompts afresh.
      const third = yield* Effect.fork(gate.run("w", wallet.prompt))
      yield* until(() => wallet.shown() === 2)
      assert.strictEqual(wallet.shown(), 2)
      yield* wallet.answer("rejected")
      assert.deepStrictEqual(yield* Fiber.await(third), Exit.fail("rejected" as const))
    }))

  it.scoped("wallets do not share a prompt; a rejection answers every waiter of that wallet once", () =>
    Effect.gen(function*() {
      const gate = yield* makePromptGate<string, "rejected">()
      const a = yield* scriptedPrompt
      const b = yield* scriptedPrompt
      const waiters = yield* Effect.all([Effect.fork(gate.run("a", a.prompt)), Effect.fork(gate.run("a", a.prompt)), Effect.fork(gate.run("b", b.prompt))])
      yield* until(() => a.shown() + b.shown() >= 3)
      assert.deepStrictEqual([a.shown(), b.shown()], [1, 1])
      assert.deepStrictEqual([...(yield* gate.open.get)].toSorted(), ["a", "b"])
      yield* a.answer("rejected")
      assert.deepStrictEqual(yield* Fiber.await(waiters[0]), Exit.fail("rejected" as const))
      assert.deepStrictEqual(yield* Fiber.await(waiters[1]), Exit.fail("rejected" as const))
      assert.deepStrictEqual([...(yield* gate.open.get)], ["b"])
      yield* b.answer("ok")
      assert.strictEqual(yield* Fiber.join(waiters[2]), "ok")
    }))
})
