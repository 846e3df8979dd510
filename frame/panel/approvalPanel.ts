/**
 * The approval panel (SPEC §6): who asks (the handshake's parent origin, and the dapp's name as it claims it),
 * what is signed, and Approve / Reject. Approve starts disabled and is armed by the caller once the panel has
 * been visible long enough (clickjacking: a click already on its way when the panel appears must not land).
 */
import type { Description } from "../wallet/describe.js"
import { button, el } from "./dom.js"

export interface ApprovalView {
  readonly element: HTMLElement
  readonly arm: () => void
}

export const renderApproval = (
  doc: Document,
  a: {
    readonly description: Description
    readonly origin: string
    readonly dappName: string | undefined
    readonly onApprove: () => void
    readonly onReject: () => void
  }
): ApprovalView => {
  let armed = false
  const approve = button(doc, "Approve", "primary", () => {
    if (armed) a.onApprove()
  })
  approve.disabled = true
  approve.setAttribute("aria-disabled", "true")
  const rows = a.description.rows.flatMap(({ label, value }) => [el(doc, "dt", { text: label }), el(doc, "dd", { text: value })])
  const element = el(doc, "section", { className: "panel approval", attrs: { "aria-labelledby": "panel-title" } }, [
    el(doc, "h1", { text: a.description.title, attrs: { id: "panel-title" } }),
    el(doc, "p", { className: "requester" }, [
      el(doc, "span", { text: a.dappName === undefined ? "Requested by " : `${a.dappName} · ` }),
      el(doc, "strong", { text: a.origin })
    ]),
    el(doc, "dl", {}, rows),
    el(doc, "div", { className: "actions" }, [button(doc, "Reject", "secondary", a.onReject), approve])
  ])
  return {
    element,
    arm: () => {
      armed = true
      approve.disabled = false
      approve.removeAttribute("aria-disabled")
    }
  }
}
