/** The account as hosts read it (`useAccount`, `getAccount`): a namespace's snapshot joined with its status. */
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { AccountSnapshot } from "../services/Account.js"
import type { ConnectionStatus } from "../services/Connection.js"

type Optional<T> = { readonly [K in keyof T]: T[K] | undefined }

/** The account as hosts read it: the snapshot (fields undefined when not connected) plus the connection status (SPEC §4). */
export interface AccountView extends Optional<Omit<AccountSnapshot, "namespace">> {
  readonly namespace: ChainNamespace
  readonly status: ConnectionStatus
  readonly isConnected: boolean
}

/** Joins a namespace's status and snapshot; connected means a live connection with an address. */
export const accountView = (
  namespace: ChainNamespace,
  status: ConnectionStatus,
  snapshot: AccountSnapshot | undefined
): AccountView => ({
  namespace,
  address: snapshot?.address,
  caipAddress: snapshot?.caipAddress,
  caipNetworkId: snapshot?.caipNetworkId,
  unsupportedChain: snapshot?.unsupportedChain,
  balance: snapshot?.balance,
  balanceSymbol: snapshot?.balanceSymbol,
  balanceStatus: snapshot?.balanceStatus,
  balanceError: snapshot?.balanceError,
  wallet: snapshot?.wallet,
  status,
  isConnected: status === "connected" && snapshot?.address !== undefined
})
