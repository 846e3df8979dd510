/**
 * `<WalletportProvider initialState>` (issue 27): the instance as a returning visitor's server render saw it
 * (`cookieToInitialState`). Its connection and account stores answer with the initial state on the server and
 * while hydrating (their server snapshot), then until the core settles the session: restored, the real account
 * follows; gone, the button goes back to "Connect Wallet". A view per provider: the shared instance is never
 * changed (one server renders many visitors).
 */
import type { WalletportInitialState } from "../../schemas/public/ssr.js"
import type { Accounts } from "../../services/Account.js"
import type { ConnectionState } from "../../services/Connection.js"
import type { Store } from "../store.js"
import type { Walletport } from "../types.js"

export const withInitialState = (instance: Walletport, initial: WalletportInitialState): Walletport => {
  const { internals } = instance
  const { stores } = internals
  let settled = false
  // Settled once a seeded namespace is no longer connecting (before the core loads, a stored connection is).
  const seeding = () =>
    !(settled ||= Object.values(initial.accounts).some((a) => stores.connection.get().namespaces[a.namespace].status !== "connecting"))
  const view = <A>(store: Store<A>, value: A): Store<A> => ({
    get: () => (seeding() ? value : store.get()),
    getServerSnapshot: () => value,
    subscribe: store.subscribe
  })
  const accounts: Accounts = initial.accounts
  // The server's connection (nothing stored there) with the seeded namespaces connected.
  const start = stores.connection.getServerSnapshot?.() ?? stores.connection.get()
  const namespaces = { ...start.namespaces }
  for (const a of Object.values(initial.accounts)) namespaces[a.namespace] = { ...namespaces[a.namespace], status: "connected", connectorId: a.wallet.id }
  const connection: ConnectionState = { ...start, namespaces }
  return {
    ...instance,
    internals: {
      ...internals,
      stores: { ...stores, connection: view(stores.connection, connection), accounts: view(stores.accounts, accounts) },
      // The server's connected look until the button's own has loaded (the same colours and text).
      initialLook: () => initial.button
    }
  }
}
