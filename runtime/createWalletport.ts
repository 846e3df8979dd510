/**
 * `createWalletport(options)` (SPEC §1): decodes the host options, builds one ManagedRuntime
 * outside React, and returns the vanilla instance that the React bindings wrap.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import type { TimedEvent } from "../schemas/events.js"
import { decodeOptions, type WalletportOptions } from "../schemas/options.js"
import type { RouterState, View } from "../schemas/views.js"
import { Account, type AccountSnapshot } from "../services/Account.js"
import { accountView, type AccountView } from "./accountView.js"
import type { Config } from "../services/Config.js"
import { Connection, type ConnectionState } from "../services/Connection.js"
import { Events } from "../services/Events.js"
import { Modal, type ModalState } from "../services/Modal.js"
import { Network, type NetworkState } from "../services/Network.js"
import { Router } from "../services/Router.js"
import { type DiscoveredWallet, WalletDiscovery } from "../services/WalletDiscovery.js"
import * as intents from "./intents.js"
import { type AppServices, appLayer, type Boundaries, LiveBoundaries } from "./layers.js"
import { type ModalHost, modalHost } from "./modalHost.js"
import { type Store, storeFromRef } from "./store.js"

/** What `getState()` and `subscribeState()` report (SPEC §3 modal state, plus the view and network). */
export interface WalletportState {
  readonly open: boolean
  readonly loading: boolean
  readonly view: View
  readonly selectedNetworkId: string
}

/** What `getAccount()` and `subscribeAccount()` report for the EVM namespace. */
export type WalletportAccount = AccountView

/** The stores the React bindings and the modal UI read. */
export interface WalletportStores {
  readonly modal: Store<ModalState>
  readonly router: Store<RouterState>
  readonly connection: Store<ConnectionState>
  readonly accounts: Store<Readonly<Partial<Record<string, AccountSnapshot>>>>
  readonly network: Store<NetworkState>
  readonly events: Store<ReadonlyArray<TimedEvent>>
  readonly wallets: Store<ReadonlyArray<DiscoveredWallet>>
}

/** What the bindings need beyond the public methods. Not a stable API. */
export interface WalletportInternals {
  readonly runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  readonly stores: WalletportStores
  /** Runs an intent; failures are logged, never thrown into a click handler. */
  readonly run: (effect: Effect.Effect<unknown, unknown, AppServices>) => void
  readonly modalHost: ModalHost
}

/** The instance a host holds. Every method is safe to call before the modal UI has loaded. */
export interface Walletport {
  readonly options: WalletportOptions
  /** Opens the modal (SPEC §2 view selection); loads the modal UI on first use. */
  readonly open: (options?: { readonly view?: View }) => Promise<void>
  readonly close: () => Promise<void>
  /** Ends the EVM connection and forgets it. */
  readonly disconnect: () => Promise<void>
  readonly getState: () => WalletportState
  readonly subscribeState: (listener: (state: WalletportState) => void) => () => void
  readonly getAccount: () => WalletportAccount
  readonly subscribeAccount: (listener: (account: WalletportAccount) => void) => () => void
  /** Reloads the native balance (after a transaction, say). Rejects with the catalogue error. */
  readonly refreshBalance: () => Promise<void>
  /** Releases every listener, fiber and DOM node the instance created. */
  readonly dispose: () => Promise<void>
  /** @internal */
  readonly internals: WalletportInternals
}

/** Calls `listener` with a fresh snapshot whenever any of the stores changes. */
const combine = <A>(stores: ReadonlyArray<Store<unknown>>, read: () => A) => (listener: (value: A) => void) => {
  const unsubscribes = stores.map((store) => store.subscribe(() => listener(read())))
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe())
}

/** Builds an instance over the given boundaries (tests pass in-memory ones). Options must already be decoded. */
export const makeWalletport = (
  options: WalletportOptions,
  boundaries: Layer.Layer<Boundaries, never, Config> = LiveBoundaries
): Walletport => {
  const runtime = ManagedRuntime.make(appLayer(options, boundaries))
  // Built now, synchronously: every layer's construction is synchronous, so the stores are ready at once.
  const services = runtime.runSync(
    Effect.all({ modal: Modal, router: Router, connection: Connection, account: Account, network: Network, events: Events, discovery: WalletDiscovery })
  )
  const stores: WalletportStores = {
    modal: storeFromRef(runtime, services.modal.state),
    router: storeFromRef(runtime, services.router.state),
    connection: storeFromRef(runtime, services.connection.state),
    accounts: storeFromRef(runtime, services.account.state),
    network: storeFromRef(runtime, services.network.state),
    events: storeFromRef(runtime, services.events.log),
    wallets: storeFromRef(runtime, services.discovery.wallets)
  }
  /** Runs a public method's program; a failure rejects with the catalogue error itself, not a FiberFailure wrapper. */
  const toPromise = <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> =>
    runtime.runPromiseExit(effect).then((exit) =>
      Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))
    )
  const run = (effect: Effect.Effect<unknown, unknown, AppServices>) => {
    runtime.runFork(effect.pipe(Effect.catchAllCause((cause) => Effect.logError("walletport: action failed", cause))))
  }

  const getState = (): WalletportState => {
    const modal = stores.modal.get()
    return {
      open: modal.open,
      loading: modal.loading,
      view: stores.router.get().view,
      selectedNetworkId: stores.network.get().active.caipNetworkId
    }
  }
  const getAccount = (): WalletportAccount =>
    accountView(stores.connection.get().status.eip155, stores.accounts.get()["eip155"])


  const host = modalHost()
  const instance: Walletport = {
    options,
    open: (openOptions = {}) => {
      host.ensureMounted(instance)
      return toPromise(intents.openModal(openOptions))
    },
    close: () => toPromise(intents.closeModal()),
    disconnect: () => toPromise(intents.disconnect()),
    getState,
    subscribeState: combine([stores.modal, stores.router, stores.network], getState),
    getAccount,
    subscribeAccount: combine([stores.connection, stores.accounts], getAccount),
    refreshBalance: () => toPromise(intents.refreshBalance()),
    dispose: async () => {
      host.dispose()
      await runtime.dispose()
    },
    internals: { runtime, stores, run, modalHost: host }
  }
  return instance
}

/**
 * SPEC §1: creates an instance from host options. Throws `InvalidOptions` (listing every bad
 * field) when the options do not decode, since nothing can work without them.
 */
export const createWalletport = (options: unknown): Walletport =>
  Either.match(decodeOptions(options), {
    onLeft: (error) => {
      throw error
    },
    onRight: (decoded) => makeWalletport(decoded)
  })
