/**
 * The instant-open preview's wallet discovery: EIP-6963 for the EVM adapter, the Wallet Standard registry
 * for the Solana one (only for the adapters configured), listed and ordered by the same pure functions as
 * the adapters and the Connectors service, so every row has the id the core will connect: WalletConnect's
 * entry where the host configured it (one per namespace it serves, merged as the core merges them), the
 * host's custom wallets and the stored recent wallets (runtime/previewRecents.ts), in the core's order.
 * In runtime/ (not ui/instant) because it stands on the adapters' discovery code in layers/.
 */
import { getWallets } from "@wallet-standard/app"
import { orderConnectors } from "../layers/live/connectorOrder.js"
import { addAnnouncement, type EvmWallet, injectedProvider, listWallets as listEvmWallets, readProperty } from "../layers/live/evm/announcements.js"
import { listWallets as listSolanaWallets } from "../layers/live/solana/walletList.js"
import type { AdapterWallet } from "../services/ChainAdapter.js"
import type { ConnectorEntry } from "../services/Connectors.js"
import type { CustomWallet } from "../schemas/entities/CustomWallet.js"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { RecentWalletValue } from "../schemas/storage/recentWalletRules.js"
import { EMBEDDED_NAMESPACES } from "../layers/live/auth/connector.js"
import { WC_NAMESPACES } from "../layers/live/walletconnect/namespaces.js"
import { WALLETCONNECT_ICON, WALLETCONNECT_ID, WALLETCONNECT_NAME } from "../layers/live/walletconnect/wallet.js"
import type { WalletportAdapter } from "../schemas/adapterDescriptor.js"
import { hasWalletConnect } from "../schemas/adapterRules.js"

/** What the discovery reads of the preview's options (ui/instant/previewOptions.ts). */
export interface PreviewWalletOptions {
  readonly namespaces: ReadonlyArray<ChainNamespace>
  /** The configured adapters, in order. */
  readonly adapters: ReadonlyArray<WalletportAdapter>
  /** The namespaces of the configured networks. */
  readonly networkNamespaces: ReadonlyArray<string>
  readonly customWallets: ReadonlyArray<CustomWallet>
  readonly recent: ReadonlyArray<RecentWalletValue>
  readonly includeWalletIds: ReadonlyArray<string>
  readonly excludeWalletIds: ReadonlyArray<string>
  readonly featuredWalletIds: ReadonlyArray<string>
}

/**
 * The namespaces WalletConnect serves, and every adapter's namespaces in the order the core lists their wallets
 * (ChainAdapters: first configured first; the WalletConnect and embedded modules make one adapter per namespace
 * they serve that has a network).
 */
export const listedNamespaces = (options: Pick<PreviewWalletOptions, "adapters" | "networkNamespaces">) => {
  const served = (candidates: ReadonlyArray<ChainNamespace>) => candidates.filter((ns) => options.networkNamespaces.includes(ns))
  const walletConnect = hasWalletConnect(options) ? served(WC_NAMESPACES) : []
  const order = options.adapters.flatMap((adapter) =>
    adapter.connector === undefined ? [adapter.namespace] : adapter.connector === "embedded" ? served(EMBEDDED_NAMESPACES) : walletConnect
  )
  return { walletConnect, order: [...new Set(order)] }
}

/** Watches the page's wallets; `onChange` gets the ordered list at once and on every change. Returns the stop. */
export const watchPreviewWallets = (
  options: PreviewWalletOptions,
  onChange: (entries: ReadonlyArray<ConnectorEntry>) => void
): (() => void) => {
  const stops: Array<() => void> = []
  let announced: ReadonlyArray<EvmWallet> = []
  const registry = options.namespaces.includes("solana") ? getWallets() : undefined
  const browserWallets = (namespace: ChainNamespace): ReadonlyArray<AdapterWallet> =>
    !options.namespaces.includes(namespace)
      ? []
      : namespace === "eip155"
      ? listEvmWallets(announced, injectedProvider(), options.excludeWalletIds)
      : namespace === "solana" && registry !== undefined
      ? listSolanaWallets(registry.get(), options.excludeWalletIds).map(({ info }) => info)
      : []
  const listed = listedNamespaces(options)
  const walletConnect = (namespace: ChainNamespace): ReadonlyArray<AdapterWallet> =>
    listed.walletConnect.includes(namespace)
      ? [{ id: WALLETCONNECT_ID, namespace, name: WALLETCONNECT_NAME, icon: WALLETCONNECT_ICON, rdns: undefined, type: "WALLET_CONNECT" }]
      : []
  // As ChainAdapters: one list per namespace, in first-configured order (WalletConnect's entry goes first in
  // the order anyway, and the embedded wallet's is never a row).
  const lists = (): ReadonlyArray<ReadonlyArray<AdapterWallet>> =>
    listed.order.map((namespace) => [...browserWallets(namespace), ...walletConnect(namespace)])
  let started = false
  const update = () => {
    if (!started) return
    // As the Connectors service: the embedded wallet's AUTH entry is never a row (the preview lists none).
    onChange(orderConnectors({
      wallets: lists(),
      recent: options.recent,
      customWallets: options.customWallets,
      featuredWalletIds: options.featuredWalletIds,
      includeWalletIds: options.includeWalletIds,
      excludeWalletIds: options.excludeWalletIds
    }))
  }
  if (options.namespaces.includes("eip155")) {
    const onAnnounce = (event: Event) => {
      const next = addAnnouncement(announced, event instanceof CustomEvent ? readProperty(event, "detail") : undefined)
      if (next === announced) return
      announced = next
      update()
    }
    window.addEventListener("eip6963:announceProvider", onAnnounce)
    stops.push(() => window.removeEventListener("eip6963:announceProvider", onAnnounce))
    // Wallets answer synchronously: the first list already holds them.
    window.dispatchEvent(new Event("eip6963:requestProvider"))
  }
  if (registry !== undefined) stops.push(registry.on("register", update), registry.on("unregister", update))
  started = true
  update()
  return () => stops.forEach((stop) => stop())
}
