// Starting the stack's parts side by side (dev/stack.ts): each registers its stop as it starts, so a failure or an
// abort part-way stops exactly what started, including parts still starting at that moment.

export interface Part {
  readonly stop: () => Promise<void>
}

export interface StartParts {
  /** Starts one part now; `ready` names it in the log once it is up. */
  readonly begin: <A extends Part>(start: () => Promise<A>, ready?: (part: A) => string) => Promise<A>
  /** `starting`, or the abort's reason as soon as the signal aborts. */
  readonly untilAborted: <A>(starting: Promise<A>) => Promise<A>
  /** Stops every part begun so far (each once it is up; a failed start stopped itself); resolves when all are gone. */
  readonly stopAll: () => Promise<void>
}

export const startParts = (options: { readonly signal?: AbortSignal; readonly log: (line: string) => void }): StartParts => {
  const { signal, log } = options
  const stops: Array<() => Promise<void>> = []
  const aborted = new Promise<never>((_, reject) => {
    if (signal === undefined) return
    if (signal.aborted) reject(signal.reason)
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true })
  })
  aborted.catch(() => {}) // only raced against
  return {
    begin: (start, ready) => {
      const starting = start()
      // A failed start is reported where it is awaited.
      starting.then((part) => {
        if (ready !== undefined) log(ready(part))
      }, () => {})
      stops.push(() => starting.then((part) => part.stop(), () => {}))
      return starting
    },
    untilAborted: (starting) => Promise.race([starting, aborted]),
    stopAll: async () => {
      const results = await Promise.allSettled(stops.splice(0).map((stopOne) => stopOne()))
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []))
      if (failures.length > 0) throw new AggregateError(failures, "dev stack: stop failed")
    }
  }
}
