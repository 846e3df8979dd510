/**
 * `createWalletport(options)` (SPEC §1): the shell that ships in the host's initial chunk. It holds
 * start-up snapshots and hands every call to the core (Effect runtime, services, schemas), which it
 * loads with import() at the first idle moment (mounting the closed modal too), on hover of the
 * button, on the first call, or at once when a stored connection is to be restored (ARCHITECTURE §4).
 */
import type { WalletportOptionsInput } from "../schemas/options.js"
import { storageKey } from "../schemas/storage/keys.js"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { TimedEvent } from "../schemas/events.js"
import type { RouterState } from "../schemas/views.js"
import type { AccountSnapshot } from "../services/Account.js"
import type { ConnectionState, ConnectionStatus } from "../services/Connection.js"
import type { ModalState } from "../services/Modal.js"
import type { NetworkState } from "../services/Network.js"
import type { DiscoveredWallet } from "../services/WalletDiscovery.js"
import { deferredStore } from "./deferredStore.js"
import { snapshotMethods } from "./snapshots.js"
import type { LoadedWalletport, Walletport, WalletportStores } from "./types.js"

export type { LoadedWalletport, Walletport, WalletportAccount, WalletportState } from "./types.js"

const NAMESPACES: ReadonlyArray<ChainNamespace> = ["eip155", "solana", "bip122", "polkadot", "cosmos"]

/**
 * Whether a connection was stored for a namespace. Only the key's presence is read here; the Storage
 * service decodes (and drops, if corrupt) the value once the core has loaded.
 */
const storedConnection = (namespace: ChainNamespace): boolean => {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(storageKey(`connectedConnector/${namespace}`)) !== null
  } catch {
    return false
  }
}

const startStatus = (namespace: ChainNamespace): ConnectionStatus =>
  storedConnection(namespace) ? "connecting" : "disconnected"

const startConnection = (): ConnectionState => ({
  // SPEC §4: at start the status is connecting when a connection was stored.
  status: {
    eip155: startStatus("eip155"),
    solana: startStatus("solana"),
    bip122: startStatus("bip122"),
    polkadot: startStatus("polkadot"),
    cosmos: startStatus("cosmos")
  },
  wallets: {},
  attempt: undefined
})

const startStores = () => ({
  modal: deferredStore<ModalState>({ open: false, loading: false, shake: false, namespace: undefined }),
  router: deferredStore<RouterState>({ view: "Connect", data: {}, history: [{ view: "Connect", data: {} }] }),
  connection: deferredStore<ConnectionState>(startConnection()),
  accounts: deferredStore<Readonly<Partial<Record<string, AccountSnapshot>>>>({}),
  network: deferredStore<NetworkState | undefined>(undefined),
  events: deferredStore<ReadonlyArray<TimedEvent>>([]),
  wallets: deferredStore<ReadonlyArray<DiscoveredWallet>>([])
})

/** Points every start-up store at the loaded core's store. */
const attachAll = (stores: ReturnType<typeof startStores>, core: WalletportStores) => {
  stores.modal.attach(core.modal)
  stores.router.attach(core.router)
  stores.connection.attach(core.connection)
  stores.accounts.attach(core.accounts)
  stores.network.attach(core.network)
  stores.events.attach(core.events)
  stores.wallets.attach(core.wallets)
}

/** Runs `task` when the browser is idle; without requestIdleCallback (Safari, servers) it waits for a first call. */
const whenIdle = (task: () => void): void => {
  if (typeof window !== "undefined" && typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(task, { timeout: 2000 })
  }
}

/**
 * SPEC §1: creates an instance. The options are decoded when the core loads; bad options make every
 * call reject with `InvalidOptions` (listing every bad field) and are reported on the console.
 */
export const createWalletport = (options: WalletportOptionsInput): Walletport => {
  const stores = startStores()
  let loading: Promise<LoadedWalletport> | undefined
  let disposed = false

  const load = (): Promise<LoadedWalletport> => {
    if (loading === undefined) {
      loading = import("./core.js").then(({ loadWalletport }) => {
        const core = loadWalletport(options)
        attachAll(stores, core.internals.stores)
        if (disposed) void core.dispose()
        return core
      })
      // Reported once, however many calls then reject with the same error.
      loading.catch((error: unknown) => console.error("walletport:", error instanceof Error ? error.message : error))
    }
    return loading
  }
  const withCore = <A>(call: (core: LoadedWalletport) => Promise<A>): Promise<A> => load().then(call)

  // When the page is idle, load the core and mount the (closed) modal, so a click only renders it.
  const warmUp = () =>
    void load()
      .then((core) => core.internals.modalHost.ensureMounted(core))
      .catch(() => undefined)
  if (NAMESPACES.some(storedConnection)) void load()
  whenIdle(warmUp)

  return {
    open: (openOptions) => withCore((core) => core.open(openOptions)),
    close: () => withCore((core) => core.close()),
    disconnect: (namespace) => withCore((core) => core.disconnect(namespace)),
    refreshBalance: () => withCore((core) => core.refreshBalance()),
    ...snapshotMethods(stores),
    dispose: async () => {
      disposed = true
      if (loading !== undefined) await (await loading.catch(() => undefined))?.dispose()
    },
    internals: {
      stores,
      load,
      // `?.`: bad options (even none) must still reach the core, which reports them as InvalidOptions.
      theme: { mode: options?.themeMode, variables: options?.themeVariables },
      prefetch: () => void withCore(async (core) => core.internals.prefetch()).catch(() => undefined)
    }
  }
}
