/**
 * `subscribeEvents` over the event log store (newest first): every event added after subscription,
 * once each, oldest first, including several that landed between two notifications (a fast rejection
 * tracks SELECT_WALLET and CONNECT_ERROR in one tick). No Effect: the shell uses it on its start-up store.
 */
import type { TimedEvent } from "../schemas/events.js"
import type { Store } from "./store.js"

export const subscribeEventLog = (
  log: Store<ReadonlyArray<TimedEvent>>,
  listener: (event: TimedEvent) => void
): (() => void) => {
  // The newest event already seen; entries are fresh objects, so identity marks the boundary.
  let newest = log.get()[0]
  let active = true
  const unsubscribe = log.subscribe(() => {
    const events = log.get()
    const at = newest === undefined ? events.length : events.indexOf(newest)
    // -1: the boundary fell off the capped log, so everything in it is new.
    const fresh = at < 0 ? events : events.slice(0, at)
    newest = events[0] ?? newest
    for (let i = fresh.length - 1; i >= 0 && active; i--) {
      const event = fresh[i]
      if (event !== undefined) listener(event)
    }
  })
  return () => {
    active = false
    unsubscribe()
  }
}
