import type { ReactNode } from "react"
import { WalletIcon } from "../components/WalletIcon.js"
import { EmailField, type EmailFieldProps } from "./embedded/EmailField.js"
import { LegalFooter, type LegalLinks } from "./LegalFooter.js"
import { type ConnectorEntryProps, showBadges, WalletRow } from "./WalletRow.js"
import { useMessages } from "../i18n/I18nContext.js"

export type { ConnectorEntryProps } from "./WalletRow.js"

/** Props of the Connect view. */
export interface ConnectViewProps {
  /** Already ordered; the view renders them as given. */
  readonly entries: ReadonlyArray<ConnectorEntryProps>
  readonly onSelect: (id: string) => void
  /** A phone or tablet: there is no browser extension to install, so never suggest one. */
  readonly mobile: boolean
  /** Given only when WalletConnect is configured: its entry opens the QR / deep-link flow. */
  readonly walletConnect?: { readonly onSelect: () => void; readonly onPrefetch?: () => void }
  /** The entry that opens AllWallets (the catalogue); `count` when the list holds more than this view shows. */
  readonly allWallets?: { readonly count?: number | undefined; readonly onSelect: () => void }
  /** A line above the list: what this list is for (connecting another namespace's wallet). */
  readonly intro?: string | undefined
  /** Where "Get a wallet" leads on a desktop without any wallet. */
  readonly getWalletUrl?: string
  readonly legal?: LegalLinks
  /** Given when the host configured the embedded wallet and email login: the email field leads the view (SPEC §1). */
  readonly email?: Omit<EmailFieldProps, "label" | "testId"> | undefined
}

/** A neutral guide to choosing a wallet, for visitors who have none yet. */
export const GET_WALLET_URL = "https://ethereum.org/en/wallets/find-wallet/"

/** The WalletConnect and All wallets rows: what a visitor can always do, wallets discovered or not. */
const OtherWays = (props: Pick<ConnectViewProps, "walletConnect" | "allWallets">): ReactNode => {
  const t = useMessages().connect
  return (
  <>
    {props.walletConnect && (
      <li>
        <button
          type="button"
          className="wallet"
          data-testid="wallet-walletconnect"
          onClick={props.walletConnect.onSelect}
          onPointerEnter={props.walletConnect.onPrefetch}
          onFocus={props.walletConnect.onPrefetch}
        >
          <WalletIcon name="Wallet Connect" icon={undefined} size={28} />
          <span className="name">WalletConnect</span>
          <span className="tags">
            <span className="tag">{t.qrCode}</span>
          </span>
        </button>
      </li>
    )}
    {props.allWallets && (
      <li>
        <button type="button" className="wallet" data-testid="all-wallets" onClick={props.allWallets.onSelect}>
          <WalletIcon name={t.allWallets} icon={undefined} size={28} />
          <span className="name">{t.allWallets}</span>
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
}

/** What to do when no wallet was discovered: phones get wallet apps, desktops a way to get a wallet. */
const NoWallets = (props: ConnectViewProps): ReactNode => {
  const others = props.walletConnect !== undefined || props.allWallets !== undefined
  const t = useMessages().connect
  return (
    <div className="empty" data-testid="no-wallets">
      <h3 className="h">{props.mobile ? t.noWalletMobile : t.noWalletDesktop}</h3>
      <p className="muted">
        {props.mobile
          ? others ? t.mobileWithOthers : t.mobileAlone
          : others ? t.desktopWithOthers : t.desktopAlone}
      </p>
      {others && (
        <ul className="list">
          <OtherWays {...props} />
        </ul>
      )}
      {!props.mobile && (
        <a className="link" href={props.getWalletUrl ?? GET_WALLET_URL} target="_blank" rel="noopener noreferrer" data-testid="get-wallet">
          {t.getWallet}
        </a>
      )}
    </div>
  )
}

/**
 * Connect view (SPEC §2): the ordered wallet list with its tags, or what to do when there is none; with the
 * embedded wallet, the email field first (SPEC §1 order: email, social, wallet).
 */
export const ConnectView = (props: ConnectViewProps): ReactNode => {
  const { entries } = props
  const badges = showBadges(entries)
  const t = useMessages().connect
  return (
    <>
      {props.email !== undefined && (
        <>
          <EmailField {...props.email} label={t.email} testId="email-login" />
          <p className="or" aria-hidden="true">
            {t.or}
          </p>
        </>
      )}
      {props.intro !== undefined && (
        <p className="sub intro" data-testid="connect-intro">
          {props.intro}
        </p>
      )}
      {entries.length === 0 ? (
        <NoWallets {...props} />
      ) : (
        <ul className="list">
          {props.walletConnect && <OtherWays walletConnect={props.walletConnect} />}
          {entries.map((entry) => (
            <WalletRow key={entry.id} entry={entry} badges={badges} onSelect={props.onSelect} />
          ))}
          {props.allWallets && <OtherWays allWallets={props.allWallets} />}
        </ul>
      )}
      {props.legal && <LegalFooter {...props.legal} />}
    </>
  )
}
