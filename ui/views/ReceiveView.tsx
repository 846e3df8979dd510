import type { ReactNode } from "react"
import { CHECK, COPY, Icon } from "../components/icons.js"
import { useMessages } from "../i18n/I18nContext.js"
import { AddressQr } from "./AddressQr.js"

export interface ReceiveViewProps {
  readonly address: string
  /** The host's networks of the account's namespace: where this address receives. */
  readonly networks: ReadonlyArray<string>
  /** The account is a smart account (reported by its connector, or it has code on one of the networks). */
  readonly smartAccount: boolean
  /** The networks where the account is a smart account not deployed yet (funds sent there wait for deployment). */
  readonly undeployedOn: ReadonlyArray<string>
  readonly copied: boolean
  readonly onCopy: () => void
}

/** Receive view (SPEC §1 receive): the address as a QR code and as text with copy, and where it is valid. */
export const ReceiveView = (p: ReceiveViewProps): ReactNode => {
  const t = useMessages().receive
  return (
    <div className="center">
      <AddressQr text={p.address} label={t.qrOf(p.address)} />
      <p className="sub hash" dir="ltr" data-testid="receive-address">{p.address}</p>
      {p.smartAccount && <span className="tag" data-testid="receive-smart-account">{t.smartAccount}</span>}
      <button type="button" className="btn" data-testid="receive-copy" onClick={p.onCopy}>
        <Icon d={p.copied ? CHECK : COPY} />
        {p.copied ? t.copied : t.copyAddress}
      </button>
      <p className="sub">{t.onlyOn(p.networks.length)}</p>
      <ul className="tags" data-testid="receive-networks">
        {p.networks.map((name) => <li key={name} className="tag">{name}</li>)}
      </ul>
      {p.undeployedOn.length > 0 && (
        <p className="alert" role="alert" data-testid="receive-undeployed">
          {t.undeployed(p.undeployedOn)}
        </p>
      )}
    </div>
  )
}
