/** Send while the wallet holds the request (Cancel stops waiting, not the wallet) and while the network confirms it. */
import type { ReactNode } from "react"
import { Explorer, Failure, ShortValue, StepHeading } from "./parts.js"
import type { SendViewProps } from "./types.js"

export const SendSigning = ({ onCancel }: Pick<SendViewProps, "onCancel">): ReactNode => (
  <div className="center" data-testid="send-step" data-step="signing">
    <div className="dots" aria-hidden="true" />
    <StepHeading text="Confirm in your wallet" />
    <p className="sub">Approve the transaction in your wallet to send it.</p>
    <button type="button" className="link" data-testid="send-cancel" onClick={onCancel}>
      Cancel
    </button>
  </div>
)

export const SendPending = (p: Pick<SendViewProps, "hash" | "error" | "explorerUrl">): ReactNode => (
  <div className="center" data-testid="send-step" data-step="pending" aria-live="polite">
    <div className="dots" aria-hidden="true" />
    <StepHeading text="Transaction sent" />
    <p className="sub">Waiting for the network to confirm it.</p>
    {p.hash !== undefined && <p className="sub">Transaction <ShortValue value={p.hash} testId="send-hash" /></p>}
    <Failure text={p.error} />
    <Explorer url={p.explorerUrl} />
  </div>
)
