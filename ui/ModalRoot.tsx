/**
 * The modal container: the shell plus the current route's container (ARCHITECTURE §2: ui/ renders state
 * and forwards intents). Titles and back rules come from the Router; views load through the registry.
 */
import * as Effect from "effect/Effect"
import { lazy, type ReactNode, Suspense, useEffect } from "react"
import * as intents from "../runtime/intents.js"
import { prepareWalletConnectOnly } from "../runtime/walletConnect.js"
import { useLoaded } from "../runtime/react/context.js"
import { useStore } from "../runtime/react/useStore.js"
import type { Route } from "../schemas/views.js"
import { hasWalletConnect, isWalletConnectOnly } from "../services/Config.js"
import { closeBlocked } from "../services/Modal.js"
import { SiwxStatus } from "../services/Siwx.js"
import { Toasts } from "../services/Toasts.js"
import { AccountContainer } from "./containers/AccountContainer.js"
import { AllWalletsContainer } from "./containers/AllWalletsContainer.js"
import { ConnectContainer } from "./containers/ConnectContainer.js"
import { ConnectingContainer } from "./containers/ConnectingContainer.js"
import { NetworksContainer } from "./containers/NetworksContainer.js"
import { SiwxContainer } from "./containers/SiwxContainer.js"
import { UnsupportedChainContainer } from "./containers/UnsupportedChainContainer.js"
import { useServiceState } from "./containers/useService.js"
import { ModalShell } from "./shell/ModalShell.js"
import { toastText } from "./shell/toastText.js"
import { ViewSuspense } from "./shell/ViewSuspense.js"
import { useStatusAnnouncement } from "./statusAnnouncement.js"
import { I18nProvider, useI18n } from "./i18n/I18nContext.js"
import { modalLocale } from "./i18n/modalLocale.js"
import { routeTitle } from "./i18n/routeTitle.js"
import { isRegistered, preloadView, viewComponent } from "./views/registry.js"

// Send, Receive and the WalletConnect pairing are their own containers, loaded with their chunk.
const SendRoute = viewComponent("WalletSend")
const ReceiveRoute = viewComponent("WalletReceive")
const SwapRoute = viewComponent("WalletSwap")
const OnrampRoute = viewComponent("Onramp")
const PayRoute = viewComponent("Pay")
const ConnectingWalletConnect = viewComponent("ConnectingWalletConnect")
// The embedded wallet's views: their containers load with the embedded group's chunk.
const EmailVerifyOtp = viewComponent("EmailVerifyOtp")
const EmailVerifyDevice = viewComponent("EmailVerifyDevice")
const ApproveTransaction = viewComponent("ApproveTransaction")
const EmbeddedRecovery = viewComponent("EmbeddedRecovery")
const UpdateEmailWallet = viewComponent("UpdateEmailWallet")
const UpdateEmailPrimaryOtp = viewComponent("UpdateEmailPrimaryOtp")
const UpdateEmailSecondaryOtp = viewComponent("UpdateEmailSecondaryOtp")
// The names views: their containers load with the names group's chunk.
const RegisterAccountName = viewComponent("RegisterAccountName")
const RegisterAccountNameSuccess = viewComponent("RegisterAccountNameSuccess")
// The SPEC §8 alert banner shows only with `debug` on: its chunk (container and texts) loads only then.
const DebugAlert = lazy(() => import("./shell/DebugAlert.js").then((m) => ({ default: m.DebugAlert })))

/**
 * The container of a route. Every view is named, so a new route fails to compile until it is decided here.
 * Views without a component are refused by open({ view }) and nothing routes to them yet: each gets its
 * container with its issue (WalletConnect, sign-in, transactions, names).
 */
