import type { ReactNode } from "react"

/**
 * "{text} {email}": the address on its own line, cut with an ellipsis when it does not fit (360 px) and
 * whole in its title and for screen readers.
 */
export const SentTo = (props: { readonly text: string; readonly email: string }): ReactNode => (
  <p className="sub sent" data-testid="sent-to">
    {`${props.text} `}
    <span className="to" dir="ltr" title={props.email}>
      {props.email}
    </span>
  </p>
)
