/** The Connect view fed from the Connectors service's ordered list (SPEC §2 connector order). */
import { type ReactNode, useEffect, useMemo } from "react"
import { clearEmailDraft, emailDraft } from "../../runtime/handOffDraft.js"
import * as intents from "../../runtime/intents.js"
import { prefetchWalletConnect, selectWalletConnect } from "../../runtime/walletConnect.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { NAMESPACE_LABELS } from "../components/namespaces.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { useMessages } from "../i18n/I18nContext.js"
import { connectModel } from "../views/connectModel.js"
import { preloadView, viewComponent } from "../views/registry.js"
import { useEmailLogin } from "./useEmailLogin.js"
import { useWalletConnectWarmUp } from "./useWalletConnectWarmUp.js"

const ConnectView = viewComponent("Connect")

export const ConnectContainer = (): ReactNode => {
  const { options, internals } = useLoaded()
  const all = useStore(internals.stores.connectors)
  const { route } = useStore(internals.stores.router)
  // Connecting a wallet for one namespace while another's stays connected (intents.chooseNetwork): its wallets only.
  const namespace = route.view === "Connect" ? route.namespace : undefined
  const connectors = useMemo(() => (namespace === undefined ? all : all.filter((c) => c.namespaces.includes(namespace))), [all, namespace])
  const mobile = useMediaQuery(MOBILE_QUERY, false)
  const messages = useMessages()
  const connection = useStore(internals.stores.connection)
  const connected = useMemo(
    () => Object.values(connection.namespaces).flatMap((c) => (c.status === "connected" && c.connectorId !== undefined ? [c.connectorId] : [])),
    [connection]
  )
  // The same model as the instant-open preview's (one source: the hand-off shows the same card).
  const model = useMemo(() => connectModel(connectors, connected, mobile), [connectors, connected, mobile])
  const walletConnect = model.walletConnect
  useWalletConnectWarmUp(walletConnect !== undefined)
  const login = useEmailLogin()
  // The email login connects a new embedded wallet in every namespace: not the way to add one namespace's wallet.
  const email = namespace === undefined ? login : undefined
  // What the visitor typed in the preview's field before this view took over (issue 22): the field's first value.
  const draft = email === undefined ? undefined : emailDraft(internals.runtime)
  useEffect(() => {
    if (draft !== undefined) clearEmailDraft(internals.runtime)
  }, [draft, internals.runtime])
  return (
    <ConnectView
      entries={model.rows}
      onSelect={(id) => internals.run(intents.selectConnector(id, namespace === undefined ? {} : { namespace }))}
      intro={namespace === undefined ? undefined : messages.connect.otherNamespace(NAMESPACE_LABELS[namespace])}
      mobile={mobile}
      {...(walletConnect !== undefined
        ? {
          walletConnect: {
            // The view's chunk is there by now (useWalletConnectWarmUp); a click quicker than that waits for
            // it rather than showing the view through a suspense fallback.
            onSelect: () => void preloadView("ConnectingWalletConnect").then(() => internals.run(selectWalletConnect(walletConnect))),
            onPrefetch: () => internals.run(prefetchWalletConnect)
          }
        }
        : {})}
      allWallets={{ count: model.allWallets.count, onSelect: () => internals.run(intents.showView({ view: "AllWallets" })) }}
      legal={{ termsUrl: options.termsConditionsUrl, privacyUrl: options.privacyPolicyUrl }}
      email={email === undefined || draft === undefined ? email : { ...email, initialValue: draft }}
    />
  )
}
