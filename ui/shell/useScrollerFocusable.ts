import { type RefObject, useLayoutEffect } from "react"

/**
 * Makes `scroller` a tab stop while `content` overflows it (a phone sheet shorter than its view), and only
 * then: a keyboard must be able to scroll a region whose content has nothing focusable (axe
 * scrollable-region-focusable), and a region that does not scroll should not cost a Tab.
 */
export const useScrollerFocusable = (
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  active: boolean
): void => {
  useLayoutEffect(() => {
    const outer = scroller.current
    const inner = content.current
    if (!active || !outer || !inner || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(() => {
      if (inner.offsetHeight > outer.clientHeight + 1) outer.setAttribute("tabindex", "0")
      else outer.removeAttribute("tabindex")
    })
    observer.observe(inner)
    observer.observe(outer)
    return () => observer.disconnect()
  }, [scroller, content, active])
}
