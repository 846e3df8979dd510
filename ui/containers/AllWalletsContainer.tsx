/**
 * AllWallets and ConnectingWalletConnectBasic: the whole connector list (installed, recent, custom wallets),
 * then the explorer's catalogue (runtime/walletCatalogue.ts: pages, search, featured, recommended), with the
 * debounced search. An explorer wallet pairs through WalletConnect when it is configured (its row's hover or
 * focus warms the SDK up), else opens its page. ConnectingWalletConnectBasic (SPEC §2's desktop view with no
 * adapters) shows this list under the pairing QR, or under a heading without WalletConnect, so it is never empty.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react"
import * as Effect from "effect/Effect"
import * as FiberId from "effect/FiberId"
import * as Stream from "effect/Stream"
import { type CatalogueState, catalogueOrder, hasMore, INITIAL_CATALOGUE, makeWalletCatalogue, type WalletCatalogue } from "../../runtime/walletCatalogue.js"
import * as intents from "../../runtime/intents.js"
import { chosenWalletOf, prefetchWalletConnect, selectCatalogueWallet, selectWalletConnect } from "../../runtime/walletConnect.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { DEBOUNCE_DEFAULT_MS } from "../../schemas/constants.js"
import { useDebounced } from "../components/useDebounced.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { viewComponent } from "../views/registry.js"
import { EXPLORER_ROW_PREFIX, explorerRows, searchWallets, walletRows } from "../views/walletEntries.js"
import { useWalletConnectWarmUp } from "./useWalletConnectWarmUp.js"

const AllWalletsView = viewComponent("AllWallets")

const INTERIM_INTRO = {
  heading: "Choose your wallet",
  text: "Pick a wallet below to install it or open it, then connect from there."
} as const

export const AllWalletsContainer = (props: { readonly interim?: boolean; readonly underPairing?: boolean }): ReactNode => {
  const { runtime, stores, run } = useLoaded().internals
  const connectors = useStore(stores.connectors)
  const mobile = useMediaQuery(MOBILE_QUERY, false)
  const [query, setQuery] = useState("")
  const runFork = useCallback((effect: Effect.Effect<void>) => runtime.runFork(effect), [runtime])
  const searched = useDebounced(query, DEBOUNCE_DEFAULT_MS, runFork)
  // Under the pairing QR (ConnectingWalletConnectBasic), WalletConnect's own entry would only repeat it.
  const listed = useMemo(
    () => (props.underPairing === true ? connectors.filter((c) => c.group !== "walletConnect") : connectors),
    [connectors, props.underPairing]
  )
  const rows = useMemo(() => walletRows(listed, mobile), [listed, mobile])
  const { catalogue, state } = useCatalogue()
  const walletConnect = connectors.find((c) => c.group === "walletConnect")
  useWalletConnectWarmUp(walletConnect !== undefined)
  // Installed and listed wallets are not repeated from the catalogue (matched by id, rdns or name).
  const known = useMemo(
    () => new Set(connectors.flatMap((c) => [c.id, c.name.toLowerCase(), ...(c.rdns === undefined ? [] : [c.rdns]), ...Object.values(c.walletIds)])),
    [connectors]
  )
  const explorer = useMemo(
    () =>
      catalogue === undefined
        ? []
        : explorerRows(catalogueOrder(state, known), { mobile, walletConnect: walletConnect !== undefined, imageUrl: catalogue.imageUrl }),
    [catalogue, state, known, mobile, walletConnect]
  )
  const entries = useMemo(() => [...searchWallets(rows, searched), ...explorer], [rows, searched, explorer])
  useEffect(() => {
    if (catalogue !== undefined) runFork(catalogue.setSearch(query))
  }, [catalogue, query, runFork])
  /** A catalogue wallet (with WalletConnect configured) and WalletConnect's own entry pair through WalletConnect. */
  const throughWalletConnect = (id: string) =>
    walletConnect !== undefined && (id.startsWith(EXPLORER_ROW_PREFIX) || id === walletConnect.id)
  const more = state.search === "" && hasMore(state)
  const onEndReached = useCallback(() => {
    if (catalogue !== undefined) runFork(catalogue.loadMore)
  }, [catalogue, runFork])
  return (
    <AllWalletsView
      entries={entries}
      total={rows.length + state.count + state.featured.length + state.recommended.length}
      query={query}
      searched={searched}
      onQuery={setQuery}
      // As on Connect's WalletConnect entry: a hover or focus warms the SDK up (once per instance), so the pick
      // only creates the pairing.
      onPrefetch={(id) => {
        if (throughWalletConnect(id)) run(prefetchWalletConnect)
      }}
      loading={state.loading || (state.search !== "" && state.results === undefined) || catalogue === undefined}
      {...(more ? { onEndReached } : {})}
      onSelect={(id) => {
        if (id.startsWith(EXPLORER_ROW_PREFIX)) {
          // A wallet of the catalogue (not on the page): pair with it through WalletConnect.
          const picked = catalogueOrder(state, known).find((w) => `${EXPLORER_ROW_PREFIX}${w.id}` === id)
          if (walletConnect !== undefined && picked !== undefined && catalogue !== undefined) {
            run(selectCatalogueWallet(walletConnect.id, chosenWalletOf(picked, catalogue.imageUrl(picked))))
          }
          return
        }
        run(throughWalletConnect(id) ? selectWalletConnect(id) : intents.selectConnector(id))
      }}
      {...(props.interim === true ? { intro: INTERIM_INTRO } : {})}
    />
  )
}

/** The view's catalogue, made on the instance's runtime on mount and closed (its fibers interrupted) on unmount. */
const useCatalogue = (): { readonly catalogue: WalletCatalogue | undefined; readonly state: CatalogueState } => {
  const { runtime } = useLoaded().internals
  const [catalogue, setCatalogue] = useState<WalletCatalogue>()
  const [state, setState] = useState(INITIAL_CATALOGUE)
  useEffect(() => {
    const fiber = runtime.runFork(
      Effect.scoped(
        Effect.gen(function*() {
          const made = yield* makeWalletCatalogue()
          yield* Effect.sync(() => setCatalogue(made))
          yield* Stream.runForEach(made.state.changes, (next) => Effect.sync(() => setState(next)))
        })
      )
    )
    return () => fiber.unsafeInterruptAsFork(FiberId.none)
  }, [runtime])
  return { catalogue, state }
}
