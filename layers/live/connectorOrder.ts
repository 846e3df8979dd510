/**
 * SPEC §2 connector order as a pure function: walletConnect, recent, injected, featured, custom, external,
 * recommended, with overrides first. Wallets several adapters found (the same declared rdns, or WalletConnect's
 * own entries) merge into one MULTI_CHAIN entry (the embedded wallet's AUTH faces into one AUTH entry). Exclusion matches id, rdns or case-insensitive name; when the host gives
 * `includeWalletIds`, only matching wallets are listed.
 */
import type { CustomWallet } from "../../schemas/entities/CustomWallet.js"
import type { RecentWallet } from "../../schemas/storage/recentWallets.js"
import type { AdapterWallet } from "../../services/ChainAdapter.js"
import { CONNECTOR_GROUPS } from "../../schemas/entities/ConnectorGroup.js"
import type { ConnectorEntry } from "../../services/Connectors.js"
import { isExcluded } from "./walletExclusion.js"

export interface ConnectorOrderInput {
  /** Each adapter's wallets, in adapter order. */
  readonly wallets: ReadonlyArray<ReadonlyArray<AdapterWallet>>
  readonly recent: ReadonlyArray<RecentWallet>
  readonly customWallets: ReadonlyArray<CustomWallet>
  readonly featuredWalletIds: ReadonlyArray<string>
  readonly includeWalletIds: ReadonlyArray<string>
  readonly excludeWalletIds: ReadonlyArray<string>
}

/**
 * Two faces of one wallet: both declare the same rdns (an EIP-6963 provider and a Wallet Standard wallet that
 * says which provider it belongs to), or both are WalletConnect's (one module makes one per namespace). A name
 * is no proof: any page script can register a Wallet Standard wallet called "MetaMask", and merged, it would
 * answer for the real wallet's other namespace. Faces that only share a name are listed apart.
 */
const sameWallet = (entry: ConnectorEntry, wallet: AdapterWallet) =>
  (entry.rdns !== undefined && entry.rdns === wallet.rdns) ||
  (entry.group === "walletConnect" && wallet.type === "WALLET_CONNECT" && entry.id === wallet.id) ||
  (entry.type === "AUTH" && wallet.type === "AUTH" && entry.id === wallet.id)

/** Installed wallets of every adapter, merged across namespaces, in first-seen order. */
const mergeInstalled = (wallets: ReadonlyArray<ReadonlyArray<AdapterWallet>>): Array<ConnectorEntry> => {
  const entries: Array<ConnectorEntry> = []
  for (const list of wallets) {
    for (const wallet of list) {
      const index = entries.findIndex((entry) =>
        entry.walletIds[wallet.namespace] === undefined && sameWallet(entry, wallet)
      )
      const existing = entries[index]
      if (existing === undefined) {
        entries.push({
          id: wallet.id,
          type: wallet.type,
          name: wallet.name,
          icon: wallet.icon,
          rdns: wallet.rdns,
          namespaces: [wallet.namespace],
          // WalletConnect is a relay to a wallet elsewhere, listed first (SPEC §2), never "installed".
          installed: wallet.type !== "WALLET_CONNECT",
          recent: false,
          group: wallet.type === "WALLET_CONNECT" ? "walletConnect" : "injected",
          walletIds: { [wallet.namespace]: wallet.id },
          custom: undefined
        })
      } else {
        entries[index] = {
          ...existing,
          // The embedded wallet is one AUTH connector in every namespace it serves (SPEC §3).
          type: existing.type === "AUTH" ? "AUTH" : "MULTI_CHAIN",
          icon: existing.icon ?? wallet.icon,
          rdns: existing.rdns ?? wallet.rdns,
          namespaces: [...existing.namespaces, wallet.namespace],
          walletIds: { ...existing.walletIds, [wallet.namespace]: wallet.id }
        }
      }
    }
  }
  return entries
}

const matches = (entry: Pick<ConnectorEntry, "id" | "name" | "rdns">, ids: ReadonlyArray<string>) =>
  isExcluded(entry, ids)

/** SPEC §2: the ordered list. */
export const orderConnectors = (input: ConnectorOrderInput): ReadonlyArray<ConnectorEntry> => {
  const installed = mergeInstalled(input.wallets)
  const customs: Array<ConnectorEntry> = input.customWallets
    .filter((custom) => !installed.some((entry) => entry.id === custom.id || (custom.rdns != null && custom.rdns === entry.rdns)))
    .map((custom) => ({
      id: custom.id,
      type: "EXTERNAL",
      name: custom.name,
      icon: custom.image_url,
      rdns: custom.rdns ?? undefined,
      namespaces: [],
      installed: false,
      recent: false,
      group: "custom",
      walletIds: {},
      custom
    }))
  const recentRank = (entry: ConnectorEntry) => input.recent.findIndex((r) => r.id === entry.id)
  const featuredRank = (entry: ConnectorEntry) =>
    input.featuredWalletIds.findIndex((id) => matches(entry, [id]))
  const all = [...installed, ...customs]
    .filter((entry) => !matches(entry, input.excludeWalletIds))
    .filter((entry) => input.includeWalletIds.length === 0 || matches(entry, input.includeWalletIds))
    .map((entry): ConnectorEntry => {
      const recent = entry.installed && recentRank(entry) !== -1
      const featuredCustom = !entry.installed && featuredRank(entry) !== -1
      return { ...entry, recent, group: recent ? "recent" : featuredCustom ? "featured" : entry.group }
    })
  // Within a group: recent by recency; then the host's overrides (featuredWalletIds) in its order; then found order.
  const rank = (entry: ConnectorEntry): ReadonlyArray<number> => {
    const featured = featuredRank(entry)
    return [
      CONNECTOR_GROUPS.indexOf(entry.group),
      entry.group === "recent" ? recentRank(entry) : 0,
      featured === -1 ? input.featuredWalletIds.length : featured
    ]
  }
  return all
    .map((entry, index) => ({ entry, key: [...rank(entry), index] }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) {
        const d = (a.key[i] ?? 0) - (b.key[i] ?? 0)
        if (d !== 0) return d
      }
      return 0
    })
    .map(({ entry }) => entry)
}
