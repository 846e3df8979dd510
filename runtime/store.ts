/**
 * A synchronous view of a service's state (a Subscribable), the shape `useSyncExternalStore` and vanilla
 * subscribers need. Each subscription is a fiber; unsubscribing interrupts it. Once frozen (the instance
 * was disposed) a store answers with its last value and never calls a listener again.
 */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import * as Stream from "effect/Stream"
import type * as Subscribable from "effect/Subscribable"

export interface Store<A> {
  /** The current value; the same reference until it changes. */
  readonly get: () => A
  /** Calls `listener` after every change; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
  /** What a server render saw (and hydration must match); `get` when the store has no server view. */
  readonly getServerSnapshot?: () => A
}

/** A store that can be frozen at its last value. */
export interface FreezableStore<A> extends Store<A> {
  readonly freeze: () => void
}

export const storeFromRef = <A, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  ref: Subscribable.Subscribable<A>
): FreezableStore<A> => {
  let frozen: { readonly value: A } | undefined
  const listeners = new Set<() => void>()
  const read = () => runtime.runSync(ref.get)
  return {
    get: () => (frozen === undefined ? read() : frozen.value),
    subscribe: (listener) => {
      if (frozen !== undefined) return () => undefined
      // `changes` starts with the value current when the fiber starts, which may already differ from
      // the one the caller has (a change made before the fiber ran): only the caller's value is skipped.
      const seen = read()
      let subscribed = true
      const fiber = runtime.runFork(
        ref.changes.pipe(
          Stream.zipWithIndex,
          Stream.filter(([value, index]) => index > 0 || value !== seen),
          Stream.runForEach(() =>
            Effect.sync(() => {
              if (subscribed && frozen === undefined) listener()
            })
          )
        )
      )
      const unsubscribe = () => {
        // The interrupt runs later, on the runtime: no call may reach the listener after this returns.
        subscribed = false
        listeners.delete(unsubscribe)
        if (frozen === undefined) runtime.runFork(Fiber.interrupt(fiber))
      }
      listeners.add(unsubscribe)
      return unsubscribe
    },
    freeze: () => {
      if (frozen !== undefined) return
      frozen = { value: read() }
      // The runtime's disposal interrupts the subscription fibers; nothing more to run on it.
    }
  }
}
