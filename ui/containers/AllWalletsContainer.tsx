/**
 * AllWallets and ConnectingWalletConnectBasic: the whole connector list (installed, recent, custom wallets),
 * then the explorer's catalogue as the Catalogue service lists it (pages, search, featured, recommended; each
 * wallet once, how each connects), with the debounced search. Picks and hovers go to runtime/walletCatalogue.ts.
 * ConnectingWalletConnectBasic (SPEC §2's desktop view with no adapters) shows this list under the pairing QR,
 * or under a heading without WalletConnect, so it is never empty.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react"
import * as Effect from "effect/Effect"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { prefetchRow, selectExplorerWallet, selectListedConnector } from "../../runtime/walletCatalogue.js"
import { DEBOUNCE_DEFAULT_MS } from "../../schemas/constants.js"
import { Catalogue } from "../../services/Catalogue.js"
import { useDebounced } from "../components/useDebounced.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { viewComponent } from "../views/registry.js"
import { EXPLORER_ROW_PREFIX, explorerRows, searchWallets, walletRows } from "../views/walletEntries.js"
import { useServiceState } from "./useService.js"
import { useWalletConnectWarmUp } from "./useWalletConnectWarmUp.js"
import { useMessages } from "../i18n/I18nContext.js"

const AllWalletsView = viewComponent("AllWallets")

const catalogueState = Effect.map(Catalogue, (catalogue) => catalogue.state)
const openCatalogue = Effect.flatMap(Catalogue, (catalogue) => catalogue.open)
const loadAfter = (page: number) => Effect.flatMap(Catalogue, (catalogue) => catalogue.loadAfter(page))
const setSearch = (query: string) => Effect.flatMap(Catalogue, (catalogue) => catalogue.setSearch(query))

/** A row's id as the intents take it: an explorer wallet's, or a connector's. */
const rowOf = (id: string) =>
  id.startsWith(EXPLORER_ROW_PREFIX) ? { explorerId: id.slice(EXPLORER_ROW_PREFIX.length) } : { connectorId: id }

export const AllWalletsContainer = (props: { readonly interim?: boolean; readonly underPairing?: boolean }): ReactNode => {
  const { runtime, stores, run } = useLoaded().internals
  const connectors = useStore(stores.connectors)
  const mobile = useMediaQuery(MOBILE_QUERY, false)
  const t = useMessages().wallets
  const [query, setQuery] = useState("")
  const runFork = useCallback((effect: Effect.Effect<void>) => runtime.runFork(effect), [runtime])
  const searched = useDebounced(query, DEBOUNCE_DEFAULT_MS, runFork)
  // Under the pairing QR (ConnectingWalletConnectBasic), WalletConnect's own entry would only repeat it.
  const listed = useMemo(
    () => (props.underPairing === true ? connectors.filter((c) => c.group !== "walletConnect") : connectors),
    [connectors, props.underPairing]
  )
  const rows = useMemo(() => walletRows(listed, mobile), [listed, mobile])
  const catalogue = useServiceState(catalogueState)
  useWalletConnectWarmUp(connectors.some((c) => c.group === "walletConnect"))
  useEffect(() => run(openCatalogue), [run])
  useEffect(() => run(setSearch(query)), [run, query])
  const explorer = useMemo(() => explorerRows(catalogue?.entries ?? [], mobile), [catalogue, mobile])
  // The service debounces the query on its own: until it has taken this one, its rows are filtered here, so
  // the list never shows (or a tap never lands on) rows of the query before.
  const current = catalogue !== undefined && catalogue.search === searched.trim()
  const entries = useMemo(
    () => [...searchWallets(rows, searched), ...(current ? explorer : searchWallets(explorer, searched))],
    [rows, searched, explorer, current]
  )
  // The page this render listed goes with the call: the view's effect may run after the next page has come in.
  const listedPage = catalogue?.page ?? 0
  const onEndReached = useCallback(() => run(loadAfter(listedPage)), [run, listedPage])
  const counted = catalogue === undefined ? 0 : catalogue.count + catalogue.featured.length + catalogue.recommended.length
  return (
    <AllWalletsView
      entries={entries}
      total={rows.length + counted}
      query={query}
      searched={searched}
      onQuery={setQuery}
      onPrefetch={(id) => run(prefetchRow(rowOf(id)))}
      loading={catalogue === undefined || catalogue.loading || (catalogue.search !== "" && catalogue.results === undefined)}
      {...(catalogue?.hasMore === true ? { onEndReached } : {})}
      onSelect={(id) => {
        const row = rowOf(id)
        run("explorerId" in row ? selectExplorerWallet(row.explorerId) : selectListedConnector(row.connectorId))
      }}
      {...(props.interim === true ? { intro: { heading: t.interimHeading, text: t.interimText } } : {})}
    />
  )
}
