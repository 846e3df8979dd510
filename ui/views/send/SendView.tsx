/** Send view (SPEC §1 send): token, amount, recipient, fee → review → wallet → pending → sent (or how it ended). */
import type { ReactNode } from "react"
import { useAnnounce } from "../../shell/announcer.js"
import type { Messages } from "../../i18n/en.js"
import { useMessages } from "../../i18n/I18nContext.js"
import { SendEnded } from "./SendEnded.js"
import { SendForm } from "./SendForm.js"
import { SendReviewStep } from "./SendReviewStep.js"
import { SendSent } from "./SendSent.js"
import { SendPending, SendSigning } from "./SendWaiting.js"
import type { SendViewProps } from "./types.js"

/** What the live region says when the transfer ends. */
const announced = (step: SendViewProps["step"], t: Messages["send"]): string | undefined => {
  switch (step) {
    case "confirmed":
      return t.sent
    case "reverted":
    case "replaced":
    case "cancelled":
    case "dropped":
      return t.ended[step].h
    default:
      return undefined
  }
}

export const SendView = (p: SendViewProps): ReactNode => {
  useAnnounce(announced(p.step, useMessages().send))
  switch (p.step) {
    case "form":
      return <SendForm {...p} />
    case "review":
      return p.review === undefined ? <SendForm {...p} /> : <SendReviewStep {...p} review={p.review} />
    case "signing":
      return <SendSigning onCancel={p.onCancel} />
    case "pending":
      return <SendPending hash={p.hash} error={p.error} explorerUrl={p.explorerUrl} />
    case "confirmed":
      return <SendSent {...p} />
    case "reverted":
    case "replaced":
    case "cancelled":
    case "dropped":
      return <SendEnded {...p} step={p.step} />
  }
}
