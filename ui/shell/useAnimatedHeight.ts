import { type RefObject, useLayoutEffect } from "react"

/**
 * Pins `outer` to the measured height of `inner` so CSS can transition it (150 ms, SPEC §2);
 * `height: auto` cannot be animated. No-op where ResizeObserver is missing. `last` keeps the latest
 * height, which a loading view holds so the modal does not jump.
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
    })
    observer.observe(i)
    return () => observer.disconnect()
  }, [outer, inner, active, last])
}
