/**
 * A synchronous view of a SubscriptionRef, the shape `useSyncExternalStore` and vanilla
 * subscribers need. Each subscription is a fiber; unsubscribing interrupts it.
 */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"

export interface Store<A> {
  /** The current value; the same reference until it changes. */
  readonly get: () => A
  /** Calls `listener` after every change; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
}

export const storeFromRef = <A, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  ref: SubscriptionRef.SubscriptionRef<A>
): Store<A> => ({
  get: () => runtime.runSync(SubscriptionRef.get(ref)),
  subscribe: (listener) => {
    // `changes` starts with the current value, which the caller already has.
    const fiber = runtime.runFork(Stream.runForEach(Stream.drop(ref.changes, 1), () => Effect.sync(listener)))
    return () => {
      runtime.runFork(Fiber.interrupt(fiber))
    }
  }
})
