/**
 * ApproveTransaction and EmbeddedRecovery (SPEC §2, §6; ARCHITECTURE §10): the view's box, reported to the
 * EmbeddedWallet service, which draws the secure frame's own panel over it.
 */
import type { ReactNode } from "react"
import { FramePanelView } from "../views/embedded/FramePanelView.js"
import type { FramePanelProps } from "../views/registry.js"
import { useEmbeddedRun, useEmbeddedWallet } from "./useEmbeddedWallet.js"
import { useMessages } from "../i18n/I18nContext.js"

export const FramePanelContainer = (props: FramePanelProps): ReactNode => {
  const service = useEmbeddedWallet()
  const { run } = useEmbeddedRun()
  const messages = useMessages()
  if (service === undefined) return null
  const { focusPanel } = service
  return (
    <FramePanelView
      description={messages.email.panels[props.panel]}
      onPlace={(box) => run(service.placePanel(box))}
      onFocusFrame={focusPanel === undefined ? undefined : () => run(focusPanel)}
    />
  )
}
