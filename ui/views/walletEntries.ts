/** From the Connectors service's ordered list to wallet rows, and the AllWallets search (SPEC §2, §9). */
import type { CustomWallet } from "../../schemas/entities/CustomWallet.js"
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

/** Where a custom wallet not on the page leads: its app on phones, its web or desktop page otherwise. */
export const customWalletLink = (custom: CustomWallet, mobile: boolean): string | undefined => {
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
      ...(link === undefined ? {} : { link })
    }
  })

/** SPEC §2 search: the trimmed query, case-insensitive, anywhere in the name; an empty query keeps all. */
export const searchWallets = <W extends { readonly name: string }>(rows: ReadonlyArray<W>, query: string): ReadonlyArray<W> => {
  const needle = query.trim().toLowerCase()
  return needle === "" ? rows : rows.filter((row) => row.name.toLowerCase().includes(needle))
}
