/** The public hooks of `walletport/react`. Each reads state through `useStore` and sends intents to the runtime. */
import { useCallback, useMemo } from "react"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { Eip1193Provider } from "../../schemas/eip1193.js"
import type { Network } from "../../schemas/entities/Network.js"
import type { TimedEvent } from "../../schemas/events.js"
import type { View } from "../../schemas/views.js"
import { accountView, type AccountView } from "../accountView.js"
import { useInstance } from "./context.js"
import { useStore } from "./useStore.js"

/** Open and close the modal. */
export const useWalletport = () => {
  const instance = useInstance()
  return useMemo(
    () => ({
      open: (options?: { readonly view?: View }) => instance.open(options),
      close: () => instance.close(),
      /** Reloads the connected account's native balance (after a transaction, say). */
      refreshBalance: () => instance.refreshBalance(),
      /** Starts downloading the modal UI (call on hover/focus). */
      prefetch: () => instance.internals.prefetch()
    }),
    [instance]
  )
}

export type UseAccountResult = AccountView

/** SPEC §3 Account of one namespace (default eip155). */
export const useAccount = (options: { readonly namespace?: ChainNamespace } = {}): UseAccountResult => {
  const { stores } = useInstance().internals
  const namespace = options.namespace ?? "eip155"
  const status = useStore(stores.connection).status[namespace]
  const snapshot = useStore(stores.accounts)[namespace]
  return useMemo(() => accountView(status, snapshot), [snapshot, status])
}

/** Before the runtime has loaded (the first idle moment after start) the network fields are undefined. */
export interface UseNetworkResult {
  readonly caipNetwork: Network | undefined
  readonly caipNetworkId: string | undefined
  readonly chainId: string | number | undefined
  readonly networks: ReadonlyArray<Network>
  /** Set when the wallet sits on a chain the host did not configure. */
  readonly unsupportedChainId: string | undefined
}

/** The active network and the host's list. */
export const useNetwork = (): UseNetworkResult => {
  const state = useStore(useInstance().internals.stores.network)
  return useMemo(
    () => ({
      caipNetwork: state?.active,
      caipNetworkId: state?.active.caipNetworkId,
      chainId: state?.active.id,
      networks: state?.networks ?? [],
      unsupportedChainId: state?.unsupportedChainId
    }),
    [state]
  )
}

/** SPEC §3 modal state plus the current view. */
export const useModalState = () => {
  const { stores } = useInstance().internals
  const modal = useStore(stores.modal)
  const { view } = useStore(stores.router)
  return useMemo(() => ({ open: modal.open, loading: modal.loading, shake: modal.shake, view }), [modal, view])
}

/** Disconnect the namespace (default eip155). */
export const useDisconnect = () => {
  const instance = useInstance()
  const disconnect = useCallback(
    (namespace: ChainNamespace = "eip155") => instance.disconnect(namespace),
    [instance]
  )
  return { disconnect }
}

/** Tracked events (SPEC §4), newest first, and the latest one. */
export const useEvents = (): { readonly latest: TimedEvent | undefined; readonly all: ReadonlyArray<TimedEvent> } => {
  const all = useStore(useInstance().internals.stores.events)
  return useMemo(() => ({ latest: all[0], all }), [all])
}

/** The EIP-1193 provider of the connected EVM wallet, for the host's own calls (send, sign); undefined when disconnected. */
export const useWalletProvider = (): Eip1193Provider | undefined => {
  const { stores } = useInstance().internals
  const connected = useStore(stores.connection).wallets.eip155
  const wallets = useStore(stores.wallets)
  return useMemo(() => wallets.find((w) => w.id === connected?.id)?.provider, [wallets, connected])
}
