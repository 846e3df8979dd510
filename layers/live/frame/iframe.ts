/**
 * The frame's element in the host page: hidden (0×0, off-screen, out of the accessibility tree and the tab
 * order) until a panel shows, then drawn fixed over the box the view reserved, above the modal.
 */
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import type { FrameBox } from "../../../services/SecureFrame.js"

/** The accessible name of the frame while it shows a panel. */
export const FRAME_TITLE = "Embedded wallet"
/**
 * Permissions delegated to the frame: passkeys (notes/embedded-wallet.md §3a), for recovery secrets held by a
 * passkey, and clipboard-write for the recovery panel's Copy button. Nothing else (no camera, clipboard-read, payment, …).
 */
export const FRAME_ALLOW = "publickey-credentials-get; publickey-credentials-create; clipboard-write"
/** Above any modal: the largest z-index a browser honours (the modal's own is a host-tunable theme variable). */
const ABOVE_ALL = "2147483647"

const HIDDEN: Readonly<Record<string, string>> = {
  position: "fixed",
  top: "-10000px",
  left: "-10000px",
  width: "0px",
  height: "0px",
  border: "0",
  opacity: "0",
  "pointer-events": "none",
  "z-index": ABOVE_ALL
}

/** Draws the frame over `box` (viewport pixels) or hides it again. */
export const placeIframe = (iframe: HTMLIFrameElement, box: FrameBox | undefined): void => {
  const style = iframe.style
  for (const [name, value] of Object.entries(HIDDEN)) style.setProperty(name, value)
  if (box === undefined) {
    iframe.setAttribute("aria-hidden", "true")
    iframe.setAttribute("tabindex", "-1")
    // Keys typed in a hidden frame reach nobody (not the modal's Escape either): give the focus back to the page.
    if (iframe.ownerDocument.activeElement === iframe) iframe.blur()
    return
  }
  style.setProperty("top", `${box.top}px`)
  style.setProperty("left", `${box.left}px`)
  style.setProperty("width", `${Math.max(0, box.width)}px`)
  style.setProperty("height", `${Math.max(0, box.height)}px`)
  style.setProperty("opacity", "1")
  style.setProperty("pointer-events", "auto")
  iframe.removeAttribute("aria-hidden")
  iframe.removeAttribute("tabindex")
}

/** Inserts the hidden frame at the end of `<body>`; the scope's end removes it. */
export const mountIframe = (document: Document, src: string): Effect.Effect<HTMLIFrameElement, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const iframe = document.createElement("iframe")
      iframe.title = FRAME_TITLE
      // Ours: the modal's inert page (ui/shell/useInertPage.ts) leaves it live.
      iframe.setAttribute("data-walletport-frame", "")
      iframe.setAttribute("allow", FRAME_ALLOW)
      iframe.setAttribute("referrerpolicy", "origin")
      placeIframe(iframe, undefined)
      iframe.src = src
      ;(document.body ?? document.documentElement).appendChild(iframe)
      return iframe
    }),
    (iframe) => Effect.sync(() => iframe.remove())
  )
