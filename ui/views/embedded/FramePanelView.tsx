/**
 * ApproveTransaction and EmbeddedRecovery (SPEC §2, §6; ARCHITECTURE §10): the approval and the recovery code
 * live in the secure frame, on its origin, never in the modal. This view only reserves the body's box and
 * reports where it is on screen, on mount and whenever it moves or resizes; the frame is drawn over it. On
 * unmount the box is withdrawn (undefined) and the frame hides again. The iframe sits outside the dialog, out
 * of reach of its focus trap: the box takes focus when it shows (and from Tab) and hands it to the frame.
 */
import { type ReactNode, useLayoutEffect, useRef } from "react"
import type { FrameBox } from "../../../services/SecureFrame.js"
import { embeddedCss } from "./embeddedStyles.js"

export interface FramePanelViewProps {
  /** What the frame shows there, for screen readers (the frame's own content is read in its document). */
  readonly description: string
  readonly onPlace: (box: FrameBox | undefined) => void
  /** Moves keyboard focus into the frame. */
  readonly onFocusFrame?: (() => void) | undefined
}

const boxOf = (element: Element): FrameBox => {
  const rect = element.getBoundingClientRect()
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
}

const sameBox = (a: FrameBox | undefined, b: FrameBox): boolean =>
  a !== undefined && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height

export const FramePanelView = (props: FramePanelViewProps): ReactNode => {
  const ref = useRef<HTMLDivElement>(null)
  // The latest callback, so a new one from a re-render neither re-subscribes nor withdraws the box.
  const place = useRef(props.onPlace)
  place.current = props.onPlace
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    let last: FrameBox | undefined
    const report = () => {
      const box = boxOf(element)
      if (sameBox(last, box)) return
      last = box
      place.current(box)
    }
    report()
    element.focus({ preventScroll: true })
    // The modal's height animates and the page may scroll or resize: any of them moves the box.
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(report)
    observer?.observe(element)
    const view = element.ownerDocument.defaultView
    view?.addEventListener("resize", report)
    view?.addEventListener("scroll", report, { capture: true, passive: true })
    // The view's enter animation moves it without resizing it (a transform): report where it settles.
    const root = element.getRootNode()
    root.addEventListener("animationend", report, { capture: true })
    root.addEventListener("transitionend", report, { capture: true })
    return () => {
      observer?.disconnect()
      view?.removeEventListener("resize", report)
      view?.removeEventListener("scroll", report, { capture: true })
      root.removeEventListener("animationend", report, { capture: true })
      root.removeEventListener("transitionend", report, { capture: true })
      place.current(undefined)
    }
  }, [])
  return (
    <div
      ref={ref}
      className="panel-box"
      data-testid="frame-panel"
      role="region"
      aria-label={props.description}
      tabIndex={0}
      onFocus={props.onFocusFrame}
    >
      <style>{embeddedCss}</style>
      <p className="sr" role="status">
        {props.description}
      </p>
    </div>
  )
}
