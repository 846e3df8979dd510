/**
 * The account as hosts read it (`useAccount`, `getAccount`): a namespace's snapshot joined with its status,
 * as a union discriminated by `isConnected` (then by `namespace`), so a connected EVM account's address is
 * `0x${string}` without a check in host code. The types are the plain ones of schemas/public/account.ts.
 */
import type { AccountView, DisconnectedAccount } from "../schemas/public/account.js"
import type { ChainNamespace } from "../schemas/public/ids.js"
import type { AccountSnapshot } from "../services/Account.js"
import type { ConnectionStatus } from "../services/Connection.js"

/** The snapshot's fields every connected account has (the address is typed per namespace). */
type ConnectedFields = Omit<AccountSnapshot, "namespace" | "address">

const isHexAddress = (address: string): address is `0x${string}` => address.startsWith("0x")

const disconnected = (namespace: ChainNamespace, status: ConnectionStatus): DisconnectedAccount => ({
  isConnected: false,
  namespace,
  status,
  address: undefined,
  caipAddress: undefined,
  caipNetworkId: undefined,
  unsupportedChain: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  balanceStatus: undefined,
  balanceError: undefined,
  wallet: undefined,
  profileName: undefined,
  profileImage: undefined
})

/** Joins a namespace's status and snapshot; connected means a live connection with an address. */
export const accountView = (
  namespace: ChainNamespace,
  status: ConnectionStatus,
  snapshot: AccountSnapshot | undefined
): AccountView => {
  if (status !== "connected" || snapshot === undefined) return disconnected(namespace, status)
  // Every field of the snapshot but the two typed per namespace; the profile's are there even before it loads.
  const { namespace: _namespace, address, ...snapshotFields } = snapshot
  const fields: ConnectedFields = { profileName: undefined, profileImage: undefined, ...snapshotFields }
  if (namespace === "eip155") {
    // The EVM adapter decodes addresses to 0x form; anything else is not an account we can show.
    return isHexAddress(address) ? { ...fields, isConnected: true, status, namespace, address } : disconnected(namespace, status)
  }
  if (namespace === "solana") return { ...fields, isConnected: true, status, namespace, address }
  return { ...fields, isConnected: true, status, namespace, address }
}
