/** The public hooks of `walletport/react`. Each reads state through `useStore` and sends intents to the instance. */
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import type { SolanaProvider } from "../../schemas/public/solana.js"
import { type Eip1193Provider, isEip1193Provider } from "../../schemas/validators/eip1193Provider.js"
import type { AccountView } from "../../schemas/public/account.js"
import type { WalletportError } from "../../schemas/public/errors.js"
import type { TimedEvent } from "../../schemas/public/events.js"
import type { ChainNamespace } from "../../schemas/public/ids.js"
import type { Session } from "../../schemas/public/session.js"
import type { PlainView } from "../../schemas/public/views.js"
import { accountView } from "../accountView.js"
import type { PayRequest } from "../../schemas/payRequest.js"
import { activeNamespaceOf, connectorsView, networkView } from "../snapshots.js"
import type { WalletportConnector, WalletportNetwork } from "../types.js"
import { useInstance } from "./instanceContext.js"
import { useStore } from "./useStore.js"

/** Open and close the modal. */
export const useWalletport = () => {
  const instance = useInstance()
  return useMemo(
    () => ({
      open: (options?: { readonly view?: PlainView; readonly namespace?: ChainNamespace }) => instance.open(options),
      close: () => instance.close(),
      connect: instance.connect,
      signMessage: instance.signMessage,
      /** Reloads the connected account's native balance (after a transaction, say). */
      refreshBalance: (namespace?: ChainNamespace) => instance.refreshBalance(namespace),
      /** Starts downloading the modal UI (call on hover/focus). */
      prefetch: () => instance.internals.prefetch()
    }),
    [instance]
  )
}

export type UseAccountResult = AccountView

/** Account of one namespace (default: the newest connection's, else the host's default network's). */
export const useAccount = (options: { readonly namespace?: ChainNamespace } = {}): UseAccountResult => {
  const { stores } = useInstance().internals
  const connection = useStore(stores.connection)
  const network = useStore(stores.network)
  const namespace = options.namespace ?? activeNamespaceOf(network)
  const status = connection.namespaces[namespace].status
  const snapshot = useStore(stores.accounts)[namespace]
  return useMemo(() => accountView(namespace, status, snapshot), [namespace, snapshot, status])
}

/**
 * `getNetwork()` plus `switchNetwork`: after `activeNamespace === "eip155"`, `chainId` is a number. Before
 * the runtime has loaded (the first idle moment after start) `activeNamespace` and the active fields are undefined.
 */
export type UseNetworkResult = WalletportNetwork & {
  /** Switches the wallet (and the dapp) to a configured network. Rejects with the catalogue error. */
  readonly switchNetwork: (caipNetworkId: string) => Promise<void>
}

/** The active network per namespace, the host's networks grouped by namespace, and `switchNetwork`. */
export const useNetwork = (): UseNetworkResult => {
  const instance = useInstance()
  const state = useStore(instance.internals.stores.network)
  return useMemo(() => ({ ...networkView(state), switchNetwork: instance.switchNetwork }), [state, instance])
}

/** Modal state plus the current view. */
export const useModalState = () => {
  const { stores } = useInstance().internals
  const modal = useStore(stores.modal)
  const { view } = useStore(stores.router)
  return useMemo(() => ({ open: modal.open, loading: modal.loading, shake: modal.shake, view }), [modal, view])
}

/** Disconnect a namespace (default: every connected namespace). */
export const useDisconnect = () => {
  const instance = useInstance()
  const disconnect = useCallback((namespace?: ChainNamespace) => instance.disconnect(namespace), [instance])
  return { disconnect }
}

/**
 * Calls `callback` with every tracked event from mount on, once each, in order, even several in
 * one tick (a fast rejection's SELECT_WALLET and CONNECT_ERROR); error events carry the catalogue error.
 * The latest `callback` is called: it need not be memoised.
 */
export const useWalletportEvent = (callback: (event: TimedEvent) => void): void => {
  const instance = useInstance()
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  useEffect(() => instance.subscribeEvents((event) => latest.current(event)), [instance])
}

/** What a call of `useConnect` or `useSignMessage` last did; a newer call replaces an older one's outcome. */
export type AsyncCallState<A> =
  | { readonly status: "idle"; readonly data: undefined; readonly error: undefined }
  | { readonly status: "pending"; readonly data: undefined; readonly error: undefined }
  | { readonly status: "success"; readonly data: A; readonly error: undefined }
  /** The catalogue error (UserRejectedRequest…), or an AbortError when a newer call overtook this one. */
  | { readonly status: "error"; readonly data: undefined; readonly error: WalletportError | Error }

const IDLE = { status: "idle", data: undefined, error: undefined } as const
const PENDING = { status: "pending", data: undefined, error: undefined } as const

const asError = (cause: unknown): Error => (cause instanceof Error ? cause : new Error(String(cause)))

