/** The account as hosts read it (`useAccount`, `getAccount`): a namespace's snapshot joined with its status. */
import type { AccountSnapshot } from "../services/Account.js"
import type { ConnectionStatus } from "../services/Connection.js"

/** The account as hosts read it: the snapshot plus the connection status (SPEC §4). */
export interface AccountView extends AccountSnapshot {
  readonly status: ConnectionStatus
  readonly isConnected: boolean
}

/** Joins a namespace's status and snapshot; connected means a live connection with an address. */
export const accountView = (
  status: ConnectionStatus,
  snapshot: AccountSnapshot | undefined
): AccountView => ({
  address: snapshot?.address,
  caipAddress: snapshot?.caipAddress,
  balance: snapshot?.balance,
  balanceSymbol: snapshot?.balanceSymbol,
  balanceError: snapshot?.balanceError,
  wallet: snapshot?.wallet,
  status,
  isConnected: status === "connected" && snapshot?.address !== undefined
})
