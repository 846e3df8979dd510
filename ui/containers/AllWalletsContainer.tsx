/**
 * AllWallets and ConnectingWalletConnectBasic: the whole connector list (installed, recent, custom wallets)
 * with the debounced search. Until WalletConnect lands, ConnectingWalletConnectBasic (SPEC §2's desktop view
 * with no adapters) cannot show a pairing QR; it shows this list under a heading, so it is never empty.
 */
import { type ReactNode, useCallback, useMemo, useState } from "react"
import type * as Effect from "effect/Effect"
import * as intents from "../../runtime/intents.js"
import { selectWalletConnect } from "../../runtime/walletConnect.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { DEBOUNCE_DEFAULT_MS } from "../../schemas/constants.js"
import { useDebounced } from "../components/useDebounced.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { viewComponent } from "../views/registry.js"
import { searchWallets, walletRows } from "../views/walletEntries.js"

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
  const entries = useMemo(() => searchWallets(rows, searched), [rows, searched])
  return (
    <AllWalletsView
      entries={entries}
      total={rows.length}
      query={query}
      searched={searched}
      onQuery={setQuery}
      onSelect={(id) =>
        run(connectors.find((c) => c.id === id)?.group === "walletConnect" ? selectWalletConnect(id) : intents.selectConnector(id))}
      {...(props.interim === true ? { intro: INTERIM_INTRO } : {})}
    />
  )
}
