/**
 * One approval at a time (SPEC §6): each signing request waits its turn, then the frame asks the library to
 * show it (FRAME_SHOW_PANEL), renders what is signed, and settles on the visitor's click, Escape, the library's
 * dismiss or the request's abort, announcing the outcome (FRAME_HIDE_PANEL). Approve works only once the
 * panel has been visible for APPROVE_ARM_MS.
 */
import { aborted, type FrameClock } from "./clock.js"
import { userRejected } from "./failure.js"
import type { Outbox } from "./outbox.js"
import { renderApproval } from "./panel/approvalPanel.js"
import type { PanelHost } from "./panel/host.js"
import type { Description } from "./wallet/describe.js"

/** Clickjacking guard: a click already on its way when the panel appears must not approve. */
export const APPROVE_ARM_MS = 500

export interface ApprovalRequest {
  readonly requestId: string
  readonly method: string
  readonly description: Description
}

export interface Approvals {
  /** Resolves when approved; rejects with 4001 when rejected, dismissed or aborted (queued or shown). */
  readonly ask: (request: ApprovalRequest, signal: AbortSignal) => Promise<void>
}

export const createApprovals = (a: {
  readonly doc: Document
  readonly panels: PanelHost
  readonly outbox: Outbox
  readonly clock: FrameClock
  readonly origin: string
  readonly dappName: () => string | undefined
}): Approvals => {
  let tail: Promise<unknown> = Promise.resolve()

  const showAndWait = (request: ApprovalRequest, signal: AbortSignal): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(userRejected())
      const disarm = new AbortController()
      let settled = false
      const finish = (outcome: "approved" | "rejected"): void => {
        if (settled) return
        settled = true
        signal.removeEventListener("abort", onAbort)
        disarm.abort()
        a.panels.hide()
        a.outbox.event("FRAME_HIDE_PANEL", { panel: "approval", outcome })
        if (outcome === "approved") resolve()
        else reject(userRejected())
      }
      const onAbort = (): void => finish("rejected")
      signal.addEventListener("abort", onAbort, { once: true })
      // The view ignores Approve until armed, whatever the button's state.
      const view = renderApproval(a.doc, {
        description: request.description,
        origin: a.origin,
        dappName: a.dappName(),
        onApprove: () => finish("approved"),
        onReject: () => finish("rejected")
      })
      a.outbox.event("FRAME_SHOW_PANEL", { panel: "approval", requestId: request.requestId, method: request.method })
      a.panels.show(view.element, () => finish("rejected"))
      a.clock.sleep(APPROVE_ARM_MS, disarm.signal).then(view.arm, () => undefined)
    })

  return {
    ask: (request, signal) => {
      const turn = tail.then(() => showAndWait(request, signal))
      tail = turn.catch(() => undefined)
      // A queued request aborted before its turn is answered now (its turn then passes without showing it).
      return Promise.race([turn, aborted(signal).catch(() => Promise.reject(userRejected()))])
    }
  }
}
