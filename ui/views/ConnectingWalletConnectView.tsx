import type { ReactNode } from "react"
import { useAnnounce } from "../shell/announcer.js"
import { QrCode } from "./QrCode.js"
import { useMessages } from "../i18n/I18nContext.js"

/** What the pairing shows: being created, a URI to scan, or a failure (an expired one offers a refresh). */
export type PairingView =
  | { readonly status: "creating" }
  | { readonly status: "ready"; readonly uri: string }
  | { readonly status: "failed"; readonly expired: boolean; readonly error: string }

export interface ConnectingWalletConnectViewProps {
  readonly pairing: PairingView
  readonly wallet: { readonly name: string; readonly icon: string | undefined }
  /** The chosen wallet's deep link (mobile), or the bare `wc:` URI for the phone's default handler. */
  readonly openInWallet: { readonly label: string; readonly href: string; readonly onOpen: () => void } | undefined
  readonly copied: boolean
  readonly onCopy: () => void
  readonly onRefresh: () => void
}

/** ConnectingWalletConnect (SPEC §2): the pairing QR with the wallet's icon, copy link, open in wallet, refresh. */
export const ConnectingWalletConnectView = (props: ConnectingWalletConnectViewProps): ReactNode => {
  const { pairing } = props
  const t = useMessages()
  useAnnounce(pairing.status === "failed" ? pairing.error : undefined)
  return (
    <div className="center" aria-busy={pairing.status === "creating"} data-testid="wc-view" data-status={pairing.status}>
      <div style={{ width: "min(280px, 100%)", aspectRatio: "1", display: "grid", placeItems: "center" }}>
        {pairing.status === "ready" ? (
          <QrCode value={pairing.uri} icon={props.wallet.icon} size="100%" label={t.walletConnect.scanWith(props.wallet.name)} />
        ) : (
          <div
            data-testid="wc-qr-placeholder"
            style={{ width: "100%", height: "100%", borderRadius: 16, background: "var(--wp-bg-2)", opacity: pairing.status === "failed" ? 0.4 : 1 }}
          />
        )}
      </div>
      {pairing.status === "failed" ? (
        <>
          <p className="alert" role="alert" data-testid="wc-error">{pairing.error}</p>
          <button type="button" className="btn" data-testid="wc-refresh" data-autofocus="" onClick={props.onRefresh}>
            {pairing.expired ? t.walletConnect.refresh : t.shell.tryAgain}
          </button>
        </>
      ) : (
        <p className="sub">{t.walletConnect.scanThisWith} {props.wallet.name === "WalletConnect" ? t.walletConnect.yourPhone : props.wallet.name}</p>
      )}
      <div style={{ display: "flex", gap: 8, width: "100%", flexWrap: "wrap" }}>
        <button
          type="button"
          className="link"
          style={{ flex: "1 1 140px" }}
          data-testid="wc-copy"
          disabled={pairing.status !== "ready"}
          onClick={props.onCopy}
        >
          {props.copied ? t.walletConnect.linkCopied : t.walletConnect.copyLink}
        </button>
        {props.openInWallet !== undefined && pairing.status === "ready" && (
          <a
            className="link"
            style={{ flex: "1 1 140px" }}
            data-testid="wc-open"
            href={props.openInWallet.href}
            onClick={(event) => {
              // The intent opens the link itself (through Device) and keeps the choice for later requests.
              event.preventDefault()
              props.openInWallet?.onOpen()
            }}
          >
            {props.openInWallet.label}
          </a>
        )}
      </div>
    </div>
  )
}
