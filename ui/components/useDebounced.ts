/**
 * A value that follows `value` once it has stopped changing for `ms` (the AllWallets search, SPEC §9 debounce
 * 500 ms). The wait is an Effect sleep on the instance's runtime, not a timer of the component: time goes
 * through Effect's Clock (TestClock drives it in tests), and a newer value or unmounting interrupts it.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Fiber from "effect/Fiber"
import * as FiberId from "effect/FiberId"
import { useEffect, useState } from "react"

/** Runs an effect in the background (a ManagedRuntime's runFork). */
export type RunFork = (effect: Effect.Effect<void>) => Fiber.RuntimeFiber<void, never>

export const useDebounced = <A>(value: A, ms: number, runFork: RunFork): A => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(value, settled)) return
    const fiber = runFork(Effect.sleep(Duration.millis(ms)).pipe(Effect.zipRight(Effect.sync(() => setSettled(value)))))
    // Works after the runtime is disposed too (a plain runFork would throw there).
    return () => fiber.unsafeInterruptAsFork(FiberId.none)
  }, [value, settled, ms, runFork])
  return settled
}