/** Runs `call` and tracks its latest invocation's state; `run` rejects, `fire` never does (the error is in state). */
const useAsyncCall = <Args extends ReadonlyArray<unknown>, A>(call: (...args: Args) => Promise<A>) => {
  const [state, setState] = useState<AsyncCallState<A>>(IDLE)
  const calls = useRef(0)
  const run = useCallback(async (...args: Args): Promise<A> => {
    const id = ++calls.current
    setState(PENDING)
    try {
      const data = await call(...args)
      if (id === calls.current) setState({ status: "success", data, error: undefined })
      return data
    } catch (cause) {
      if (id === calls.current) setState({ status: "error", data: undefined, error: asError(cause) })
      throw cause
    }
  }, [call])
  const fire = useCallback((...args: Args): void => void run(...args).catch(() => undefined), [run])
  const reset = useCallback(() => {
    calls.current++
    setState(IDLE)
  }, [])
  return { state, run, fire, reset }
}

export type UseConnectResult = AsyncCallState<ReadonlyArray<Session>> & {
  /** Connects a listed connector; the outcome lands in `status`, `data` and `error` (never throws). */
  readonly connect: (connectorId: string, options?: { readonly namespace?: ChainNamespace }) => void
  /** The same, resolving with the sessions or rejecting with the catalogue error. */
  readonly connectAsync: (connectorId: string, options?: { readonly namespace?: ChainNamespace }) => Promise<ReadonlyArray<Session>>
  readonly reset: () => void
}

/** Connect a connector from host UI (the modal does it for the button): typed status, data and error. */
export const useConnect = (): UseConnectResult => {
  const instance = useInstance()
  const { state, run, fire, reset } = useAsyncCall(instance.connect)
  return useMemo(() => ({ ...state, connect: fire, connectAsync: run, reset }), [state, fire, run, reset])
}

export type UseSignMessageResult = AsyncCallState<string> & {
  /** Signs a UTF-8 message with the namespace's account (default: the active one); never throws. */
  readonly signMessage: (options: { readonly message: string; readonly namespace?: ChainNamespace }) => void
  /** The same, resolving with the signature or rejecting with the catalogue error. */
  readonly signMessageAsync: (options: { readonly message: string; readonly namespace?: ChainNamespace }) => Promise<string>
  readonly reset: () => void
}

/** Sign a message with the connected account: typed status, data (the signature) and error. */
export const useSignMessage = (): UseSignMessageResult => {
  const instance = useInstance()
  const { state, run, fire, reset } = useAsyncCall(instance.signMessage)
  return useMemo(() => ({ ...state, signMessage: fire, signMessageAsync: run, reset }), [state, fire, run, reset])
}

export type UsePayResult = AsyncCallState<string> & {
  /** Pay (`features: { pay: true }`): opens the Pay view; the hash or the catalogue error lands in state (never throws). */
  readonly pay: (request: PayRequest) => void
  /** The same, resolving with the transaction hash or rejecting with the catalogue error. */
  readonly payAsync: (request: PayRequest) => Promise<string>
  readonly reset: () => void
}

/** Ask the visitor to pay: typed status, data (the transaction hash) and error. */
export const usePay = (): UsePayResult => {
  const instance = useInstance()
  const { state, run, fire, reset } = useAsyncCall(instance.pay)
  return useMemo(() => ({ ...state, pay: fire, payAsync: run, reset }), [state, fire, run, reset])
}

/** Tracked events, newest first, and the latest one. For reacting to each event, use `useWalletportEvent`. */
/**
 * The Connect list, in its order, for a host drawing its own wallet list: `connect(connector.id)` connects
 * one. Loads the core on mount (the wallets are discovered there); empty until they have announced.
 */
export const useConnectors = (): ReadonlyArray<WalletportConnector> => {
  const instance = useInstance()
  const list = useStore(instance.internals.stores.connectors)
  useEffect(() => {
    void instance.internals.load().catch(() => undefined)
  }, [instance])
  return connectorsView(list)
}

export const useEvents = (): { readonly latest: TimedEvent | undefined; readonly all: ReadonlyArray<TimedEvent> } => {
  const all = useStore(useInstance().internals.stores.events)
  return useMemo(() => ({ latest: all[0], all }), [all])
}

/**
 * The provider of the namespace's connected wallet for the host's own calls (EIP-1193 for eip155, the
 * adapter's provider otherwise); undefined when disconnected or before it is known.
 */
export function useWalletProvider(options: { readonly namespace: "eip155" }): Eip1193Provider | undefined
export function useWalletProvider(options: { readonly namespace: "solana" }): SolanaProvider | undefined
export function useWalletProvider(options?: { readonly namespace?: ChainNamespace }): unknown
export function useWalletProvider(options: { readonly namespace?: ChainNamespace } = {}): unknown {
  const instance = useInstance()
  const connection = useStore(instance.internals.stores.connection)
  const network = useStore(instance.internals.stores.network)
  const namespace = options.namespace ?? activeNamespaceOf(network)
  const session = connection.namespaces[namespace].session
  const [provider, setProvider] = useState<unknown>(undefined)
  useEffect(() => {
    let live = true
    if (session === undefined) {
      setProvider(undefined)
      return
    }
    void instance.internals.load()
      .then((core) => core.getWalletProvider(namespace))
      .then((found) => live && setProvider(() => found), () => live && setProvider(undefined))
    return () => {
      live = false
    }
  }, [instance, namespace, session])
  // An EVM wallet's provider is EIP-1193 (the adapter decoded it so); checked again for the narrower type.
  return namespace === "eip155" && !isEip1193Provider(provider) ? undefined : provider
}
