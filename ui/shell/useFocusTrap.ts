import { type RefObject, useEffect, useRef } from "react"
import { focusView, keepFocusInside } from "./viewFocus.js"

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The element that really has focus: `document.activeElement` stops at a shadow host, so walk into it. */
export const deepActiveElement = (root: DocumentOrShadowRoot): Element | null => {
  let el = root.activeElement
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
  return el
}

// Inside a shadow root the document only sees the host; the root node knows the real active element.
const activeIn = (el: Node): Element | null => {
  const root: Node & Partial<DocumentOrShadowRoot> = el.getRootNode()
  return root.activeElement ?? null
}

const focusables = (el: HTMLElement): HTMLElement[] => Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE))

// Falls back to the container itself (tabIndex -1) so focus never stays on the page behind the modal.
const focusFirst = (el: HTMLElement): void => (focusables(el)[0] ?? el).focus({ preventScroll: true })

/** Moves focus to the first focusable in `el` unless focus is already inside it. */
export const refocusInside = (el: HTMLElement): void => {
  if (!el.contains(activeIn(el))) focusFirst(el)
}

/**
 * Modal focus contract (Radix Dialog model): remember the opener, focus the first focusable, keep Tab and
 * Shift+Tab cycling inside `ref`, give focus back to the opener on deactivate. When `key` changes (a new
 * view) focus moves to the view's main action or title; when the view removes or disables the focused
 * element, focus goes there too (viewFocus.ts), never to the page behind.
 */
export const useFocusTrap = (ref: RefObject<HTMLElement | null>, active: boolean, key: string): void => {
  useEffect(() => {
    const el = ref.current
    if (!active || !el) return
    const doc = el.ownerDocument
    const opener = deepActiveElement(doc)
    focusFirst(el)
    // On the document, not the dialog: Tab must be caught even when focus has fallen back to <body>.
    const onKeyDown = (e: KeyboardEvent): void => {
      if (e.key !== "Tab" || e.defaultPrevented) return
      const list = focusables(el)
      const current = activeIn(el)
      const inside = el.contains(current)
      const edge = e.shiftKey ? list[0] : list[list.length - 1]
      if (inside && current !== edge && current !== el) return
      e.preventDefault()
      ;(e.shiftKey ? list[list.length - 1] : list[0])?.focus()
    }
    doc.addEventListener("keydown", onKeyDown)
    const stopWatching = keepFocusInside(el)
    return () => {
      stopWatching()
      doc.removeEventListener("keydown", onKeyDown)
      if (opener?.isConnected && "focus" in opener && typeof opener.focus === "function") opener.focus()
    }
  }, [active, ref])

  // The key the dialog last showed while active: opening focuses as above, only a change of view moves focus.
  const shown = useRef<string | undefined>(undefined)
  useEffect(() => {
    const el = ref.current
    if (!active || !el) {
      shown.current = undefined
      return
    }
    if (shown.current !== undefined && shown.current !== key) focusView(el)
    shown.current = key
  }, [active, ref, key])
}
