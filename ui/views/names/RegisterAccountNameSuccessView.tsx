import type { ReactNode } from "react"
import { useMessages } from "../../i18n/I18nContext.js"

/** Props of RegisterAccountNameSuccess. */
export interface RegisterAccountNameSuccessViewProps {
  readonly name: string
  /** SPEC §4 pushes this view before the wallet signs: it waits there, then shows the name. */
  readonly step: "signing" | "registering" | "registered"
  readonly onDone: () => void
}

/** RegisterAccountNameSuccess (SPEC §2): the wallet's signature, the registration, then the name chosen. */
export const RegisterAccountNameSuccessView = (p: RegisterAccountNameSuccessViewProps): ReactNode => {
  const t = useMessages().names
  return (
    p.step === "registered" ? (
      <div className="center" data-testid="name-step" data-step="registered" aria-live="polite">
        <p className="h">{t.chosen}</p>
        <p className="registered" dir="ltr" data-testid="name-registered">{p.name}</p>
        <p className="sub">{t.othersCanSend}</p>
        <button type="button" className="btn" data-testid="name-done" onClick={p.onDone}>
          {t.backToWallet}
        </button>
      </div>
    ) : (
      <div className="center" data-testid="name-step" data-step={p.step} aria-live="polite">
        <div className="dots" aria-hidden="true" />
        <p className="h">{p.step === "signing" ? t.confirmInWallet : t.registering}</p>
        <p className="sub registered-wait">
          {p.step === "signing" ? t.signToRegister(p.name) : t.registeringName(p.name)}
        </p>
      </div>
    )
  )
}
