/**
 * What the Connect view lists, from the Connectors service's ordered list (SPEC §2): the wallet rows, whether
 * the WalletConnect row shows and whether All Wallets does, with its count. One pure function for the real
 * Connect view (ui/containers/ConnectContainer.tsx) and the instant-open preview (ui/instant/InstantModal.tsx),
 * so the two can never list differently (issue 22). No Effect: the preview chunk runs it.
 */
import type { ConnectorEntry } from "../../services/Connectors.js"
import { walletRows } from "./walletEntries.js"
import type { ConnectorEntryProps } from "./WalletRow.js"

/** The WalletConnect connector's entry (its pick opens the QR flow, not ConnectingExternal). */
export const isWalletConnectEntry = (entry: Pick<ConnectorEntry, "group">): boolean => entry.group === "walletConnect"

export interface ConnectModel {
  /** The rows, in the service's order: only wallets on the page connect from this list (the rest are in AllWallets). */
  readonly rows: ReadonlyArray<ConnectorEntryProps>
  /** The WalletConnect entry's id when its row shows (SPEC §2: first, hidden when already connected through it). */
  readonly walletConnect: string | undefined
  /**
   * All Wallets, always offered (SPEC §2 order; issue 23): it reaches the catalogue (every WalletConnect wallet,
   * wallets to install) even when a browser wallet is installed. It counts the listed wallets only when the full
   * list holds more than the rows and WalletConnect (the catalogue's own count is not known here).
   */
  readonly allWallets: { readonly count: number | undefined }
}

export const connectModel = (
  connectors: ReadonlyArray<ConnectorEntry>,
  /** The connector ids connected now (in any namespace). */
  connected: ReadonlyArray<string>,
  mobile: boolean
): ConnectModel => {
  const rows = walletRows(connectors.filter((c) => c.installed), mobile)
  const walletConnect = connectors.find(isWalletConnectEntry)
  const more = connectors.filter((c) => !isWalletConnectEntry(c)).length > rows.length
  return {
    rows,
    walletConnect: walletConnect === undefined || connected.includes(walletConnect.id) ? undefined : walletConnect.id,
    allWallets: { count: more ? connectors.length : undefined }
  }
}
