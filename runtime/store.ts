/**
 * A synchronous view of a service's state (a Subscribable), the shape `useSyncExternalStore` and vanilla
 * subscribers need. One fiber per store follows the state while anyone subscribes. Once frozen (the instance
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
  // Each subscriber with the last value it was told about (or read when it subscribed).
  const subscribers = new Set<{ readonly listener: () => void; seen: A }>()
  // One fiber follows the ref for all subscribers (a fiber per subscriber made the first render of the
  // modal pay for a dozen stream pipelines); it runs while anyone listens.
  let follower: Fiber.RuntimeFiber<void> | undefined
  const read = () => runtime.runSync(ref.get)
  const tell = (value: A) =>
    Effect.sync(() => {
      if (frozen !== undefined) return
      for (const subscriber of [...subscribers]) {
        // `changes` starts with the value current when the fiber starts, which a subscriber may already have.
        if (subscriber.seen === value || !subscribers.has(subscriber)) continue
        subscriber.seen = value
        try {
          subscriber.listener()
        } catch (error) {
          // One listener's bug must not stop the others (the follower is shared): reported as an event
          // listener's would be, outside this loop.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    })
  return {
    get: () => (frozen === undefined ? read() : frozen.value),
    subscribe: (listener) => {
      if (frozen !== undefined) return () => undefined
      const subscriber = { listener, seen: read() }
      subscribers.add(subscriber)
      follower ??= runtime.runFork(Stream.runForEach(ref.changes, tell))
      return () => {
        // No call may reach the listener after this returns; the interrupt itself runs later, on the runtime.
        if (!subscribers.delete(subscriber) || subscribers.size > 0 || follower === undefined) return
        const fiber = follower
        follower = undefined
        if (frozen === undefined) runtime.runFork(Fiber.interrupt(fiber))
      }
    },
    freeze: () => {
      if (frozen !== undefined) return
      frozen = { value: read() }
      // The runtime's disposal interrupts the follower; nothing more to run on it.
    }
  }
}
