import type { ReactNode } from "react"
import { avatarGradient } from "../components/avatarGradient.js"
import { CHECK, COPY, EXIT, Icon } from "../components/icons.js"

/** Props of the Account view; every string arrives formatted by the container. */
export interface AccountViewProps {
  readonly address: string
  readonly displayAddress: string
  readonly balance: string | undefined
  readonly networkName: string
  readonly copied: boolean
  readonly onCopy: () => void
  readonly onDisconnect: () => void
}

/** Account view (SPEC §2): avatar, address, balance, network, copy and disconnect. */
export const AccountView = (p: AccountViewProps): ReactNode => (
  <div className="center">
    <div className="avatar" aria-hidden="true" style={{ background: avatarGradient(p.address) }} />
    <h3 className="addr" data-testid="account-address" title={p.address}>
      {p.displayAddress}
    </h3>
    {/* Always present (empty while loading) so the layout does not jump when the balance arrives. */}
    <p className="sub bal" data-testid="account-balance" aria-busy={p.balance === undefined}>
      {p.balance}
    </p>
    <span className="chip" data-testid="account-network">
      {p.networkName}
    </span>
    <div className="actions">
      <button type="button" className="tile" aria-label="Copy address" onClick={p.onCopy}>
        <Icon d={p.copied ? CHECK : COPY} size={18} />
        {p.copied ? "Copied" : "Copy address"}
      </button>
      <button type="button" className="tile" data-testid="disconnect" onClick={p.onDisconnect}>
        <Icon d={EXIT} size={18} />
        Disconnect
      </button>
    </div>
    {/* The button's fixed label hides "Copied" from screen readers; announce it here instead. */}
    <span className="sr" role="status">
      {p.copied ? "Address copied" : ""}
    </span>
  </div>
)
