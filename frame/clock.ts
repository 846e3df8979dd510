/**
 * The frame's time source, passed in so tests drive it (the frame bundle carries no Effect runtime: it uses
 * Effect Schema for decoding only). `sleep` settles early, rejecting, when `signal` aborts.
 */
export interface FrameClock {
  readonly now: () => number
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** Rejects with the signal's reason once it aborts (immediately if it already has). */
export const aborted = (signal: AbortSignal): Promise<never> =>
  new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true })
  })

/** The browser's clock (main.ts). */
export const browserClock: FrameClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms)
      signal?.addEventListener(
        "abort",
        () => {
          clearTimeout(timer)
          reject(signal.reason)
        },
        { once: true }
      )
    })
}
