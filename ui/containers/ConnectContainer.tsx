/** The Connect view fed from the Connectors service's ordered list (SPEC §2 connector order). */
import { type ReactNode, useMemo } from "react"
import * as intents from "../../runtime/intents.js"
import { prefetchWalletConnect, selectWalletConnect } from "../../runtime/walletConnect.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { preloadView, viewComponent } from "../views/registry.js"
import { walletRows } from "../views/walletEntries.js"
import { useEmailLogin } from "./useEmailLogin.js"
import { useWalletConnectWarmUp } from "./useWalletConnectWarmUp.js"

const ConnectView = viewComponent("Connect")

export const ConnectContainer = (): ReactNode => {
  const { options, internals } = useLoaded()
  const connectors = useStore(internals.stores.connectors)
  const mobile = useMediaQuery(MOBILE_QUERY, false)
  // Only wallets on the page connect from this list (in the service's order); the rest are in AllWallets.
  const entries = useMemo(() => walletRows(connectors.filter((c) => c.installed), mobile), [connectors, mobile])
  // SPEC §2: WalletConnect first, hidden when already connected through it.
  const connection = useStore(internals.stores.connection)
  const walletConnect = connectors.find((c) => c.group === "walletConnect")
  const viaWalletConnect = walletConnect !== undefined &&
    Object.values(connection.namespaces).some((c) => c.status === "connected" && c.connectorId === walletConnect.id)
  const listed = walletConnect !== undefined && !viaWalletConnect
  useWalletConnectWarmUp(listed)
  const more = connectors.filter((c) => c.group !== "walletConnect").length > entries.length
  const email = useEmailLogin()
  return (
    <ConnectView
      entries={entries}
      onSelect={(id) => internals.run(intents.selectConnector(id))}
      mobile={mobile}
      {...(listed
        ? {
          walletConnect: {
            // The view's chunk is there by now (useWalletConnectWarmUp); a click quicker than that waits for
            // it rather than showing the view through a suspense fallback.
            onSelect: () => void preloadView("ConnectingWalletConnect").then(() => internals.run(selectWalletConnect(walletConnect.id))),
            onPrefetch: () => internals.run(prefetchWalletConnect)
          }
        }
        : {})}
      {...(more
        ? { allWallets: { count: connectors.length, onSelect: () => internals.run(intents.showView({ view: "AllWallets" })) } }
        : {})}
      legal={{ termsUrl: options.termsConditionsUrl, privacyUrl: options.privacyPolicyUrl }}
      email={email}
    />
  )
}
