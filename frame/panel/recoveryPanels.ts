/**
 * The recovery panels: after the wallet is created, the recovery code to save (the visitor's share R, shown
 * once, never sent anywhere); on a new device, the field to type it in.
 */
import { button, el } from "./dom.js"

export const renderRecoveryExport = (
  doc: Document,
  a: { readonly code: string; readonly onCopy: () => void; readonly onDone: () => void }
): HTMLElement =>
  el(doc, "section", { className: "panel recovery", attrs: { "aria-labelledby": "panel-title" } }, [
    el(doc, "h1", { text: "Save your recovery code", attrs: { id: "panel-title" } }),
    el(doc, "p", { text: "You need this code to use your wallet on another device or browser. Keep it somewhere safe: it is shown only once." }),
    el(doc, "output", { className: "code", text: a.code, attrs: { "aria-label": "Recovery code" } }),
    el(doc, "div", { className: "actions" }, [button(doc, "Copy", "secondary", a.onCopy), button(doc, "I saved it", "primary", a.onDone)])
  ])

/** `onSubmit` answers an error text to show, or undefined once the code unlocked the wallet. */
export const renderRecoveryImport = (
  doc: Document,
  a: { readonly onSubmit: (code: string) => Promise<string | undefined>; readonly onCancel: () => void }
): HTMLElement => {
  const input = el(doc, "input", { attrs: { id: "recovery-code", type: "text", autocomplete: "off", spellcheck: "false", "aria-describedby": "recovery-error" } })
  const error = el(doc, "p", { className: "error", attrs: { id: "recovery-error", role: "alert" } })
  const submit = async (): Promise<void> => {
    error.textContent = ""
    const message = await a.onSubmit(input.value)
    if (message !== undefined) {
      error.textContent = message
      input.setAttribute("aria-invalid", "true")
      input.focus()
    }
  }
  const form = el(doc, "form", {}, [
    el(doc, "label", { text: "Recovery code", attrs: { for: "recovery-code" } }),
    input,
    error,
    el(doc, "div", { className: "actions" }, [button(doc, "Cancel", "secondary", a.onCancel), el(doc, "button", { className: "primary", text: "Continue", attrs: { type: "submit" } })])
  ])
  form.addEventListener("submit", (event) => {
    event.preventDefault()
    void submit()
  })
  return el(doc, "section", { className: "panel recovery", attrs: { "aria-labelledby": "panel-title" } }, [
    el(doc, "h1", { text: "Enter your recovery code", attrs: { id: "panel-title" } }),
    el(doc, "p", { text: "This browser is new to your wallet. Enter the recovery code you saved when you created it." }),
    form
  ])
}
