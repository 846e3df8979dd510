/** A transfer that ended without being made as sent (SPEC §9 receipts; replaced and dropped as viem names them). */
import type { ReactNode } from "react"
import { ShortValue } from "../../components/ShortValue.js"
import { Explorer, Failure, StepHeading } from "./parts.js"
import type { SendViewProps } from "./types.js"
import type { Messages } from "../../i18n/en.js"
import { useMessages } from "../../i18n/I18nContext.js"

/** A transfer that ended without being made: its heading and line are the table's `send.ended`. */
export type EndedStep = keyof Messages["send"]["ended"]

export const SendEnded = (p: SendViewProps & { readonly step: EndedStep }): ReactNode => {
  const t = useMessages().send
  const ended: { readonly h: string; readonly sub?: string } = t.ended[p.step]
  return (
    <div className="center" data-testid="send-step" data-step={p.step} aria-live="polite">
      <StepHeading text={ended.h} />
      {ended.sub !== undefined && <p className="sub">{ended.sub}</p>}
      {p.review !== undefined && <p className="sub">{p.review.amount} {t.to} <ShortValue value={p.review.recipient.address} testId="send-ended-address" /></p>}
      {p.hash !== undefined && <p className="sub">{t.transaction} <ShortValue value={p.hash} testId="send-hash" /></p>}
      <Failure text={p.error} />
      <Explorer url={p.explorerUrl} />
      <button type="button" className="btn" data-testid="send-done" onClick={p.onDone}>
        {t.done}
      </button>
    </div>
  )
}
