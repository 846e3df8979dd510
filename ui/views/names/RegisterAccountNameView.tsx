import type { ReactNode } from "react"
import { useMessages } from "../../i18n/I18nContext.js"

/** What shows under the field: a hint (checking, available) or a problem (a broken rule, taken, a failed check). */
export interface NameHint {
  readonly kind: "info" | "error"
  readonly text: string
}

/** Props of RegisterAccountName; every text arrives ready from the container. */
export interface RegisterAccountNameViewProps {
  readonly input: string
  /** The zone the label is registered under, shown after the field (".walletport.id"). */
  readonly zone: string
  readonly hint: NameHint | undefined
  /** Free names of the zone when the typed one is taken (full names), and what picking one types. */
  readonly suggestions: ReadonlyArray<{ readonly name: string; readonly label: string }>
  /** Why the last registration failed. */
  readonly error: string | undefined
  readonly canRegister: boolean
  /** A registration waits on the wallet or the API: the field is frozen. */
  readonly busy: boolean
  readonly onInput: (label: string) => void
  readonly onRegister: () => void
}

/** RegisterAccountName (SPEC §2): type a name, see the SPEC §5 rule or its availability, pick a suggestion, register. */
export const RegisterAccountNameView = (p: RegisterAccountNameViewProps): ReactNode => {
  const t = useMessages().names
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault()
        if (p.canRegister) p.onRegister()
      }}
    >
      <label className="field">
        <span className="gh">{t.yourName}</span>
        <span className="name-row">
          <input
            className="search"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t.placeholder}
            value={p.input}
            readOnly={p.busy}
            aria-invalid={p.hint?.kind === "error"}
            aria-describedby="name-zone name-hint"
            data-testid="name-input"
            onChange={(e) => p.onInput(e.target.value)}
          />
          {/* Read with the field (its description), not as part of its label. */}
          <span className="zone" id="name-zone" dir="ltr" aria-hidden="true">
            .{p.zone}
          </span>
        </span>
      </label>
      <p id="name-hint" className={p.hint?.kind === "error" ? "sub warn" : "sub"} data-testid="name-hint" data-kind={p.hint?.kind} aria-live="polite">
        {p.hint?.text ?? ""}
      </p>
      {p.suggestions.length > 0 && (
        <div className="field">
          <span className="gh" id="name-suggestions">{t.availableInstead}</span>
          <ul className="suggestions" aria-labelledby="name-suggestions">
            {p.suggestions.map((s) => (
              <li key={s.name}>
                <button type="button" data-testid={`name-suggestion-${s.label}`} onClick={() => p.onInput(s.label)}>
                  {s.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {p.error !== undefined && (
        <p className="alert" role="alert" data-testid="name-error">
          {p.error}
        </p>
      )}
      <button type="submit" className="btn primary" data-testid="name-register" disabled={!p.canRegister}>
        {p.busy ? t.waitingForWallet : t.register}
      </button>
    </form>
  )
}
