/** The instance types shared by the shell (initial chunk) and the core (loaded with import()). Types only. */
// Hosts read this module's declarations: what they see is typed with the plain types of schemas/public/ (no
// Effect). The internals are marked @internal: the build strips them (stripInternal), and their imports with them.
import type * as Effect from "effect/Effect"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import type { Eip1193Provider } from "../schemas/validators/eip1193Provider.js"
import type { TimedEvent as CoreTimedEvent } from "../schemas/events.js"
import type { WalletportOptions } from "../schemas/options.js"
import type { AccountView } from "../schemas/public/account.js"
import type { TimedEvent } from "../schemas/public/events.js"
import type { ChainNamespace } from "../schemas/public/ids.js"
import type { Network } from "../schemas/public/network.js"
import type { WalletportOptionsInput } from "../schemas/public/options.js"
import type { Session, SessionConnector } from "../schemas/public/session.js"
import type { SolanaProvider } from "../schemas/public/solana.js"
import type { PlainView, View } from "../schemas/public/views.js"
import type { RouterState } from "../schemas/views.js"
import type { PayRequest } from "../schemas/payRequest.js"
import type { Accounts } from "../services/Account.js"
import type { InitialButtonState } from "../schemas/public/ssr.js"
import type { ConnectionState } from "../services/Connection.js"
import type { ConnectorEntry } from "../services/Connectors.js"
import type { ModalState } from "../services/Modal.js"
import type { NetworkState } from "../services/Network.js"
import type { AppServices } from "./layers.js"
import type { ModalHost } from "./modalHost.js"
import type { Store } from "./store.js"

/** What `getState()` and `subscribeState()` report (modal state, plus the view and network). */
export interface WalletportState {
  readonly open: boolean
  readonly loading: boolean
  readonly view: View
  /** Undefined only until the runtime has loaded (the first idle moment after start). */
  readonly selectedNetworkId: string | undefined
}

/** What `getAccount()` and `subscribeAccount()` report for a namespace (default: the active one). */
export type WalletportAccount = AccountView

/** The fields of `getNetwork()` that do not depend on the active namespace. */
interface NetworkFields {
  /** The host's networks, in order. */
  readonly networks: ReadonlyArray<Network>
  readonly byNamespace: Readonly<Partial<Record<ChainNamespace, ReadonlyArray<Network>>>>
  readonly activeByNamespace: Readonly<Partial<Record<ChainNamespace, Network>>>
  /** The wallet's chain when the host did not configure it (the Unsupported Chain view), for the active namespace. */
  readonly unsupportedChainId: string | undefined
  readonly unsupported: Readonly<Partial<Record<ChainNamespace, string>>>
}

/** The active network of an EVM dapp: `chainId` is the EIP-155 number. */
export interface EvmNetworkView extends NetworkFields {
  readonly activeNamespace: "eip155"
  readonly caipNetwork: Network
  readonly caipNetworkId: string
  readonly chainId: number
}

/** The active network of another namespace: `chainId` is the network's own id (a genesis hash for Solana). */
export interface OtherNetworkView extends NetworkFields {
  readonly activeNamespace: Exclude<ChainNamespace, "eip155">
  readonly caipNetwork: Network
  readonly caipNetworkId: string
  readonly chainId: string | number
}

/** Before the runtime has loaded (the first idle moment after start): nothing is active yet. */
export interface UnloadedNetworkView extends NetworkFields {
  readonly activeNamespace: undefined
  readonly caipNetwork: undefined
  readonly caipNetworkId: undefined
  readonly chainId: undefined
}

/** What `getNetwork()` reports, discriminated by `activeNamespace` (undefined until the runtime has loaded). */
export type WalletportNetwork = EvmNetworkView | OtherNetworkView | UnloadedNetworkView

/** The stores the React bindings and the modal UI read. @internal */
export interface WalletportStores {
  readonly modal: Store<ModalState>
  readonly router: Store<RouterState>
  readonly connection: Store<ConnectionState>
  readonly accounts: Store<Accounts>
  /** Undefined until the runtime has loaded: networks are known once the options are decoded. */
  readonly network: Store<NetworkState | undefined>
  readonly events: Store<ReadonlyArray<CoreTimedEvent>>
  /** The ordered connector list the Connect view renders. */
  readonly connectors: Store<ReadonlyArray<ConnectorEntry>>
}

/** What the bindings need beyond the public methods. Not a stable API. @internal */
export interface WalletportInternals {
  readonly stores: WalletportStores
  /** Loads the runtime (decoding the options) once; later calls return the same instance. */
  readonly load: () => Promise<LoadedWalletport>
  /** Starts loading the runtime and the modal UI (on hover or focus of the button). */
  readonly prefetch: () => void
  /** The host's options the connect button in the host's DOM reads, as given (not yet decoded). */
  readonly theme?: ButtonOptions
  /** The server-rendered connected look (`initialState`), until the button's own has loaded. */
  readonly initialLook?: () => InitialButtonState
}

/** The options the connect button reads: the theme, its language, and whether a wallet on another chain is the host's choice. */
export interface ButtonOptions {
  readonly mode: WalletportOptionsInput["themeMode"]
  readonly variables: WalletportOptionsInput["themeVariables"]
  /** With `allowUnsupportedChain` the button shows the account, not "Wrong network". */
  readonly allowUnsupportedChain?: WalletportOptionsInput["allowUnsupportedChain"]
  /** The button speaks the modal's language (ui/i18n/buttonLabels.ts). */
  readonly locale?: WalletportOptionsInput["locale"]
}