const RouteBody = (props: { readonly route: Route; readonly walletConnect: boolean }): ReactNode => {
  const { route } = props
  switch (route.view) {
    case "Connect":
      return <ConnectContainer />
    case "AllWallets":
      return <AllWalletsContainer />
    case "ConnectingWalletConnectBasic":
      // SPEC §2 (no browser-wallet adapters): the pairing QR when WalletConnect is configured, then the list.
      return (
        <>
          {props.walletConnect && <ConnectingWalletConnect connectorId={undefined} basic />}
          <AllWalletsContainer interim={!props.walletConnect} underPairing={props.walletConnect} />
        </>
      )
    case "ConnectingExternal":
      return <ConnectingContainer connectorId={route.connectorId} />
    case "Account":
      return <AccountContainer />
    case "Networks":
      return <NetworksContainer />
    case "UnsupportedChain":
      return <UnsupportedChainContainer />
    case "WalletSend":
      return <SendRoute />
    case "WalletReceive":
      return <ReceiveRoute />
    case "WalletSwap":
      return <SwapRoute />
    case "Onramp":
      return <OnrampRoute />
    case "Pay":
      return <PayRoute />
    case "ConnectingWalletConnect":
      return <ConnectingWalletConnect connectorId={route.connectorId} wallet={route.wallet} />
    case "SIWXSignMessage":
    case "ConnectingSiwe":
      return <SiwxContainer />
    case "EmailVerifyOtp":
      return <EmailVerifyOtp email={route.email} />
    case "EmailVerifyDevice":
      return <EmailVerifyDevice email={route.email} />
    case "ApproveTransaction":
      return <ApproveTransaction panel="approve" />
    case "EmbeddedRecovery":
      return <EmbeddedRecovery panel={route.mode} />
    case "UpdateEmailWallet":
      return <UpdateEmailWallet />
    case "UpdateEmailPrimaryOtp":
      return <UpdateEmailPrimaryOtp email={route.email} step="primary" />
    case "UpdateEmailSecondaryOtp":
      return <UpdateEmailSecondaryOtp email={route.email} step="secondary" />
    case "RegisterAccountName":
      return <RegisterAccountName />
    case "RegisterAccountNameSuccess":
      return <RegisterAccountNameSuccess name={route.name} />
    case "ConnectingFarcaster":
      return null
    default: {
      const unhandled: never = route
      return unhandled
    }
  }
}

const toastState = Effect.map(Toasts, (toasts) => toasts.state)

export const ModalRoot = (props: { readonly embedded?: boolean }): ReactNode => (
  <I18nProvider locale={modalLocale(useLoaded().options)}>
    <LocalisedModal embedded={props.embedded ?? false} />
  </I18nProvider>
)

const LocalisedModal = (props: { readonly embedded: boolean }): ReactNode => {
  const instance = useLoaded()
  const i18n = useI18n()
  const { messages } = i18n
  const { stores, run } = instance.internals
  const modal = useStore(stores.modal)
  const router = useStore(stores.router)
  // Only the shell reads these two: followed here rather than kept as stores in runtime/.
  const toast = useServiceState(toastState)
  const siwx = useServiceState(SiwxStatus)
  const announcement = useStatusAnnouncement(useStore(stores.connection), siwx)
  // Fetch the current view's chunk as soon as the (closed) modal mounts, so the first open only renders.
  useEffect(() => {
    if (isRegistered(router.view)) void preloadView(router.view)
  }, [router.view])
  // With no browser-wallet adapter, open lands on WalletConnect's views (SPEC §2: ConnectingWalletConnectBasic,
  // AllWallets on a phone), not on the current one: their chunk too, or the pairing QR waits on React's 300 ms
  // hold of a suspended view.
  const walletConnectOnly = isWalletConnectOnly(instance.options)
  // And the SDK starts while the modal waits closed (no socket: nothing reaches the relay before the click).
  useEffect(() => {
    if (!walletConnectOnly) return
    void preloadView("ConnectingWalletConnectBasic")
    run(prepareWalletConnectOnly)
  }, [walletConnectOnly, run])

  return (
    <ModalShell
      open={modal.open}
      title={routeTitle(router.route, messages)}
      canGoBack={router.canGoBack}
      onBack={() => run(intents.goBack())}
      onClose={() => run(intents.closeModal())}
      closable={siwx === undefined || !closeBlocked(router.view, siwx)}
      toast={toast === undefined ? undefined : { message: toastText(toast.content, i18n), variant: toast.variant }}
      announcement={announcement}
      alert={instance.options.debug ? <Suspense fallback={null}><DebugAlert /></Suspense> : undefined}
      shake={modal.shake}
      themeMode={instance.options.themeMode}
      viewKey={`${router.view}:${router.history.length}`}
      embedded={props.embedded}
    >
      <ViewSuspense>
        <RouteBody route={router.route} walletConnect={hasWalletConnect(instance.options)} />
      </ViewSuspense>
    </ModalShell>
  )
}
