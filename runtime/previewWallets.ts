/**
 * The instant-open preview's wallet discovery: EIP-6963 for the EVM adapter, the Wallet Standard registry
 * for the Solana one (only for the adapters configured), listed and ordered by the same pure functions as
 * the adapters and the Connectors service, so every row has the id the core will connect. No recents (the
 * preview reads no storage: the shell skips it when there are any) and no custom wallets (it is skipped then).
 * In runtime/ (not ui/instant) because it stands on the adapters' discovery code in layers/.
 */
import { getWallets } from "@wallet-standard/app"
import { orderConnectors } from "../layers/live/connectorOrder.js"
import { addAnnouncement, type EvmWallet, injectedProvider, listWallets as listEvmWallets, readProperty } from "../layers/live/evm/announcements.js"
import { listWallets as listSolanaWallets } from "../layers/live/solana/walletList.js"
import type { AdapterWallet } from "../services/ChainAdapter.js"
import type { ConnectorEntry } from "../services/Connectors.js"
import type { ChainNamespace } from "../schemas/entities/ids.js"

/** What the discovery reads of the preview's options (ui/instant/previewOptions.ts). */
export interface PreviewWalletOptions {
  readonly namespaces: ReadonlyArray<ChainNamespace>
  readonly includeWalletIds: ReadonlyArray<string>
  readonly excludeWalletIds: ReadonlyArray<string>
  readonly featuredWalletIds: ReadonlyArray<string>
}

/** Watches the page's wallets; `onChange` gets the ordered list at once and on every change. Returns the stop. */
export const watchPreviewWallets = (
  options: PreviewWalletOptions,
  onChange: (entries: ReadonlyArray<ConnectorEntry>) => void
): (() => void) => {
  const stops: Array<() => void> = []
  let announced: ReadonlyArray<EvmWallet> = []
  const registry = options.namespaces.includes("solana") ? getWallets() : undefined
  const lists = (): ReadonlyArray<ReadonlyArray<AdapterWallet>> =>
    options.namespaces.map((namespace) =>
      namespace === "eip155"
        ? listEvmWallets(announced, injectedProvider(), options.excludeWalletIds)
        : registry === undefined
        ? []
        : listSolanaWallets(registry.get(), options.excludeWalletIds).map(({ info }) => info)
    )
  let started = false
  const update = () => {
    if (!started) return
    onChange(orderConnectors({
      wallets: lists(),
      recent: [],
      customWallets: [],
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
