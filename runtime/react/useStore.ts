/** SubscriptionRef → React: `useSyncExternalStore` over a Store; unmounting unsubscribes (interrupts the fiber). */
import { useSyncExternalStore } from "react"
import type { Store } from "../store.js"

export const useStore = <A>(store: Store<A>): A => useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot ?? store.get)
