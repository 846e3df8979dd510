/** Pieces the Send screens share: the failure line, a step's heading, the explorer link (the cut address: ui/components/ShortValue.tsx). */
import type { ReactNode } from "react"
import { useAnnounce } from "../../shell/announcer.js"
import { useMessages } from "../../i18n/I18nContext.js"

/** The last failure, announced and shown as an alert. */
export const Failure = ({ text }: { readonly text: string | undefined }): ReactNode => {
  useAnnounce(text)
  return text === undefined ? null : (
    <p className="alert" role="alert" data-testid="send-error">
      {text}
    </p>
  )
}

/** A step's heading: focus lands on it when the step replaces the button that was pressed (the shell's rule). */
export const StepHeading = ({ text }: { readonly text: string }): ReactNode => (
  <p className="h" tabIndex={-1} data-autofocus="">
    {text}
  </p>
)

/** The transaction on the network's block explorer, when the network names one. */
export const Explorer = ({ url }: { readonly url: string | undefined }): ReactNode => {
  const t = useMessages().send
  return url === undefined ? null : (
    <a className="link" href={url} target="_blank" rel="noreferrer noopener" data-testid="send-explorer">
      {t.viewOnExplorer}
    </a>
  )
}
