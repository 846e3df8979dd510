/** Pieces the Send screens share: the failure line, a step's heading, an address cut in the middle, the explorer link. */
import type { ReactNode } from "react"
import { truncateAddress } from "../../../schemas/format.js"
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

/**
 * An address or hash cut in the middle ("0x1234…abcd"), never wrapped mid-string; the whole value is its title
 * and its accessible name.
 */
export const ShortValue = ({ value, testId }: { readonly value: string; readonly testId: string }): ReactNode => (
  <span className="short" dir="ltr" title={value} aria-label={value} data-testid={testId} data-value={value}>
    {truncateAddress(value)}
  </span>
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
