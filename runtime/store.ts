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
    // `changes` starts with the value current when the fiber starts, which may already differ from
    // the one the caller has (a change made before the fiber ran): only the caller's value is skipped.
    const seen = runtime.runSync(SubscriptionRef.get(ref))
    let subscribed = true
    const fiber = runtime.runFork(
      ref.changes.pipe(
        Stream.zipWithIndex,
        Stream.filter(([value, index]) => index > 0 || value !== seen),
        Stream.runForEach(() =>
          Effect.sync(() => {
            if (subscribed) listener()
          })
        )
      )
    )
    return () => {
      // The interrupt runs later, on the runtime: no call may reach the listener after this returns.
      subscribed = false
      runtime.runFork(Fiber.interrupt(fiber))
    }
  }
})
