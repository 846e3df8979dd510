import type { ReactNode } from "react"
import { WalletIcon } from "../components/WalletIcon.js"
import { useAnnounce } from "../shell/announcer.js"
import { useMessages } from "../i18n/I18nContext.js"

/** Props of the ConnectingExternal view; `error` is the catalogue message chosen by the container. */
export interface ConnectingExternalViewProps {
  readonly wallet: { readonly name: string; readonly icon: string | undefined }
  readonly status: "pending" | "failed"
  readonly error: string | undefined
  readonly onRetry: () => void
}

/** ConnectingExternal view (SPEC §2): waits on the wallet's prompt; on failure shows why and offers a retry. */
export const ConnectingExternalView = ({ wallet, status, error, onRetry }: ConnectingExternalViewProps): ReactNode => {
  const pending = status === "pending"
  const t = useMessages()
  const failure = error ?? t.connect.notCompleted
  useAnnounce(pending ? undefined : failure)
  return (
    <div className="center" aria-busy={pending}>
      <div className="spin">
        <WalletIcon name={wallet.name} icon={wallet.icon} size={72} />
        {pending && (
          <svg className="ring" viewBox="0 0 100 100" aria-hidden="true">
            <circle cx="50" cy="50" r="48" fill="none" stroke="currentColor" strokeWidth="3" opacity=".15" />
            <circle cx="50" cy="50" r="48" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeDasharray="72 230" />
          </svg>
        )}
      </div>
      {pending ? (
        <>
          <h3 className="h" tabIndex={-1} data-autofocus="">{t.connect.continueIn(wallet.name)}</h3>
          <p className="sub">{t.connect.acceptRequest}</p>
        </>
      ) : (
        <>
          <h3 className="h">{t.connect.failed}</h3>
          <p className="alert" role="alert" data-testid="connect-error">
            {failure}
          </p>
          <button type="button" className="btn" data-testid="connect-retry" data-autofocus="" onClick={onRetry}>
            {t.shell.tryAgain}
          </button>
        </>
      )}
    </div>
  )
}
