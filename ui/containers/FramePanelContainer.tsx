/**
 * ApproveTransaction and EmbeddedRecovery (SPEC §2, §6; ARCHITECTURE §10): the view's box, reported to the
 * EmbeddedWallet service, which draws the secure frame's own panel over it.
 */
import type { ReactNode } from "react"
import { FramePanelView } from "../views/embedded/FramePanelView.js"
import type { FramePanelProps } from "../views/registry.js"
import { useEmbeddedRun, useEmbeddedWallet } from "./useEmbeddedWallet.js"

/** What the frame shows in each panel, for screen readers. */
export const PANEL_DESCRIPTIONS: { readonly [P in FramePanelProps["panel"]]: string } = {
  approve: "Review the request in the secure wallet window",
  export: "Your recovery code is shown in the secure wallet window",
  import: "Enter your recovery code in the secure wallet window"
}

export const FramePanelContainer = (props: FramePanelProps): ReactNode => {
  const service = useEmbeddedWallet()
  const { run } = useEmbeddedRun()
  if (service === undefined) return null
  const { focusPanel } = service
  return (
    <FramePanelView
      description={PANEL_DESCRIPTIONS[props.panel]}
      onPlace={(box) => run(service.placePanel(box))}
      onFocusFrame={focusPanel === undefined ? undefined : () => run(focusPanel)}
    />
  )
}
