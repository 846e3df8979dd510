/**
 * The email block (SPEC §1 email first, §5 valid emails): a labelled field and "Continue", checked on submit,
 * its error under the field. Effect-free and self-contained (its own styles), so the instant-open preview
 * (ui/instant, issue 22) can show the same block before the modal loads. The typed text stays in the block
 * (never round-trips through the service), so fast typing loses nothing.
 */
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react"
import { isEmail } from "../../../schemas/validators/core/email.js"
import { en } from "../../i18n/en.js"
import { useMessages } from "../../i18n/I18nContext.js"
import { embeddedCss } from "./embeddedStyles.js"

/** SPEC §5 (the Email schema's message, schemas/validators/email.ts), in English; shown from the visitor's table. */
export const INVALID_EMAIL = en.email.invalid

export interface EmailFieldProps {
  /** The field's visible label. */
  readonly label: string
  /** Called once per valid submit (never while `sending`). */
  readonly onSubmit: (email: string) => void
  /** Focus or hover: start loading what the submit needs. */
  readonly onPrefetch?: (() => void) | undefined
  /** The request is out: field and button disabled. */
  readonly sending: boolean
  /** The last attempt's message (cooldown, the frame's error), under the field. */
  readonly error?: string | undefined
  /**
   * The service's current state (any value it replaces on each change): after a submit the block stays busy
   * until it changes, so a second click before the service reports the request sends nothing.
   */
  readonly revision: unknown
  readonly testId: string
  /** Text already typed elsewhere (the instant-open preview's field, handed over to the modal's). */
  readonly initialValue?: string | undefined
}

export const EmailField = (props: EmailFieldProps): ReactNode => {
  const t = useMessages().email
  const id = useId()
  const [value, setValue] = useState(props.initialValue ?? "")
  const [invalid, setInvalid] = useState(false)
  // The revision a submit answered: busy until the service's state changes. A ref too, for the guard: two
  // clicks in one batch both run before the state re-renders.
  const [submitted, setSubmitted] = useState<{ readonly at: unknown }>()
  const guard = useRef<{ readonly at: unknown }>(undefined)
  const message = invalid ? t.invalid : props.error
  const busy = props.sending || (submitted !== undefined && submitted.at === props.revision)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (props.sending || (guard.current !== undefined && guard.current.at === props.revision)) return
    const email = value.trim()
    if (!isEmail(email)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    guard.current = { at: props.revision }
    setSubmitted(guard.current)
    props.onSubmit(email)
  }
  return (
    <form className="email" noValidate onSubmit={submit} data-testid={props.testId}>
      <style>{embeddedCss}</style>
      <label className="sr" htmlFor={`${id}-email`}>
        {props.label}
      </label>
      <div className="email-row" onPointerEnter={props.onPrefetch}>
        <input
          id={`${id}-email`}
          className="email-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={props.label}
          value={value}
          readOnly={busy}
          aria-disabled={busy}
          aria-invalid={message !== undefined}
          aria-describedby={message === undefined ? undefined : `${id}-error`}
          onChange={(event) => {
            setValue(event.target.value)
            setInvalid(false)
          }}
          onFocus={props.onPrefetch}
        />
        <button type="submit" className="btn email-go" disabled={busy} aria-busy={busy}>
          {busy ? t.sending : t.continue}
        </button>
      </div>
      {message !== undefined && (
        <p className="field-error" id={`${id}-error`} role="alert" data-testid={`${props.testId}-error`}>
          {message}
        </p>
      )}
    </form>
  )
}
