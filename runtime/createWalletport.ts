/**
 * `createWalletport(options)` (SPEC §1): the shell that ships in the host's initial chunk. It holds
 * start-up snapshots and hands every call to the core (Effect runtime, services, schemas), which it
 * loads with import() on intent only: the first call (open() once the instant-open preview has painted),
 * or at once when a stored connection is to be restored (ARCHITECTURE §4). Where no preview applies (the
 * modal embedded in the page, no browser-wallet adapter) it warms up at the first idle moment instead.
 * It holds no Effect code: type imports only.
 */
import type { ChainNamespace } from "../schemas/entities/ids.js"
import { ChunkLoadFailed } from "../schemas/errors/chunk.js"
import type { TimedEvent } from "../schemas/events.js"
import type { WalletportOptionsInput } from "../schemas/options.js"
import { scopedStorageKey, storageKey, storageScope } from "../schemas/storage/keys.js"
import type { RouterState } from "../schemas/views.js"
import type { Accounts } from "../services/Account.js"
import type { ConnectionState, ConnectionStatus, NamespaceConnection } from "../services/Connection.js"
import type { ConnectorEntry } from "../services/Connectors.js"
import type { ModalState } from "../services/Modal.js"
import type { NetworkState } from "../services/Network.js"
import { deferredStore } from "./deferredStore.js"
import { startFirstOpenImports } from "./firstOpen.js"
import { instantOpen } from "./instantOpen.js"
import { subscribeEventLog } from "./eventFeed.js"
import { lazyModule, untilSucceeded } from "./lazyModule.js"
import type { ModalChunks } from "./modalChunks.js"
import { snapshotMethods } from "./snapshots.js"
import { walletProviderOf } from "./walletProvider.js"
import type { LoadedWalletport, Walletport, WalletportStores } from "./types.js"

export type {
  LoadedWalletport,
  Walletport,
  WalletportAccount,
  WalletportNetwork,
  WalletportState
} from "./types.js"

/**
 * Whether a value was stored under the instance's scope, or under the unscoped key of earlier versions
 * (which the Storage service migrates). Only the key's presence is read here; the Storage service decodes
 * (and drops, if corrupt) the value once the core has loaded.
 */
const storedValue = (scope: string | undefined) => (name: string): boolean => {
  try {
    if (typeof localStorage === "undefined") return false
    const key = storageKey(name)
    return localStorage.getItem(scopedStorageKey(key, scope)) !== null || localStorage.getItem(key) !== null
  } catch {
    return false
  }
}

/** Whether a connection was stored for a namespace. */
const storedConnection = (scope: string | undefined) => (namespace: ChainNamespace): boolean =>
  storedValue(scope)(`connectedConnector/${namespace}`)

const namespaceAt = (status: ConnectionStatus): NamespaceConnection => ({
  status,
  session: undefined,
  connectorId: undefined,
  error: undefined
})

/** SPEC §4: at start a namespace is connecting when a connection was stored (`stored` false: the server's view). */
const startConnection = (stored: (namespace: ChainNamespace) => boolean): ConnectionState => ({
  namespaces: {
    eip155: namespaceAt(stored("eip155") ? "connecting" : "disconnected"),
    solana: namespaceAt(stored("solana") ? "connecting" : "disconnected"),
    bip122: namespaceAt(stored("bip122") ? "connecting" : "disconnected"),
    polkadot: namespaceAt(stored("polkadot") ? "connecting" : "disconnected"),
    cosmos: namespaceAt(stored("cosmos") ? "connecting" : "disconnected")
  },
  attempt: undefined
})

/**
 * What the server renders (it has no storage). React hydrates against it, then moves to the stored
 * state, so a returning visitor's "Connecting…" never mismatches the server's "Connect Wallet".
 */
const SERVER_CONNECTION: ConnectionState = startConnection(() => false)

const START_ROUTER: RouterState = {
  view: "Connect",
  route: { view: "Connect" },
  history: [{ view: "Connect" }],
  transactions: [],
  title: "Connect Wallet",
  canGoBack: false
}

const startStores = (start: ConnectionState) => ({
  modal: deferredStore<ModalState>({ open: false, loading: false, shake: false, namespace: undefined, loadingNamespaceMap: {} }),
  router: deferredStore<RouterState>(START_ROUTER),
  connection: deferredStore<ConnectionState>(start, SERVER_CONNECTION),
  accounts: deferredStore<Accounts>({}),
  network: deferredStore<NetworkState | undefined>(undefined),
  events: deferredStore<ReadonlyArray<TimedEvent>>([]),
  connectors: deferredStore<ReadonlyArray<ConnectorEntry>>([])
})

type StartStores = ReturnType<typeof startStores>

/** Points every start-up store at the loaded core's store. */
const attachAll = (stores: StartStores, core: WalletportStores) => {
  stores.modal.attach(core.modal)
  stores.router.attach(core.router)
  stores.connection.attach(core.connection)
  stores.accounts.attach(core.accounts)
  stores.network.attach(core.network)
  stores.events.attach(core.events)
  stores.connectors.attach(core.connectors)
}

