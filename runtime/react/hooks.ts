/** The public hooks of `walletport/react`. Each reads state through `useStore` and sends intents to the instance. */
import { useCallback, useEffect, useMemo, useState } from "react"
import type { Eip1193Provider } from "../../schemas/eip1193.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { TimedEvent } from "../../schemas/events.js"
import type { PlainView } from "../../schemas/views.js"
import { accountView, type AccountView } from "../accountView.js"
import { networkView } from "../snapshots.js"
import type { WalletportNetwork } from "../types.js"
import { useInstance } from "./context.js"
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

/** SPEC §3 Account of one namespace (default: the newest connection's, else the host's default network's). */
export const useAccount = (options: { readonly namespace?: ChainNamespace } = {}): UseAccountResult => {
  const { stores } = useInstance().internals
  const connection = useStore(stores.connection)
  // Network owns the active namespace (read unconditionally: a hook call cannot sit behind `??`).
  const active = useStore(stores.network)?.activeNamespace
  const namespace = options.namespace ?? active ?? "eip155"
  const status = connection.namespaces[namespace].status
  const snapshot = useStore(stores.accounts)[namespace]
  return useMemo(() => accountView(namespace, status, snapshot), [namespace, snapshot, status])
}

/** Before the runtime has loaded (the first idle moment after start) the network fields are undefined. */
export interface UseNetworkResult extends WalletportNetwork {
  /** Switches the wallet (and the dapp) to a configured network. Rejects with the catalogue error. */
  readonly switchNetwork: (caipNetworkId: string) => Promise<void>
}

/** The active network per namespace, the host's networks grouped by namespace, and `switchNetwork`. */
export const useNetwork = (): UseNetworkResult => {
  const instance = useInstance()
  const state = useStore(instance.internals.stores.network)
  return useMemo(() => ({ ...networkView(state), switchNetwork: instance.switchNetwork }), [state, instance])
}

/** SPEC §3 modal state plus the current view. */
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

/** Tracked events (SPEC §4), newest first, and the latest one. */
export const useEvents = (): { readonly latest: TimedEvent | undefined; readonly all: ReadonlyArray<TimedEvent> } => {
  const all = useStore(useInstance().internals.stores.events)
  return useMemo(() => ({ latest: all[0], all }), [all])
}

/**
 * The provider of the namespace's connected wallet for the host's own calls (EIP-1193 for eip155, the
 * adapter's provider otherwise); undefined when disconnected or before it is known.
 */
export function useWalletProvider(options: { readonly namespace: "eip155" }): Eip1193Provider | undefined
export function useWalletProvider(options?: { readonly namespace?: ChainNamespace }): unknown
export function useWalletProvider(options: { readonly namespace?: ChainNamespace } = {}): unknown {
  const instance = useInstance()
  const connection = useStore(instance.internals.stores.connection)
  const active = useStore(instance.internals.stores.network)?.activeNamespace
  const namespace = options.namespace ?? active ?? "eip155"
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
  return namespace === "eip155" && !isEip1193(provider) ? undefined : provider
}

const isEip1193 = (value: unknown): value is Eip1193Provider =>
  typeof value === "object" && value !== null && typeof Reflect.get(value, "request") === "function"
