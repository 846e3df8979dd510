/** The vanilla API's snapshots, read from the stores (the same for the shell and the loaded core). */
import { accountView } from "./accountView.js"
import type { Store } from "./store.js"
import type { WalletportAccount, WalletportState, WalletportStores } from "./types.js"

export const stateOf = (stores: WalletportStores): WalletportState => {
  const modal = stores.modal.get()
  return {
    open: modal.open,
    loading: modal.loading,
    view: stores.router.get().view,
    selectedNetworkId: stores.network.get()?.active.caipNetworkId
  }
}

export const accountOf = (stores: WalletportStores): WalletportAccount =>
  accountView(stores.connection.get().status.eip155, stores.accounts.get()["eip155"])

/** Calls `listener` with a fresh snapshot whenever any of the stores changes. */
export const combine = <A>(stores: ReadonlyArray<Store<unknown>>, read: () => A) => (listener: (value: A) => void) => {
  const unsubscribes = stores.map((store) => store.subscribe(() => listener(read())))
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe())
}

/** The vanilla subscription methods over a set of stores. */
export const snapshotMethods = (stores: WalletportStores) => ({
  getState: () => stateOf(stores),
  subscribeState: combine([stores.modal, stores.router, stores.network], () => stateOf(stores)),
  getAccount: () => accountOf(stores),
  subscribeAccount: combine([stores.connection, stores.accounts], () => accountOf(stores))
})