/** Runs `task` when the browser is idle; returns the cancel. Without requestIdleCallback (Safari, servers) it waits for a first call. */
const whenIdle = (task: () => void): (() => void) => {
  if (typeof window !== "undefined" && typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  return () => undefined
}

/** What the shell uses of the core's chunk (runtime/core.ts). */
type CoreModule = Pick<typeof import("./core.js"), "loadWalletport">

/** The chunks the shell loads: the modal's (from the package entry, which knows ui/) and the core's (tests pass their own). */
export interface ShellChunks {
  readonly modal: ModalChunks
  readonly core?: () => Promise<CoreModule>
}

/**
 * SPEC §1: `createWalletport` over the given chunks (the package entry's is the public one). The options are
 * decoded when the core loads; bad options make every call reject with `InvalidOptions` (listing every bad
 * field) and are reported on the console. A core that does not download makes the calls reject with
 * `ChunkLoadFailed`; the next call imports it again.
 */
export const createWalletportWith = (chunks: ShellChunks) => (options: WalletportOptionsInput): Walletport => {
  // `?.`: bad options (even none) must still reach the core, which reports them as InvalidOptions.
  const start = startConnection(storedConnection(storageScope(options)))
  const stored = Object.values(start.namespaces).some((ns) => ns.status === "connecting")
  const stores = startStores(start)
  // The latest attempt to load the core, for dispose().
  let loading: Promise<LoadedWalletport> | undefined
  let loaded = false
  let disposed = false
  // The core's import() waits for this (the instant-open preview's first paint); a newer gate replaces it.
  let coreGate: Promise<unknown> | undefined
  const afterGates = async (): Promise<void> => {
    while (coreGate !== undefined) await coreGate
  }
  const importCore = lazyModule("the core", chunks.core ?? (() => import("./core.js")))
  const startCore = () => {
    startFirstOpenImports(options, stored, chunks.modal)
    return importCore()
  }

  // Kept once loaded. A chunk that did not download is reported and the next call tries again, so a moment
  // offline or a deploy in between does not leave the instance dead; bad options are reported once and kept.
  const load = untilSucceeded((): Promise<LoadedWalletport> => {
    // Without a gate the imports start now, in the same moment as the call.
    const attempt = (coreGate === undefined ? startCore() : afterGates().then(startCore)).then(async ({ loadWalletport }) => {
      const core = await loadWalletport(options, chunks.modal)
      if (disposed) {
        await core.dispose()
        throw new Error("walletport: this instance was disposed")
      }
      attachAll(stores, core.internals.stores)
      loaded = true
      instant.release()
      return core
    })
    // Reported once per attempt, however many calls then reject with the same error.
    attempt.catch((error: unknown) => {
      if (!disposed) console.error("walletport:", error instanceof Error ? error.message : error)
    })
    loading = attempt
    return attempt
  }, (error) => error instanceof ChunkLoadFailed)
  const withCore = <A>(call: (core: LoadedWalletport) => Promise<A>): Promise<A> => load().then(call)

  // A stored connection is restored at once (the validators' namespace list would pull Effect in here).
  if (stored) void load().catch(() => undefined)
  // Where a click shows the instant-open preview, the core loads on intent only (issue 22): a page whose
  // visitor never opens the modal downloads none of it. Elsewhere the page's first idle moment loads it and
  // mounts the (closed) modal, so a click only renders it.
  const cancelWarmUp = whenIdle(() => {
    if (!instant.prefetch()) void load().then((core) => core.internals.modalHost.ensureMounted(core)).catch(() => undefined)
  })
  const instant = instantOpen({
    options,
    coreLoaded: () => loaded,
    load,
    deferCore: (until) => {
      const clear = () => {
        if (coreGate === gate) coreGate = undefined
      }
      const gate: Promise<unknown> = until.then(clear, clear)
      coreGate = gate
    }
  })

  const snapshots = snapshotMethods(stores)
  return {
    open: (openOptions) => instant.open(openOptions) ?? withCore((core) => core.open(openOptions)),
    close: () => {
      instant.close()
      return withCore((core) => core.close())
    },
    connect: (connectorId, connectOptions) => withCore((core) => core.connect(connectorId, connectOptions)),
    switchNetwork: (caipNetworkId) => withCore((core) => core.switchNetwork(caipNetworkId)),
    signMessage: (signOptions) => withCore((core) => core.signMessage(signOptions)),
    disconnect: (namespace) => withCore((core) => core.disconnect(namespace)),
    refreshBalance: (namespace) => withCore((core) => core.refreshBalance(namespace)),
    pay: (request) => withCore((core) => core.pay(request)),
    getWalletProvider: walletProviderOf((namespace) => withCore((core) => core.getWalletProvider(namespace))),
    ...snapshots,
    subscribeConnectors: (listener) => {
      const unsubscribe = snapshots.subscribeConnectors(listener)
      void load().catch(() => undefined)
      return unsubscribe
    },
    // Over the start-up store: events of the core (once it loads) reach listeners made before it did.
    subscribeEvents: (listener) => (disposed ? () => undefined : subscribeEventLog(stores.events, listener)),
    ready: () => load().then(() => undefined),
    dispose: async () => {
      if (disposed) return
      disposed = true
      cancelWarmUp()
      instant.dispose()
      // Getters and hooks answer with the last value from now on.
      for (const store of Object.values(stores)) store.freeze()
      if (loading !== undefined) await (await loading.catch(() => undefined))?.dispose()
    },
    internals: {
      stores,
      load,
      // `?.`: bad options (even none) must still reach the core, which reports them as InvalidOptions.
      theme: { mode: options?.themeMode, variables: options?.themeVariables, allowUnsupportedChain: options?.allowUnsupportedChain, locale: options?.locale },
      // Where a click would show the preview, hover loads nothing more: a core evaluating as the visitor clicks
      // would hold the preview's first paint (the core starts once it has painted).
      prefetch: () => {
        if (!instant.prefetch()) void withCore(async (core) => core.internals.prefetch()).catch(() => undefined)
      }
    }
  }
}
