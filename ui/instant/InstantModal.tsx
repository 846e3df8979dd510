/**
 * The instant-open preview (runtime/instantOpen.ts): the real modal shell and the real Connect view, fed by
 * the preview's light discovery, shown while the Effect core loads. What Connect lists comes from the same
 * model as the real view's (ui/views/connectModel.ts). A wallet picked shows as connecting (the real
 * ConnectingExternal view) until the core takes over and connects it; WalletConnect and All Wallets stay on
 * Connect until the core opens their views (the hand-off forwards the pick).
 */
import { type ReactNode, useMemo, useSyncExternalStore } from "react"
import type { PreviewPick } from "../../runtime/handOffMachine.js"
import type { ConnectorEntry } from "../../services/Connectors.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { useMessages } from "../i18n/I18nContext.js"
import { ModalShell } from "../shell/ModalShell.js"
import { connectModel } from "../views/connectModel.js"
import { ConnectingExternalView } from "../views/ConnectingExternalView.js"
import { ConnectView } from "../views/ConnectView.js"
import type { PreviewOptions } from "./previewOptions.js"

/** What the preview shows: the wallets found so far and the visitor's pick (it leaves the page when closed). */
export interface PreviewState {
  readonly entries: ReadonlyArray<ConnectorEntry>
  readonly pick: PreviewPick | undefined
  /** An email submitted in the preview: its field stays busy, as the core's while it sends. */
  readonly email: string | undefined
}

export interface PreviewStore {
  readonly get: () => PreviewState
  readonly subscribe: (listener: () => void) => () => void
}

const noop = (): void => undefined
/** Nothing connected yet: the core's start state (a stored connection is still "connecting"). */
const NOTHING_CONNECTED: ReadonlyArray<string> = []

export const InstantModal = (props: {
  readonly options: PreviewOptions
  readonly state: PreviewStore
  readonly onPick: (pick: PreviewPick) => void
  readonly onBack: () => void
  readonly onClose: () => void
  readonly onEmail: (email: string) => void
  /** False while prepared ahead (hidden in the page): rendered, with no focus, scroll lock or keys until shown. */
  readonly active: boolean
}): ReactNode => {
  const { options } = props
  const messages = useMessages()
  const state = useSyncExternalStore(props.state.subscribe, props.state.get)
  const mobile = useMediaQuery(MOBILE_QUERY, false)
  const model = useMemo(() => connectModel(state.entries, NOTHING_CONNECTED, mobile), [state.entries, mobile])
  // Only a wallet row shows its connecting view here (WalletConnect's and All Wallets' are the core's).
  const { pick } = state
  const picked = pick?.kind === "wallet" ? state.entries.find((entry) => entry.id === pick.connectorId) : undefined
  const walletConnect = model.walletConnect
  return (
    <ModalShell
      open
      // The router's titles (ui/i18n/routeTitle.ts): Connect's from the table, a connecting view the wallet's name.
      title={picked === undefined ? messages.titles.Connect : picked.name}
      canGoBack={picked !== undefined}
      onBack={props.onBack}
      onClose={props.onClose}
      shake={false}
      themeMode={options.themeMode}
      active={props.active}
      viewKey={picked === undefined ? "Connect" : "ConnectingExternal"}
    >
      {picked === undefined
        ? (
          <ConnectView
            entries={model.rows}
            onSelect={(connectorId) => props.onPick({ kind: "wallet", connectorId })}
            mobile={mobile}
            {...(walletConnect === undefined ? {} : { walletConnect: { onSelect: () => props.onPick({ kind: "walletConnect", connectorId: walletConnect }) } })}
            allWallets={{ count: model.allWallets.count, onSelect: () => props.onPick({ kind: "allWallets" }) }}
            legal={{ termsUrl: options.termsUrl, privacyUrl: options.privacyUrl }}
            // As the core's field: busy from a submit until the core's takes over (its flow is then sending).
            email={options.email ? { onSubmit: props.onEmail, sending: state.email !== undefined, revision: undefined } : undefined}
          />
        )
        : <ConnectingExternalView wallet={{ name: picked.name, icon: picked.icon }} status="pending" error={undefined} onRetry={noop} />}
    </ModalShell>
  )
}
