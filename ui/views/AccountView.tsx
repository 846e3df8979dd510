import type { ReactNode } from "react"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { avatarGradient } from "../components/avatarGradient.js"
import { BUY, CHECK, COPY, EXIT, Icon, RECEIVE, SEND } from "../components/icons.js"
import { NAMESPACE_LABELS } from "../components/namespaces.js"
import { SafeImage } from "../components/SafeImage.js"
import { embeddedCss } from "./embedded/embeddedStyles.js"
import { useMessages } from "../i18n/I18nContext.js"

/** The connected namespaces, when there are several, and which one the view shows. */
export interface NamespaceSwitch {
  readonly items: ReadonlyArray<ChainNamespace>
  readonly active: ChainNamespace
  readonly onSelect: (namespace: ChainNamespace) => void
}

/** Props of the Account view; every string arrives formatted by the container. */
export interface AccountViewProps {
  readonly address: string
  readonly displayAddress: string
  readonly balance: string | undefined
  /** Given when the balance could not be read (SPEC §8 "Token Balance Unavailable"): says so, with Retry. */
  readonly onRetryBalance?: (() => void) | undefined
  readonly networkName: string
  /** The wallet is on a network the app does not serve: say so instead of a network label and balance. */
  readonly unsupported?: boolean
  /** Opens the Networks view from the network chip. */
  readonly onNetworks?: () => void
  readonly namespaces?: NamespaceSwitch
  readonly copied: boolean
  readonly onCopy: () => void
  readonly onDisconnect: () => void
  /** Opens Send; absent when the `send` feature is off or the namespace cannot send. */
  readonly onSend?: () => void
  /** Opens Swap; absent when the `swaps` feature is off or the network has no swaps. */
  readonly onSwap?: () => void
  /** Opens Receive; absent when the `receive` feature is off. */
  readonly onReceive?: () => void
  /** Opens RegisterAccountName (SPEC §4); given for an EVM account without a name. */
  readonly onChooseName?: (() => void) | undefined
  /** Opens Onramp (buy crypto); absent when the `onramp` feature is off or the namespace is not EVM. */
  readonly onBuy?: () => void
  /** SPEC §3 profileName / profileImage (identity), when the account has them. */
  readonly profileName?: string | undefined
  readonly profileImage?: string | undefined
  /** SPEC §3 user.email of an embedded wallet; `onEdit` opens the email update (SPEC §4). */
  readonly email?: { readonly address: string; readonly onEdit?: (() => void) | undefined } | undefined
  /** The Account panel tabs (Tokens, NFTs, Activity), under the actions. */
  readonly tabs?: ReactNode
}

const NamespaceSwitcher = ({ items, active, onSelect }: NamespaceSwitch): ReactNode => (
  <div className="seg" role="group" aria-label={useMessages().account.chain}>
    {items.map((ns) => (
      <button key={ns} type="button" aria-pressed={ns === active} data-testid={`namespace-${ns}`} onClick={() => onSelect(ns)}>
        {NAMESPACE_LABELS[ns]}
      </button>
    ))}
  </div>
)

/** The embedded wallet's email, cut to fit (whole in its title) and its Edit action. */
const EmailLine = (p: NonNullable<AccountViewProps["email"]>): ReactNode => {
  const t = useMessages().account
  return (
  <div className="email-line" data-testid="account-email">
    <style>{embeddedCss}</style>
    <span className="to" title={p.address}>
      {p.address}
    </span>
    {p.onEdit !== undefined && (
      <button type="button" className="email-edit" aria-label={t.editEmail} data-testid="account-email-edit" onClick={p.onEdit}>
        {t.edit}
      </button>
    )}
  </div>
  )
}

/** Account view (SPEC §2): avatar, address, balance, network, copy and disconnect. */
export const AccountView = (p: AccountViewProps): ReactNode => {
  const t = useMessages().account
  const unsupported = p.unsupported ?? false
  const chipText = unsupported ? t.unsupportedNetwork : p.networkName
  const chipProps = { className: "chip", "data-testid": "account-network", "data-unsupported": unsupported ? "" : undefined }
  return (
    <div className="center">
      {p.namespaces !== undefined && p.namespaces.items.length > 1 && <NamespaceSwitcher {...p.namespaces} />}
      <SafeImage
        className="avatar"
        src={p.profileImage}
        alt=""
        fallback={<div className="avatar" aria-hidden="true" style={{ background: avatarGradient(p.address) }} />}
      />
      {p.profileName !== undefined && <h3 className="addr" data-testid="account-name">{p.profileName}</h3>}
      <h3 className="addr" data-testid="account-address" title={p.address} dir="ltr">
        {p.displayAddress}
      </h3>
      {p.profileName === undefined && p.onChooseName !== undefined && (
        <button type="button" className="link" data-testid="account-choose-name" onClick={p.onChooseName}>
          {t.chooseName}
        </button>
      )}
      {p.email !== undefined && <EmailLine {...p.email} />}
      {/* Always present (empty while loading) so the layout does not jump when the balance arrives. */}
      <p className="sub bal" data-testid="account-balance" dir="auto" aria-busy={!unsupported && p.balance === undefined && p.onRetryBalance === undefined}>
        {unsupported ? "" : p.onRetryBalance === undefined ? p.balance : (
          <>
            {t.balanceUnavailable}{" "}
            <button type="button" className="retry" data-testid="account-balance-retry" onClick={p.onRetryBalance}>
              {t.retry}
            </button>
          </>
        )}
      </p>
      {p.onNetworks ? (
        <button type="button" {...chipProps} aria-label={t.switchNetwork(chipText)} onClick={p.onNetworks}>
          {chipText}
        </button>
      ) : (
        <span {...chipProps}>{chipText}</span>
      )}
      <div className="actions">
        {p.onSend !== undefined && (
          <button type="button" className="tile" data-testid="account-send" onClick={p.onSend}>
            <Icon d={SEND} size={18} />
            {t.send}
          </button>
        )}
        {p.onSwap !== undefined && (
          <button type="button" className="tile" data-testid="account-swap" onClick={p.onSwap}>
            <span aria-hidden="true">⇄</span>
            {t.swap}
          </button>
        )}
        {p.onReceive !== undefined && (
          <button type="button" className="tile" data-testid="account-receive" onClick={p.onReceive}>
            <Icon d={RECEIVE} size={18} />
            {t.receive}
          </button>
        )}
        {p.onBuy !== undefined && (
          <button type="button" className="tile" data-testid="account-buy" onClick={p.onBuy}>
            <Icon d={BUY} size={18} />
            {t.buy}
          </button>
        )}
        <button type="button" className="tile" aria-label={t.copyAddress} onClick={p.onCopy}>
          <Icon d={p.copied ? CHECK : COPY} size={18} />
          {p.copied ? t.copied : t.copyAddress}
        </button>
        <button type="button" className="tile" data-testid="disconnect" data-mirror="" onClick={p.onDisconnect}>
          <Icon d={EXIT} size={18} />
          {t.disconnect}
        </button>
      </div>
      {p.tabs}
    </div>
  )
}
