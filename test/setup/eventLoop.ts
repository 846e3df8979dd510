// Long synchronous loops in unit tests (the fuzz tests' 100,000 messages) give the event loop a turn every
// YIELD_EVERY items: a vitest worker whose loop is held ≥ 60 s fails its RPC to the main process (birpc's timer),
// and a loaded CI machine runs them several times slower than a quiet one (see eventLoopStalls.ts).
import * as Effect from "effect/Effect"

/**
 * Items between two turns of the event loop: ~10 ms of fuzz messages at load ~8 (a turn costs microseconds). With
 * 500, the longest stretch of the library-side fuzz was still 0.4–2 s at load 7–14.
 */
export const YIELD_EVERY = 100

/** One turn of the event loop (a macrotask: timers, I/O and the worker's RPC run), not a sleep. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * The same for an Effect. Effect.yieldNow is not one: Effect's default scheduler resumes the fiber on a microtask,
 * and only every 2,048th time on a setTimeout, so timers and I/O wait for 2,048 yields.
 */
export const yieldToEventLoopEffect: Effect.Effect<void> = Effect.promise(yieldToEventLoop)

/** Whether the loop at `index` (counted from 0) gives the event loop a turn now. */
export const turnDue = (index: number): boolean => index % YIELD_EVERY === YIELD_EVERY - 1

/**
 * Reads `progress()` from a 5 ms interval timer until `stop()`, which returns what the timer saw: a loop that holds
 * the event loop from its first item to its last shows its timers only 0 or its total, never a count in between.
 */
export const watchFromTimers = (progress: () => number): { readonly stop: () => ReadonlyArray<number> } => {
  const seen: Array<number> = []
  const timer = setInterval(() => seen.push(progress()), 5)
  return {
    stop: () => {
      clearInterval(timer)
      return seen
    }
  }
}
