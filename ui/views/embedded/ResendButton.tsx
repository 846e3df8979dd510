import type { ReactNode } from "react"
import { useMessages } from "../../i18n/I18nContext.js"

/** "Resend …": disabled while `secondsLeft` is not 0 (undefined until the clock has been read). */
export interface ResendProps {
  readonly secondsLeft: number | undefined
  readonly onResend: () => void
  /** A refused resend (SPEC §5 "Please try again after {n} seconds"). */
  readonly error?: string | undefined
}

/**
 * "Resend code" / "Resend link" with the seconds left of the SPEC §5 cooldown. The number is not announced
 * each second (no live region): the button's label says it when focused.
 */
export const ResendButton = (props: ResendProps & { readonly what: "code" | "link"; readonly testId: string }): ReactNode => {
  const t = useMessages().email
  const waiting = props.secondsLeft !== 0
  return (
    <>
      <button type="button" className="resend" data-testid={props.testId} disabled={waiting} onClick={props.onResend}>
        {waiting && props.secondsLeft !== undefined
          ? (props.what === "code" ? t.resendCodeIn : t.resendLinkIn)(props.secondsLeft)
          : props.what === "code" ? t.resendCode : t.resendLink}
      </button>
      {props.error !== undefined && (
        <p className="field-error" role="alert" data-testid={`${props.testId}-error`}>
          {props.error}
        </p>
      )}
    </>
  )
}
