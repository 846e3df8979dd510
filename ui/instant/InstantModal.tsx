/**
 * The instant-open preview (runtime/instantOpen.ts): the real modal shell and the real Connect view, fed by
 * the preview's light discovery, shown while the Effect core loads. A pick shows the wallet as connecting
 * (the real ConnectingExternal view) until the core takes over and connects it.
 */
import { type ReactNode, useMemo, useSyncExternalStore } from "react"
import type { ConnectorEntry } from "../../services/Connectors.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { ModalShell } from "../shell/ModalShell.js"
import { ConnectingExternalView } from "../views/ConnectingExternalView.js"
import { ConnectView } from "../views/ConnectView.js"
import { walletRows } from "../views/walletEntries.js"
import type { PreviewOptions } from "./previewOptions.js"

/** What the preview shows: the wallets found so far and the visitor's pick (it leaves the page when closed). */
export interface PreviewState {
  readonly entries: ReadonlyArray<ConnectorEntry>
  readonly pick: string | undefined
}

export interface PreviewStore {
  readonly get: () => PreviewState
  readonly subscribe: (listener: () => void) => () => void
}

const noop = (): void => undefined

export const InstantModal = (props: {
  readonly options: PreviewOptions
  /** The Connect view's title (the router's start state). */
  readonly title: string
  readonly state: PreviewStore
  readonly onPick: (connectorId: string) => void
  readonly onBack: () => void
  readonly onClose: () => void
  /** False while prepared out of the page: rendered, with no focus, scroll lock or keys until shown. */
  readonly active: boolean
}): ReactNode => {
  const { options } = props
  const state = useSyncExternalStore(props.state.subscribe, props.state.get)
  const mobile = useMediaQuery(MOBILE_QUERY, false)
  // As the Connect container: only wallets on the page connect from this list.
  const rows = useMemo(() => walletRows(state.entries.filter((c) => c.installed), mobile), [state.entries, mobile])
  const picked = state.pick === undefined ? undefined : state.entries.find((entry) => entry.id === state.pick)
  return (
    <ModalShell
      open
      // The router's titles: a connecting view shows the wallet's name.
      title={picked === undefined ? props.title : picked.name}
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
            entries={rows}
            onSelect={props.onPick}
            mobile={mobile}
            legal={{ termsUrl: options.termsUrl, privacyUrl: options.privacyUrl }}
          />
        )
        : <ConnectingExternalView wallet={{ name: picked.name, icon: picked.icon }} status="pending" error={undefined} onRetry={noop} />}
    </ModalShell>
  )
}
