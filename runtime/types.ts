/** The instance types shared by the shell (initial chunk) and the core (loaded with import()). Types only. */
import type * as Effect from "effect/Effect"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { TimedEvent } from "../schemas/events.js"
import type { WalletportOptions, WalletportOptionsInput } from "../schemas/options.js"
import type { RouterState, View } from "../schemas/views.js"
import type { AccountSnapshot } from "../services/Account.js"
import type { ConnectionState } from "../services/Connection.js"
import type { ModalState } from "../services/Modal.js"
import type { NetworkState } from "../services/Network.js"
import type { DiscoveredWallet } from "../services/WalletDiscovery.js"
import type { AccountView } from "./accountView.js"
import type { AppServices } from "./layers.js"
import type { ModalHost } from "./modalHost.js"
import type { Store } from "./store.js"

/** What `getState()` and `subscribeState()` report (SPEC §3 modal state, plus the view and network). */
export interface WalletportState {
  readonly open: boolean
  readonly loading: boolean
  readonly view: View
  /** Undefined only until the runtime has loaded (the first idle moment after start). */
  readonly selectedNetworkId: string | undefined
}

/** What `getAccount()` and `subscribeAccount()` report for the EVM namespace. */
export type WalletportAccount = AccountView

/** The stores the React bindings and the modal UI read. */
export interface WalletportStores {
  readonly modal: Store<ModalState>
  readonly router: Store<RouterState>
  readonly connection: Store<ConnectionState>
  readonly accounts: Store<Readonly<Partial<Record<string, AccountSnapshot>>>>
  /** Undefined until the runtime has loaded: networks are known once the options are decoded. */
  readonly network: Store<NetworkState | undefined>
  readonly events: Store<ReadonlyArray<TimedEvent>>
  readonly wallets: Store<ReadonlyArray<DiscoveredWallet>>
}

/** What the bindings need beyond the public methods. Not a stable API. */
export interface WalletportInternals {
  readonly stores: WalletportStores
  /** Loads the runtime (decoding the options) once; later calls return the same instance. */
  readonly load: () => Promise<LoadedWalletport>
  /** Starts loading the runtime and the modal UI (on hover or focus of the button). */
  readonly prefetch: () => void
  /** The host's theme options as given (not yet decoded), for the connect button in the host's DOM. */
  readonly theme?: { readonly mode: WalletportOptionsInput["themeMode"]; readonly variables: WalletportOptionsInput["themeVariables"] }
}

/** A loaded instance's internals: the runtime itself. */
export interface LoadedInternals extends WalletportInternals {
  readonly runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  /** Runs an intent; failures are logged, never thrown into a click handler. */
  readonly run: (effect: Effect.Effect<unknown, unknown, AppServices>) => void
  readonly modalHost: ModalHost
}

/** The instance a host holds. Every method is safe to call at any time; each loads what it needs. */
export interface Walletport {
  /** Opens the modal (SPEC §2 view selection); loads the runtime and the modal UI on first use. */
  readonly open: (options?: { readonly view?: View }) => Promise<void>
  readonly close: () => Promise<void>
  /** Ends the namespace's connection (default eip155) and forgets it. */
  readonly disconnect: (namespace?: ChainNamespace) => Promise<void>
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

/** An instance whose runtime is built: what `makeWalletport` and `walletport/testing` return. */
export interface LoadedWalletport extends Walletport {
  readonly options: WalletportOptions
  readonly internals: LoadedInternals
}
