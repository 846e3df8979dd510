import type { ReactNode } from "react"
import { CHECK, COPY, Icon } from "../components/icons.js"
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
export const ReceiveView = (p: ReceiveViewProps): ReactNode => (
  <div className="center">
    <AddressQr text={p.address} label={`QR code of ${p.address}`} />
    <p className="sub hash" data-testid="receive-address">{p.address}</p>
    {p.smartAccount && <span className="tag" data-testid="receive-smart-account">Smart account</span>}
    <button type="button" className="btn" data-testid="receive-copy" onClick={p.onCopy}>
      <Icon d={p.copied ? CHECK : COPY} />
      {p.copied ? "Copied" : "Copy address"}
    </button>
    <p className="sub">Only send assets on {p.networks.length === 1 ? "this network" : "these networks"} to this address:</p>
    <ul className="tags" data-testid="receive-networks">
      {p.networks.map((name) => <li key={name} className="tag">{name}</li>)}
    </ul>
    {p.undeployedOn.length > 0 && (
      <p className="alert" role="alert" data-testid="receive-undeployed">
        This smart account is not deployed on {p.undeployedOn.join(", ")} yet. Funds sent there arrive, but the
        account can move them only once it is deployed.
      </p>
    )}
  </div>
)
