import type { ReactNode } from "react"

/** Props of RegisterAccountNameSuccess. */
export interface RegisterAccountNameSuccessViewProps {
  readonly name: string
  /** SPEC §4 pushes this view before the wallet signs: it waits there, then shows the name. */
  readonly step: "signing" | "registering" | "registered"
  readonly onDone: () => void
}

/** RegisterAccountNameSuccess (SPEC §2): the wallet's signature, the registration, then the name chosen. */
export const RegisterAccountNameSuccessView = (p: RegisterAccountNameSuccessViewProps): ReactNode =>
  p.step === "registered" ? (
    <div className="center" data-testid="name-step" data-step="registered" aria-live="polite">
      <p className="h">Account name chosen</p>
      <p className="registered" data-testid="name-registered">{p.name}</p>
      <p className="sub">Others can now send to this name instead of your address.</p>
      <button type="button" className="btn" data-testid="name-done" onClick={p.onDone}>
        Back to wallet
      </button>
    </div>
  ) : (
    <div className="center" data-testid="name-step" data-step={p.step} aria-live="polite">
      <div className="dots" aria-hidden="true" />
      <p className="h">{p.step === "signing" ? "Confirm in your wallet" : "Registering"}</p>
      <p className="sub registered-wait">
        {p.step === "signing" ? `Sign the message to register ${p.name}.` : `Registering ${p.name}…`}
      </p>
    </div>
  )
