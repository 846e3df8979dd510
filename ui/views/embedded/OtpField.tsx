/**
 * The 6-digit code field (SPEC §5 OTP, §4 VERIFY_OTP / VERIFY_PRIMARY_OTP / VERIFY_SECONDARY_OTP): one input
 * rather than six boxes, so pasting the code, the browser's one-time-code autofill and screen readers all see
 * one field. Non-digits are dropped; the sixth digit submits once. A wrong code clears the field (the next
 * attempt starts empty, with the error kept under it until the visitor types).
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react"
import { useMessages } from "../../i18n/I18nContext.js"

/** SPEC §4: the mailed code's length. */
export const OTP_LENGTH = 6

export interface OtpFieldProps {
  readonly onSubmit: (otp: string) => void
  /** The code is being checked: the field is read-only. */
  readonly verifying: boolean
  /** The last check's error (wrong or expired code), under the field; each refusal is a new object. */
  readonly error: { readonly message: string } | undefined
  readonly testId: string
}

const digitsOf = (text: string): string => text.replace(/\D/g, "").slice(0, OTP_LENGTH)

export const OtpField = (props: OtpFieldProps): ReactNode => {
  const t = useMessages().email
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState("")
  // The code last sent: the same six digits are not sent twice (a paste then a keystroke, a re-render).
  const sent = useRef<string>(undefined)
  const [typedSinceError, setTypedSinceError] = useState(false)
  const { error } = props
  useEffect(() => {
    // A refused code: start the next attempt empty, focused.
    if (error === undefined) return
    setValue("")
    setTypedSinceError(false)
    sent.current = undefined
    input.current?.focus()
  }, [error])
  const change = (text: string) => {
    const digits = digitsOf(text)
    setValue(digits)
    setTypedSinceError(true)
    if (digits.length === OTP_LENGTH && sent.current !== digits && !props.verifying) {
      sent.current = digits
      props.onSubmit(digits)
    }
  }
  const shown = typedSinceError ? undefined : error
  return (
    <div className="email" data-testid={props.testId}>
      <label className="sub" htmlFor={`${id}-otp`}>
        {t.codeLabel(OTP_LENGTH)}
      </label>
      <input
        ref={input}
        id={`${id}-otp`}
        className="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // Focus lands here when the view opens: the code is the only thing to do.
        autoFocus
        value={value}
        readOnly={props.verifying}
        aria-busy={props.verifying}
        aria-invalid={shown !== undefined}
        aria-describedby={shown === undefined ? undefined : `${id}-error`}
        onChange={(event) => change(event.target.value)}
        data-testid={`${props.testId}-input`}
      />
      {shown !== undefined && (
        <p className="field-error" id={`${id}-error`} role="alert" data-testid={`${props.testId}-error`}>
          {shown.message}
        </p>
      )}
    </div>
  )
}
