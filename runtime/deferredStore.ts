/**
 * A Store that answers with a start-up snapshot until the runtime has loaded, then follows the real store.
 * Subscribers made before the switch are moved over and told once. After `freeze()` (dispose) it answers
 * with the last value forever and calls no listener again.
 */
import type { Store } from "./store.js"

export interface DeferredStore<A> extends Store<A> {
  readonly attach: (store: Store<A>) => void
  readonly freeze: () => void
}

/** `serverInitial`: the server render's value (no storage there), answered to hydration (SSR). */
export const deferredStore = <A>(initial: A, serverInitial: A = initial): DeferredStore<A> => {
  let target: Store<A> | undefined
  let frozen: { readonly value: A } | undefined
  const subscriptions = new Set<{ readonly listener: () => void; off: (() => void) | undefined }>()
  const current = () => (frozen !== undefined ? frozen.value : target === undefined ? initial : target.get())
  return {
    get: current,
    getServerSnapshot: () => serverInitial,
    subscribe: (listener) => {
      if (frozen !== undefined) return () => undefined
      const subscription = { listener, off: target?.subscribe(listener) }
      subscriptions.add(subscription)
      return () => {
        subscriptions.delete(subscription)
        subscription.off?.()
      }
    },
    attach: (store) => {
      if (frozen !== undefined) return
      target = store
      for (const subscription of subscriptions) subscription.off = store.subscribe(subscription.listener)
      // The real state may already differ from the snapshot (a restored session, say).
      for (const subscription of subscriptions) subscription.listener()
    },
    freeze: () => {
      if (frozen !== undefined) return
      frozen = { value: current() }
      for (const subscription of subscriptions) subscription.off?.()
      subscriptions.clear()
    }
  }
}
