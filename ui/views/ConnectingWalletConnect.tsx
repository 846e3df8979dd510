/**
 * ConnectingWalletConnect (container and view in the WalletConnect chunk, so the modal's core carries
 * neither): fed from the shared WalletConnect pairing (services/WalletConnect.ts): the QR while
 * the pairing is usable, its typed error with a refresh otherwise (SPEC §4: an expired pairing is replaced).
 * With a chosen wallet (a catalogue pick, or a custom wallet) the view names it, shows its icon in the QR,
 * and "Open <wallet>" uses its deep link; on a phone that link opens by itself once the URI shows, except on
 * Telegram and iOS Safari, which only follow a link opened by a tap (SPEC §4, runtime/walletConnect.ts).
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as Subscribable from "effect/Subscribable"
import { type ReactNode, useEffect, useRef } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import {
  chosenWalletOf,
  connectWalletConnect,
  devicePlatform,
  openWalletLink,
  selectWalletConnect,
  walletConnectControls
} from "../../runtime/walletConnect.js"
import { type ChosenWallet, walletDeepLink } from "../../schemas/deepLink.js"
import type { PairingState } from "../../services/WalletConnect.js"
import { MOBILE_QUERY } from "../components/mobileQuery.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { useCopied } from "../containers/useCopied.js"
import { useServiceState, useServiceValue } from "../containers/useService.js"
import { useMessages } from "../i18n/I18nContext.js"
import { ConnectingWalletConnectView, type PairingView } from "./ConnectingWalletConnectView.js"

const IDLE: PairingState = { _tag: "Idle" }
/** The pairing of the instance's WalletConnect; always idle without one. */
const pairingState = Effect.map(
  walletConnectControls,
  (controls) => controls?.pairing ?? Subscribable.make({ get: Effect.succeed(IDLE), changes: Stream.succeed(IDLE) })
)
/** Until the device is known: a desktop browser (nothing opens by itself). */
const UNKNOWN_PLATFORM = { mobile: false, telegram: false, iosSafari: false } as const

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
  /** The catalogue wallet picked (the route's `wallet`). */
  readonly wallet?: ChosenWallet | undefined
  /** ConnectingWalletConnectBasic: start (or join) a pairing as the view opens, and refresh in place. */
  readonly basic?: boolean
}

export const ConnectingWalletConnect = (props: ConnectingWalletConnectProps): ReactNode => {
  const { options, internals } = useLoaded()
  const { run, stores } = internals
  const controls = useServiceValue(walletConnectControls)
  const platform = useServiceValue(devicePlatform) ?? UNKNOWN_PLATFORM
  const pairing = useServiceState(pairingState) ?? IDLE
  const connectors = useStore(stores.connectors)
  const mobile = useMediaQuery(MOBILE_QUERY, false) || platform.mobile
  const { copied, copy } = useCopied()
  const t = useMessages().walletConnect
  // The URI whose link was opened: a ref, so StrictMode's second effect run (same instance) sees it at once.
  const opened = useRef<string | undefined>(undefined)
  const connectorId = props.connectorId ?? controls?.connectorId ?? ""
  const entry = connectors.find((c) => c.id === connectorId)
  const view = toView(pairing)
  const basic = props.basic === true
  // The basic view is where the visitor lands (no other way to connect): its QR shows without a click.
  useEffect(() => {
    if (basic && controls !== undefined) run(connectWalletConnect(controls.connectorId))
  }, [basic, controls, run])
  const uri = view.status === "ready" ? view.uri : undefined
  // The wallet the view is for: the catalogue pick, else a custom wallet with this connector id.
  const custom = options.customWallets.find((w) => w.id === connectorId)
  const wallet = props.wallet ?? (custom === undefined ? undefined : chosenWalletOf(custom, custom.image_url ?? undefined))
  const hasLink = wallet?.mobileLink !== undefined
  // On a phone the chosen wallet opens by itself once per URI (not on Telegram / iOS Safari: a tap must do it).
  const autoOpen = mobile && hasLink && !platform.telegram && !platform.iosSafari
  useEffect(() => {
    if (!autoOpen || uri === undefined || opened.current === uri) return
    opened.current = uri
    run(openWalletLink(wallet, uri))
  }, [autoOpen, uri, wallet, run])
  return (
    <ConnectingWalletConnectView
      pairing={view}
      // A chosen wallet without an image leaves the QR's centre clear rather than showing WalletConnect's mark.
      wallet={{ name: wallet?.name ?? entry?.name ?? "WalletConnect", icon: wallet === undefined ? entry?.icon : wallet.icon }}
      openInWallet={
        uri === undefined || !mobile
          ? undefined
          : {
            label: hasLink && wallet !== undefined ? t.openIn(wallet.name) : t.openInWallet,
            href: (hasLink && wallet?.mobileLink !== undefined ? walletDeepLink(wallet.mobileLink, uri) : undefined) ?? uri,
            onOpen: () => run(openWalletLink(wallet, uri))
          }
      }
      copied={uri !== undefined && copied === uri}
      onCopy={() => {
        if (uri !== undefined) copy(uri, t.linkCopied)
      }}
      onRefresh={() =>
        run(basic ? connectWalletConnect(connectorId) : selectWalletConnect(connectorId, { retry: true, wallet: props.wallet }))}
    />
  )
}
