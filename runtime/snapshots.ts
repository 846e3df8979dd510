/** The vanilla API's snapshots, read from the stores (the same for the shell and the loaded core). */
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { ConnectionState } from "../services/Connection.js"
import type { ConnectorEntry } from "../services/Connectors.js"
import type { NetworkState } from "../services/Network.js"
import { accountView } from "./accountView.js"
import type { Store } from "./store.js"
import type { WalletportAccount, WalletportConnector, WalletportNetwork, WalletportState, WalletportStores } from "./types.js"

export const stateOf = (stores: WalletportStores): WalletportState => {
  const modal = stores.modal.get()
  return {
    open: modal.open,
    loading: modal.loading,
    view: stores.router.get().view,
    selectedNetworkId: stores.network.get()?.active.caipNetworkId
  }
}

/** The namespace a call without one means: Network's active namespace (eip155 before the core loads). */
export const activeNamespaceOf = (network: NetworkState | undefined): ChainNamespace => network?.activeNamespace ?? "eip155"

export const defaultNamespace = (stores: WalletportStores): ChainNamespace => activeNamespaceOf(stores.network.get())

export const accountOf = (stores: WalletportStores, namespace?: ChainNamespace): WalletportAccount => {
  const ns = namespace ?? defaultNamespace(stores)
  return accountView(ns, stores.connection.get().namespaces[ns].status, stores.accounts.get()[ns])
}

export const networkOf = (stores: WalletportStores): WalletportNetwork => networkView(stores.network.get())

/** The host's view of the Network state (undefined until the core has loaded). */
export const networkView = (s: NetworkState | undefined): WalletportNetwork => {
  const fields = {
    networks: s?.networks ?? [],
    byNamespace: s?.byNamespace ?? {},
    activeByNamespace: s?.activeByNamespace ?? {},
    unsupportedChainId: s?.unsupportedChainId,
    unsupported: s?.unsupported ?? {}
  }
  if (s === undefined) {
    return { ...fields, activeNamespace: undefined, caipNetwork: undefined, caipNetworkId: undefined, chainId: undefined }
  }
  const active = { caipNetwork: s.active, caipNetworkId: s.active.caipNetworkId }
  const namespace = s.activeNamespace
  return namespace === "eip155"
    // CAIP-2's eip155 reference is the decimal chain id, whatever form the network's `id` was given in.
    ? { ...fields, ...active, activeNamespace: namespace, chainId: Number(s.active.caipNetworkId.slice("eip155:".length)) }
    : { ...fields, ...active, activeNamespace: namespace, chainId: s.active.id }
}

// One host view per list the Connectors service published: the same array for the same list (React's
// useSyncExternalStore compares snapshots by identity).
const connectorViews = new WeakMap<ReadonlyArray<ConnectorEntry>, ReadonlyArray<WalletportConnector>>()

/** The host's view of the Connect list: what `connect(id)` takes, and what a custom wallet list draws. */
export const connectorsView = (list: ReadonlyArray<ConnectorEntry>): ReadonlyArray<WalletportConnector> => {
  let view = connectorViews.get(list)
  if (view === undefined) {
    view = list.map(({ id, name, icon, type, installed, recent, namespaces }) => ({ id, name, icon, type, installed, recent, namespaces }))
    connectorViews.set(list, view)
  }
  return view
}

/** Calls `listener` with a fresh snapshot whenever any of the stores changes. */
export const combine = <A>(stores: ReadonlyArray<Store<unknown>>, read: () => A) => (listener: (value: A) => void) => {
  const unsubscribes = stores.map((store) => store.subscribe(() => listener(read())))
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe())
}

/** The vanilla subscription methods over a set of stores. */
export const snapshotMethods = (stores: WalletportStores) => ({
  getState: () => stateOf(stores),
  subscribeState: combine([stores.modal, stores.router, stores.network], () => stateOf(stores)),
  getAccount: (namespace?: ChainNamespace) => accountOf(stores, namespace),
  subscribeAccount: (listener: (account: WalletportAccount) => void, namespace?: ChainNamespace) =>
    combine([stores.connection, stores.accounts, stores.network], () => accountOf(stores, namespace))(listener),
  getNetwork: () => networkOf(stores),
  subscribeNetwork: combine([stores.network], () => networkOf(stores)),
  getConnectors: () => connectorsView(stores.connectors.get()),
  subscribeConnectors: combine([stores.connectors], () => connectorsView(stores.connectors.get()))
})
