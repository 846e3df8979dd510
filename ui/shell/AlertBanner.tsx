/**
 * The SPEC §8 alert banner (its own chunk: the catalogue's texts load here, never with the core). Shown
 * only with `debug` on, so it speaks to the host's developer: the short text as heading, the long one
 * saying what to fix.
 */
import type { ReactNode } from "react"
import { ALERTS, type AlertKind } from "../../schemas/errors/alerts.js"
import { CLOSE, Icon } from "../components/icons.js"
import { useMessages } from "../i18n/I18nContext.js"

/** A warning triangle with its exclamation mark. */
const WARNING = "M12 3L2 21h20zM12 10v5M12 18h.01"

export interface AlertBannerProps {
  readonly kind: AlertKind
  readonly onClose: () => void
}

export const AlertBanner = (props: AlertBannerProps): ReactNode => {
  const text = ALERTS[props.kind]
  return (
    <div className="banner" role="alert" data-testid="alert-banner" data-kind={props.kind}>
      <Icon d={WARNING} size={18} />
      <div className="banner-t">
        <h3 className="banner-h">{text.short}</h3>
        <p className="banner-p">{text.long}</p>
      </div>
      <button
        type="button"
        className="ib banner-x"
        aria-label={useMessages().shell.dismissAlert}
        onClick={(e) => {
          // The button leaves with the banner: focus stays in the dialog (its Tab goes to the first control).
          e.currentTarget.closest<HTMLElement>("[role=dialog]")?.focus()
          props.onClose()
        }}
      >
        <Icon d={CLOSE} />
      </button>
    </div>
  )
}
