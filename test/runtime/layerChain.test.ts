// Layers built in order into one context (runtime/layerChain.ts), as the instance's graph is.
import { assert, describe, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FiberRef from "effect/FiberRef"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as LogLevel from "effect/LogLevel"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { layerChain } from "../../runtime/layerChain.js"

class First extends Context.Tag("test/First")<First, { readonly n: number }>() {}
class Second extends Context.Tag("test/Second")<Second, { readonly n: number }>() {}
class Third extends Context.Tag("test/Third")<Third, { readonly sum: number; readonly level: string }>() {}

/** Three steps, each over the ones before, recording their builds and releases in `log`. */
const steps = (log: Array<string>) => {
  const tracked = <I, S, R>(name: string, tag: Context.Tag<I, S>, make: Effect.Effect<S, never, R>) =>
    Layer.scoped(tag, Effect.acquireRelease(Effect.tap(make, () => Effect.sync(() => void log.push(`build ${name}`))), () => Effect.sync(() => void log.push(`release ${name}`))))
  return {
    first: tracked("first", First, Effect.succeed({ n: 1 })),
    second: tracked("second", Second, Effect.map(First, (first) => ({ n: first.n + 1 }))),
    third: tracked("third", Third, Effect.gen(function*() {
      const level = yield* FiberRef.get(FiberRef.currentMinimumLogLevel)
      return { sum: (yield* First).n + (yield* Second).n, level: level.label }
    }))
  }
}

describe("layerChain", () => {
  it.effect("each step sees the steps before it; the whole provides every step's service", () =>
    Effect.gen(function*() {
      const log: Array<string> = []
      const { first, second, third } = steps(log)
      const layer = layerChain(first).then(second).then(third).layer
      const { sum, n } = yield* Effect.all({ sum: Effect.map(Third, (t) => t.sum), n: Effect.map(Second, (s) => s.n) }).pipe(Effect.provide(layer))
      assert.strictEqual(sum, 3)
      assert.strictEqual(n, 2)
      assert.deepStrictEqual(log, ["build first", "build second", "build third", "release third", "release second", "release first"])
    }))

  it.effect("a failing step fails the whole, after releasing the steps built before it", () =>
    Effect.gen(function*() {
      const log: Array<string> = []
      const { first, third } = steps(log)
      const failing = Layer.fail("no second" as const)
      const exit = yield* Effect.exit(Effect.provide(Third, layerChain(first).then(Layer.merge(failing, Layer.succeed(Second, { n: 2 }))).then(third).layer))
      assert.isTrue(Exit.isFailure(exit))
      assert.deepStrictEqual(log, ["build first", "release first"])
    }))

  it.effect("a step that changes fiber refs (the log level) changes them for the steps after it and for the runtime", () =>
    Effect.gen(function*() {
      const log: Array<string> = []
      const { first, second, third } = steps(log)
      const quiet = Layer.merge(Logger.minimumLogLevel(LogLevel.Error), Logger.replace(Logger.defaultLogger, Logger.none))
      const runtime = ManagedRuntime.make(layerChain(quiet).then(first).then(second).then(third).layer)
      const built = yield* Effect.promise(() => runtime.runPromise(Effect.map(Third, (t) => t.level)))
      const inRuntime = yield* Effect.promise(() => runtime.runPromise(FiberRef.get(FiberRef.currentMinimumLogLevel)))
      yield* Effect.promise(() => runtime.dispose())
      assert.strictEqual(built, "ERROR")
      assert.strictEqual(inRuntime.label, "ERROR")
    }))
})
