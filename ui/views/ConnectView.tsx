import { type ReactNode, useId } from "react"
import type { ConnectorType } from "../../schemas/entities/Connector.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { NAMESPACE_LABELS } from "../components/namespaces.js"
import { WalletIcon } from "../components/WalletIcon.js"
import { LegalFooter, type LegalLinks } from "./LegalFooter.js"

/** One row of the Connect list, as the connector list service orders it (SPEC §2 connector order). */
export interface ConnectorEntryProps {
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  readonly icon: string | undefined
  readonly namespaces: ReadonlyArray<ChainNamespace>
  readonly installed: boolean
  readonly recent: boolean
}

/** Props of the Connect view. */
export interface ConnectViewProps {
  /** Already ordered; the view renders them as given. */
  readonly entries: ReadonlyArray<ConnectorEntryProps>
  readonly onSelect: (id: string) => void
  /** A phone or tablet: there is no browser extension to install, so never suggest one. */
  readonly mobile: boolean
  /** Given only when WalletConnect is configured: its entry opens the QR / deep-link flow. */
  readonly walletConnect?: { readonly onSelect: () => void }
  /** Given when the AllWallets view exists: the entry that opens the full wallet list. */
  readonly allWallets?: { readonly count?: number; readonly onSelect: () => void }
  /** Where "Get a wallet" leads on a desktop without any wallet. */
  readonly getWalletUrl?: string
  readonly legal?: LegalLinks
}

/** A neutral guide to choosing a wallet, for visitors who have none yet. */
export const GET_WALLET_URL = "https://ethereum.org/en/wallets/find-wallet/"

/** Longest name put in the DOM: CSS cuts it to the row, this keeps a 10 kB name out of screen readers. */
const MAX_NAME = 64

const shortName = (name: string): string => (Array.from(name).length > MAX_NAME ? `${Array.from(name).slice(0, MAX_NAME).join("")}…` : name)

const EntryRow = (props: {
  readonly entry: ConnectorEntryProps
  readonly badges: boolean
  readonly onSelect: (id: string) => void
}): ReactNode => {
  const { entry: w } = props
  const tagsId = useId()
  const name = shortName(w.name)
  const multi = w.type === "MULTI_CHAIN" || w.namespaces.length > 1
  const status = w.recent ? "Recent" : w.installed ? "Installed" : undefined
  const hasTags = status !== undefined || multi || (props.badges && w.namespaces.length > 0)
  return (
    <li>
      {/* aria-label keeps the accessible name exactly the wallet's; the tags become its description. */}
      <button
        type="button"
        className="wallet"
        data-testid={`wallet-${w.id}`}
        aria-label={name}
        aria-describedby={hasTags ? tagsId : undefined}
        title={name === w.name ? undefined : w.name}
        onClick={() => props.onSelect(w.id)}
      >
        <WalletIcon name={w.name} icon={w.icon} size={28} />
        {/* Name and tags share a line when they fit; otherwise the tags wrap below the ellipsised name. */}
        <span className="meta">
          <span className="name">{name}</span>
          {hasTags && (
            <span className="tags" id={tagsId}>
              {status && (
                <span className="tag" data-recent={w.recent ? "" : undefined} data-testid={w.recent ? "recent-tag" : "installed-tag"}>
                  {status}
                </span>
              )}
              {multi && (
                <span className="tag" data-testid="multichain-tag">
                  Multi-chain
                </span>
              )}
              {props.badges &&
                w.namespaces.map((ns) => (
                  <span key={ns} className="tag" data-ns="" data-testid={`ns-${ns}`}>
                    {NAMESPACE_LABELS[ns]}
                  </span>
                ))}
            </span>
          )}
        </span>
      </button>
    </li>
  )
}

/** The WalletConnect and All wallets rows: what a visitor can always do, wallets discovered or not. */
const OtherWays = (props: Pick<ConnectViewProps, "walletConnect" | "allWallets">): ReactNode => (
  <>
    {props.walletConnect && (
      <li>
        <button type="button" className="wallet" data-testid="wallet-walletconnect" onClick={props.walletConnect.onSelect}>
          <WalletIcon name="Wallet Connect" icon={undefined} size={28} />
          <span className="name">WalletConnect</span>
          <span className="tags">
            <span className="tag">QR code</span>
          </span>
        </button>
      </li>
    )}
    {props.allWallets && (
      <li>
        <button type="button" className="wallet" data-testid="all-wallets" onClick={props.allWallets.onSelect}>
          <WalletIcon name="All Wallets" icon={undefined} size={28} />
          <span className="name">All wallets</span>
          {props.allWallets.count !== undefined && (
            <span className="tags">
              <span className="tag">{props.allWallets.count}</span>
            </span>
          )}
        </button>
      </li>
    )}
  </>
)

/** What to do when no wallet was discovered: phones get wallet apps, desktops a way to get a wallet. */
const NoWallets = (props: ConnectViewProps): ReactNode => {
  const others = props.walletConnect !== undefined || props.allWallets !== undefined
  return (
    <div className="empty" data-testid="no-wallets">
      <h3 className="h">{props.mobile ? "Connect a wallet app" : "No wallet found in this browser"}</h3>
      <p className="muted">
        {props.mobile
          ? others
            ? "Choose your wallet app below, or open this page in your wallet app's browser."
            : "Open this page in your wallet app's built-in browser to connect."
          : others
            ? "Connect a wallet on another device, or get a wallet for this browser."
            : "Get a wallet for this browser, then come back to connect."}
      </p>
      {others && (
        <ul className="list">
          <OtherWays {...props} />
        </ul>
      )}
      {!props.mobile && (
        <a className="link" href={props.getWalletUrl ?? GET_WALLET_URL} target="_blank" rel="noopener noreferrer" data-testid="get-wallet">
          Get a wallet
        </a>
      )}
    </div>
  )
}

/** Connect view (SPEC §2): the ordered wallet list with its tags, or what to do when there is none. */
export const ConnectView = (props: ConnectViewProps): ReactNode => {
  const { entries } = props
  // Namespace badges only help when the list mixes namespaces.
  const badges = new Set(entries.flatMap((e) => e.namespaces)).size > 1
  return (
    <>
      {entries.length === 0 ? (
        <NoWallets {...props} />
      ) : (
        <ul className="list">
          {props.walletConnect && <OtherWays walletConnect={props.walletConnect} />}
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} badges={badges} onSelect={props.onSelect} />
          ))}
          {props.allWallets && <OtherWays allWallets={props.allWallets} />}
        </ul>
      )}
      {props.legal && <LegalFooter {...props.legal} />}
    </>
  )
}
