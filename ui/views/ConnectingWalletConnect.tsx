/**
 * ConnectingWalletConnect (container and view in the WalletConnect chunk, so the modal's core carries
 * neither): fed from the shared WalletConnect pairing (services/WalletConnect.ts): the QR while
 * the pairing is usable, its typed error with a refresh otherwise (SPEC §4: an expired pairing is replaced).
 * "Open in wallet" uses the chosen custom wallet's deep link on phones, else the bare `wc:` URI.
 */
import { type ReactNode, useEffect, useMemo, useState } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { storeFromRef } from "../../runtime/store.js"
import { connectWalletConnect, selectWalletConnect, walletConnectControls } from "../../runtime/walletConnect.js"
import { walletDeepLink } from "../../schemas/deepLink.js"
import type { PairingState } from "../../services/WalletConnect.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { ConnectingWalletConnectView, type PairingView } from "./ConnectingWalletConnectView.js"

const IDLE: PairingState = { _tag: "Idle" }
const idleStore = { get: () => IDLE, subscribe: () => () => undefined }

const toView = (pairing: PairingState): PairingView => {
  switch (pairing._tag) {
    case "Ready":
      return { status: "ready", uri: pairing.uri }
    case "Failed":
      return {
        status: "failed",
        expired: pairing.error._tag === "WalletConnectFailed" && pairing.error.reason === "PairingExpired",
        error: pairing.error.message
      }
    default:
      return { status: "creating" }
  }
}

export interface ConnectingWalletConnectProps {
  readonly connectorId: string | undefined
  /** ConnectingWalletConnectBasic: start (or join) a pairing as the view opens, and refresh in place. */
  readonly basic?: boolean
}

export const ConnectingWalletConnect = (props: ConnectingWalletConnectProps): ReactNode => {
  const { options, internals } = useLoaded()
  const { runtime, run, stores } = internals
  const controls = useMemo(() => runtime.runSync(walletConnectControls), [runtime])
  const store = useMemo(() => (controls === undefined ? idleStore : storeFromRef(runtime, controls.pairing)), [runtime, controls])
  const pairing = useStore(store)
  const connectors = useStore(stores.connectors)
  const mobile = useMediaQuery(MOBILE_QUERY, false)
  const [copied, setCopied] = useState<string | undefined>(undefined)
  const connectorId = props.connectorId ?? controls?.connectorId ?? ""
  const entry = connectors.find((c) => c.id === connectorId)
  const view = toView(pairing)
  const basic = props.basic === true
  // The basic view is where the visitor lands (no other way to connect): its QR shows without a click.
  useEffect(() => {
    if (basic && controls !== undefined) run(connectWalletConnect(controls.connectorId))
  }, [basic, controls, run])
  const uri = view.status === "ready" ? view.uri : undefined
  const custom = options.customWallets.find((w) => w.id === connectorId)
  const chosenLink = uri === undefined || custom?.mobile_link == null ? undefined : walletDeepLink(custom.mobile_link, uri)
  return (
    <ConnectingWalletConnectView
      pairing={view}
      wallet={{ name: custom?.name ?? entry?.name ?? "WalletConnect", icon: custom?.image_url ?? entry?.icon }}
      openInWallet={
        uri === undefined || !mobile
          ? undefined
          : chosenLink !== undefined
            ? { label: `Open ${custom?.name ?? "wallet"}`, href: chosenLink }
            : { label: "Open in wallet", href: uri }
      }
      copied={uri !== undefined && copied === uri}
      onCopy={() => {
        if (uri === undefined) return
        void navigator.clipboard?.writeText(uri).then(() => setCopied(uri), () => setCopied(undefined))
      }}
      onRefresh={() => run(basic ? connectWalletConnect(connectorId) : selectWalletConnect(connectorId, { retry: true }))}
    />
  )
}
