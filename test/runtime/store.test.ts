// storeFromRef: the synchronous view of a service's state that hooks and vanilla subscribers read.
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { afterEach, describe, expect, it } from "vitest"
import { storeFromRef } from "../../runtime/store.js"

const runtimes: Array<ManagedRuntime.ManagedRuntime<never, never>> = []
afterEach(async () => {
  for (const runtime of runtimes.splice(0)) await runtime.dispose()
})

const setup = () => {
  const runtime = ManagedRuntime.make(Layer.empty)
  runtimes.push(runtime)
  const ref = runtime.runSync(SubscriptionRef.make(0))
  return { runtime, ref, store: storeFromRef(runtime, ref), set: (n: number) => runtime.runSync(SubscriptionRef.set(ref, n)) }
}

/** Lets the follower fiber and its interrupts run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("storeFromRef", () => {
  it("tells every subscriber of each change once, and no one after they unsubscribe", async () => {
    const { store, set } = setup()
    const calls: Array<string> = []
    const offA = store.subscribe(() => calls.push(`a${store.get()}`))
    const offB = store.subscribe(() => calls.push(`b${store.get()}`))
    await settle()
    expect(calls).toEqual([])
    set(1)
    await settle()
    expect(calls).toEqual(["a1", "b1"])
    offA()
    set(2)
    await settle()
    expect(calls).toEqual(["a1", "b1", "b2"])
    offB()
    set(3)
    await settle()
    expect(calls).toEqual(["a1", "b1", "b2"])
  })

  it("a listener that throws does not stop the others; its error is reported outside", async () => {
    const { store, set } = setup()
    const reported: Array<unknown> = []
    const onError = (error: unknown) => reported.push(error)
    process.on("uncaughtException", onError)
    try {
      const calls: Array<number> = []
      store.subscribe(() => {
        throw new Error("host bug")
      })
      store.subscribe(() => calls.push(store.get()))
      set(1)
      await settle()
      set(2)
      await settle()
      expect(calls).toEqual([1, 2])
      expect(reported).toHaveLength(2)
    } finally {
      process.off("uncaughtException", onError)
    }
  })

  it("follows again after everyone left and someone subscribes anew", async () => {
    const { store, set } = setup()
    store.subscribe(() => undefined)()
    await settle()
    const seen: Array<number> = []
    const off = store.subscribe(() => seen.push(store.get()))
    set(7)
    await settle()
    expect(seen).toEqual([7])
    off()
  })

  it("a subscriber that joins late is not told of the value it already read", async () => {
    const { store, set } = setup()
    const first: Array<number> = []
    store.subscribe(() => first.push(store.get()))
    set(1)
    await settle()
    const late: Array<number> = []
    store.subscribe(() => late.push(store.get()))
    await settle()
    expect(late).toEqual([])
    set(2)
    await settle()
    expect(first).toEqual([1, 2])
    expect(late).toEqual([2])
  })

  it("once frozen, answers the last value and calls no one", async () => {
    const { store, set } = setup()
    const calls: Array<number> = []
    store.subscribe(() => calls.push(store.get()))
    set(1)
    await settle()
    store.freeze()
    set(2)
    await settle()
    expect(store.get()).toBe(1)
    expect(calls).toEqual([1])
    expect(store.subscribe(() => calls.push(-1))).toBeTypeOf("function")
  })
})
