import type { ReactNode } from "react"
import { useAnnounce } from "../shell/announcer.js"
import { useMessages } from "../i18n/I18nContext.js"

/** Props of the sign view (SIWXSignMessage, and ConnectingSiwe for siweConfig). */
export interface SiwxSignMessageViewProps {
  /** The host app's name (metadata.name), in the request. */
  readonly appName: string
  /** The account asked to sign, shortened by the container. */
  readonly account: string | undefined
  /** `signing`: the wallet prompt is open. */
  readonly signing: boolean
  /** The last attempt's catalogue message ("Signature declined", …). */
  readonly error: string | undefined
  /** SPEC §2 required mode: the view says so (cancel disconnects). */
  readonly required: boolean
  readonly onSign: () => void
  readonly onCancel: () => void
}

/**
 * SIWXSignMessage view (SPEC §2, §4): asks the visitor to prove the connected account with a signature.
 * While the wallet prompt is open the Sign button says so; the shell's toast says "Authenticating..." while
 * the signature is verified.
 */
export const SiwxSignMessageView = (props: SiwxSignMessageViewProps): ReactNode => {
  const error = props.signing ? undefined : props.error
  const t = useMessages().signIn
  useAnnounce(error)
  return (
    <div className="center" data-testid="siwx-view" aria-busy={props.signing}>
      <h3 className="h">{t.wantsToConnect(props.appName)}</h3>
      <p className="sub">
        {t.proveOwnership(props.account, props.required)}
      </p>
      {error !== undefined && (
        <p className="alert" role="alert" data-testid="siwx-error">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="tile" data-testid="siwx-cancel" onClick={props.onCancel} disabled={props.signing}>
          {t.cancel}
        </button>
        <button type="button" className="btn" data-testid="siwx-sign" data-autofocus="" onClick={props.onSign} disabled={props.signing}>
          {props.signing ? t.signing : t.sign}
        </button>
      </div>
    </div>
  )
}
