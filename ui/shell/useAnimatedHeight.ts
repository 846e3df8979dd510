import { type RefObject, useLayoutEffect } from "react"

/**
 * Pins `outer` to the measured height of `inner` so CSS can transition it (150 ms, SPEC §2);
 * `height: auto` cannot be animated. No-op where ResizeObserver is missing. `last` keeps the latest
 * height, which a loading view holds so the modal does not jump. `outer` is a tab stop while it scrolls.
 */
export const useAnimatedHeight = (
  outer: RefObject<HTMLElement | null>,
  inner: RefObject<HTMLElement | null>,
  active: boolean,
  last: { current: number }
): void => {
  useLayoutEffect(() => {
    const o = outer.current
    const i = inner.current
    if (!active || !o || !i || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(() => {
      last.current = i.offsetHeight
      o.style.height = `${last.current}px`
      // A tab stop exactly while it scrolls (a phone sheet shorter than its view): a keyboard must be able to
      // scroll a region with nothing focusable in it (axe scrollable-region-focusable); one that does not
      // scroll should not cost a Tab.
      if (last.current > o.clientHeight + 1) o.tabIndex = 0
      else o.removeAttribute("tabindex")
    })
    observer.observe(i)
    observer.observe(o)
    return () => observer.disconnect()
  }, [outer, inner, active, last])
}
