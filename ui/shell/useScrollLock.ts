import { useEffect } from "react"

// Shared across instances: two modals on one page must not restore each other's "hidden" as the original.
let holders = 0
let release: (() => void) | undefined

// Remembers an inline property exactly (value and priority) so unlocking leaves the host's styles untouched.
const save = (el: HTMLElement, prop: string): (() => void) => {
  const value = el.style.getPropertyValue(prop)
  const priority = el.style.getPropertyPriority(prop)
  return () => (value ? el.style.setProperty(prop, value, priority) : el.style.removeProperty(prop))
}

const lock = (doc: Document): (() => void) => {
  const { documentElement: html, body } = doc
  const view = doc.defaultView
  const restore = [save(html, "overflow"), save(body, "overflow"), save(body, "padding-right")]
  const gap = (view?.innerWidth ?? 0) - html.clientWidth
  // Pad by the scrollbar width so the page does not shift; skip without layout (clientWidth 0) or with a
  // stable gutter, which already reserves the space.
  if (view && html.clientWidth > 0 && gap > 0 && view.getComputedStyle(html).scrollbarGutter !== "stable") {
    const pad = parseFloat(view.getComputedStyle(body).paddingRight) || 0
    body.style.setProperty("padding-right", `${pad + gap}px`, "important")
  }
  html.style.setProperty("overflow", "hidden", "important")
  body.style.setProperty("overflow", "hidden", "important")
  return () => restore.forEach((undo) => undo())
}

/** Locks page scroll while `active` (ARCHITECTURE §3 "UI contract"); restores the exact previous styles. */
export const useScrollLock = (active: boolean): void => {
  useEffect(() => {
    if (!active) return
    if (holders++ === 0) release = lock(document)
    return () => {
      if (--holders === 0) release?.()
    }
  }, [active])
}
