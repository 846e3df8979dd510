import type { ReactNode } from "react"
import { useMessages } from "../i18n/I18nContext.js"

/** A view waiting on its service: the loading dots, named in the visitor's language. */
export const Loading = (): ReactNode => (
  <div className="center">
    <div className="dots" aria-label={useMessages().shell.loading} />
  </div>
)
