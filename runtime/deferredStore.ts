/**
 * A Store that answers with a start-up snapshot until the runtime has loaded, then follows the
 * real store. Subscribers made before the switch are moved over and told once.
 */
import type { Store } from "./store.js"

export interface DeferredStore<A> extends Store<A> {
  readonly attach: (store: Store<A>) => void
}

export const deferredStore = <A>(initial: A): DeferredStore<A> => {
  let target: Store<A> | undefined
  const subscriptions = new Set<{ readonly listener: () => void; off: (() => void) | undefined }>()
  return {
    get: () => (target === undefined ? initial : target.get()),
    subscribe: (listener) => {
      const subscription = { listener, off: target?.subscribe(listener) }
      subscriptions.add(subscription)
      return () => {
        subscriptions.delete(subscription)
        subscription.off?.()
      }
    },
    attach: (store) => {
      target = store
      for (const subscription of subscriptions) subscription.off = store.subscribe(subscription.listener)
      // The real state may already differ from the snapshot (a restored session, say).
      for (const subscription of subscriptions) subscription.listener()
    }
  }
}
