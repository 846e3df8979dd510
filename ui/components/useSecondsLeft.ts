/**
 * Whole seconds left until `deadline` (epoch ms on the instance's Clock), counting down once a second: the
 * "Resend code" cooldown (SPEC §5, 30 s). Time is read and waited through Effect's Clock on the instance's
 * runtime (TestClock drives it in tests), never the page's: a fiber reports each second and stops at 0.
 * Undefined until the fiber's first report, so nothing shows as allowed before the clock has been read.
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FiberId from "effect/FiberId"
import { useLayoutEffect, useState } from "react"
import type { RunFork } from "./useDebounced.js"

/** Seconds shown for `msLeft` (rounded up, as SPEC §5 rounds the cooldown). */
export const secondsOf = (msLeft: number): number => Math.max(0, Math.ceil(msLeft / 1000))

export const useSecondsLeft = (deadline: number | undefined, runFork: RunFork): number | undefined => {
  const [left, setLeft] = useState<number>()
  useLayoutEffect(() => {
    if (deadline === undefined) {
      setLeft(0)
      return
    }
    const countdown: Effect.Effect<void> = Effect.gen(function* () {
      for (;;) {
        const msLeft = deadline - (yield* Clock.currentTimeMillis)
        const seconds = secondsOf(msLeft)
        setLeft(seconds)
        if (seconds === 0) return
        // Wake when the shown number changes: at the next whole second before the deadline.
        yield* Effect.sleep(Duration.millis(msLeft - (seconds - 1) * 1000))
      }
    })
    const fiber = runFork(countdown)
    return () => fiber.unsafeInterruptAsFork(FiberId.none)
  }, [deadline, runFork])
  return left
}