/** A loaded instance's internals: the runtime itself. @internal */
export interface LoadedInternals extends WalletportInternals {
  readonly runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  /** Runs an intent; failures are logged, never thrown into a click handler. */
  readonly run: (effect: Effect.Effect<unknown, unknown, AppServices>) => void
  readonly modalHost: ModalHost
}

/**
 * A wallet of the Connect list, for a host drawing its own: `connect(id)` connects it. `id` is
 * the EIP-6963 rdns, the Wallet Standard name, "walletConnect" or a custom wallet's id; `icon` undefined when
 * the wallet gave none (draw your own); `type` its connector type; `installed`: found on this page; `recent`: among the
 * visitor's recent wallets; `namespaces` in adapter order (empty for a custom wallet not on the page).
 */
export interface WalletportConnector extends Pick<SessionConnector, "id" | "name" | "type"> {
  readonly icon: string | undefined
  readonly installed: boolean
  readonly recent: boolean
  readonly namespaces: ReadonlyArray<ChainNamespace>
}

/** `getWalletProvider`: typed by the namespace asked for. */
export interface GetWalletProvider {
  (namespace: "eip155"): Promise<Eip1193Provider | undefined>
  (namespace: "solana"): Promise<SolanaProvider | undefined>
  (namespace?: ChainNamespace): Promise<unknown>
}

/** The instance a host holds. Every method is safe to call at any time; each loads what it needs. */
export interface Walletport {
  /** Opens the modal (on `view`, else the one the connection state calls for); loads the runtime and the modal UI on first use. */
  readonly open: (options?: { readonly view?: PlainView; readonly namespace?: ChainNamespace }) => Promise<void>
  readonly close: () => Promise<void>
  /**
   * Connects a listed connector (every namespace it supports, or only `namespace`) and resolves with the
   * sessions. Rejects with the catalogue error itself (UserRejectedRequest, ConnectorAlreadyConnected, …).
   */
  readonly connect: (connectorId: string, options?: { readonly namespace?: ChainNamespace }) => Promise<ReadonlyArray<Session>>
  /** Switches the wallet (and the dapp) to a configured network. Rejects with the catalogue error. */
  readonly switchNetwork: (caipNetworkId: string) => Promise<void>
  /** Signs a UTF-8 message with the namespace's account (default: the active one). Rejects with the catalogue error. */
  readonly signMessage: (options: { readonly message: string; readonly namespace?: ChainNamespace }) => Promise<string>
  /** Ends the namespace's connection (default: every connected namespace) and forgets it. */
  readonly disconnect: (namespace?: ChainNamespace) => Promise<void>
  readonly getState: () => WalletportState
  readonly subscribeState: (listener: (state: WalletportState) => void) => () => void
  /** The namespace's account (default: the active namespace, else eip155). */
  readonly getAccount: (namespace?: ChainNamespace) => WalletportAccount
  readonly subscribeAccount: (listener: (account: WalletportAccount) => void, namespace?: ChainNamespace) => () => void
  readonly getNetwork: () => WalletportNetwork
  readonly subscribeNetwork: (listener: (network: WalletportNetwork) => void) => () => void
  /** Every tracked event from now on, once each, in order; error events carry the typed error. */
  readonly subscribeEvents: (listener: (event: TimedEvent) => void) => () => void
  /** Reloads the native balance (after a transaction, say). Rejects with the catalogue error. */
  readonly refreshBalance: (namespace?: ChainNamespace) => Promise<void>
  /**
   * Pay (`features: { pay: true }`): opens the Pay view for `recipient` to receive `amount` (whole units,
   * "0.01") of `asset` ("native", default, or an ERC-20 address) on `network` (a configured CAIP-2 id, default the
   * wallet's), connecting first when no EVM wallet is. Resolves with the transaction hash once the wallet sent it;
   * rejects with the catalogue error (FeatureDisabled, UserRejectedRequest, NodeError "insufficientFunds", …).
   */
  readonly pay: (request: PayRequest) => Promise<string>
  /** The Connect list now (empty until the core has loaded and the wallets announced). */
  readonly getConnectors: () => ReadonlyArray<WalletportConnector>
  /** Hears the Connect list as it changes; loads the core (the wallets are discovered there). Returns the unsubscribe. */
  readonly subscribeConnectors: (listener: (connectors: ReadonlyArray<WalletportConnector>) => void) => () => void
  /**
   * The connected wallet's own provider, for the host's calls on it: EIP-1193 for "eip155" (viem's `custom()`
   * transport takes it), the Wallet Standard provider for "solana"; undefined while the namespace (default:
   * the active one) has no connection. A stored connection still being restored is waited for. Loads the core.
   */
  readonly getWalletProvider: GetWalletProvider
  /** Resolves once the core has loaded (rejects with InvalidOptions when the options do not decode). */
  readonly ready: () => Promise<void>
  /** Releases every listener, fiber and DOM node the instance created. Getters keep their last value. */
  readonly dispose: () => Promise<void>
  /** @internal */
  readonly internals: WalletportInternals
}

/** An instance whose runtime is built: what `makeWalletport` and `walletport/testing` return. @internal */
export interface LoadedWalletport extends Walletport {
  readonly options: WalletportOptions
  readonly internals: LoadedInternals
}
