/** A transfer that ended without being made as sent (SPEC §9 receipts; replaced and dropped as viem names them). */
import type { ReactNode } from "react"
import { Explorer, Failure, ShortValue, StepHeading } from "./parts.js"
import type { SendViewProps, SendViewStep } from "./types.js"

/** The heading and line of each such end. */
export const ENDED = {
  reverted: { h: "Transaction failed" },
  replaced: { h: "Transaction replaced", sub: "Your wallet sent another transaction in its place." },
  cancelled: { h: "Transaction cancelled", sub: "It was cancelled in your wallet: the transfer was not made." },
  dropped: { h: "Transaction dropped", sub: "The network dropped it: the transfer was not made." }
} as const satisfies Partial<Record<SendViewStep, { readonly h: string; readonly sub?: string }>>

export type EndedStep = keyof typeof ENDED

export const SendEnded = (p: SendViewProps & { readonly step: EndedStep }): ReactNode => {
  const ended: { readonly h: string; readonly sub?: string } = ENDED[p.step]
  return (
    <div className="center" data-testid="send-step" data-step={p.step} aria-live="polite">
      <StepHeading text={ended.h} />
      {ended.sub !== undefined && <p className="sub">{ended.sub}</p>}
      {p.review !== undefined && <p className="sub">{p.review.amount} to <ShortValue value={p.review.recipient.address} testId="send-ended-address" /></p>}
      {p.hash !== undefined && <p className="sub">Transaction <ShortValue value={p.hash} testId="send-hash" /></p>}
      <Failure text={p.error} />
      <Explorer url={p.explorerUrl} />
      <button type="button" className="btn" data-testid="send-done" onClick={p.onDone}>
        Done
      </button>
    </div>
  )
}
