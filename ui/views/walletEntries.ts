/** From the Connectors service's ordered list to wallet rows, and the AllWallets search (SPEC §2, §9). */
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { isSupportedNamespace } from "../../schemas/namespaces.js"
import type { CatalogueEntry } from "../../services/Catalogue.js"
import type { ConnectorEntry } from "../../services/Connectors.js"
import type { ConnectorEntryProps } from "./WalletRow.js"

/** Only https pages open from the list: a host's `javascript:` or `data:` link never becomes an href. */
const safeLink = (value: string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined
  try {
    return new URL(value).protocol === "https:" ? value : undefined
  } catch {
    return undefined
  }
}

/** The links a custom wallet or an explorer wallet may carry. */
interface WalletLinks {
  readonly id: string
  readonly name: string
  readonly homepage?: string | null | undefined
  readonly mobile_link?: string | null | undefined
  readonly desktop_link?: string | null | undefined
  readonly webapp_link?: string | null | undefined
  readonly app_store?: string | null | undefined
  readonly play_store?: string | null | undefined
}

/** Where a wallet not on the page leads: its app on phones, its web or desktop page otherwise. */
export const customWalletLink = (custom: WalletLinks, mobile: boolean): string | undefined => {
  const order = mobile
    ? [custom.mobile_link, custom.app_store, custom.play_store, custom.webapp_link, custom.homepage]
    : [custom.webapp_link, custom.desktop_link, custom.homepage]
  for (const candidate of order) {
    const link = safeLink(candidate)
    if (link !== undefined) return link
  }
  return undefined
}

/** A row per entry, in the service's order. */
export const walletRows = (entries: ReadonlyArray<ConnectorEntry>, mobile: boolean): ReadonlyArray<ConnectorEntryProps> =>
  entries.map((c) => {
    const link = c.custom === undefined || c.installed ? undefined : customWalletLink(c.custom, mobile)
    return {
      id: c.id,
      type: c.type,
      name: c.name,
      icon: c.icon,
      namespaces: c.namespaces,
      recent: c.recent,
      installed: c.installed,
      ...(c.prompting === true ? { prompting: true } : {}),
      ...(link === undefined ? {} : { link })
    }
  })

// The connector rows' search (AllWalletsContainer); the catalogue's rows wait for the explorer's.
export { searchWallets } from "../../schemas/walletSearch.js"

/** An explorer wallet's row id: apart from the connector ids, so a pick knows which list it came from. */
export const EXPLORER_ROW_PREFIX = "explorer:"

/** The namespaces of an explorer wallet's CAIP-2 chains, in first-seen order. */
const chainNamespaces = (chains: ReadonlyArray<string> | undefined): ReadonlyArray<ChainNamespace> => [
  ...new Set((chains ?? []).map((chain) => chain.split(":")[0]).filter(isSupportedNamespace))
]

/**
 * Rows for the explorer's wallets (never installed: those are the connector rows), as the Catalogue service lists
 * them: one that pairs through WalletConnect is a WalletConnect row; otherwise it opens the wallet's install or
 * home page (or is listed, disabled).
 */
export const explorerRows = (entries: ReadonlyArray<CatalogueEntry>, mobile: boolean): ReadonlyArray<ConnectorEntryProps> =>
  entries.map(({ wallet, icon, via }) => {
    const pairs = via === "walletConnect"
    const link = pairs ? undefined : customWalletLink(wallet, mobile) ?? safeLink(wallet.chrome_store)
    return {
      id: `${EXPLORER_ROW_PREFIX}${wallet.id}`,
      type: pairs ? "WALLET_CONNECT" : "EXTERNAL",
      name: wallet.name,
      icon,
      namespaces: pairs || link !== undefined ? chainNamespaces(wallet.chains) : [],
      recent: false,
      installed: false,
      ...(link === undefined ? {} : { link })
    }
  })
