/**
 * Where focus goes when a view changes or a view's state removes the focused element (a reject, Try again,
 * signing, Send's review and result): the view's main action or status heading, marked `data-autofocus`, else
 * the dialog's title. Never `<body>`: a screen reader would restart from the top of the page behind the modal.
 */

/** A view marks its main action (or the heading saying what changed) with this attribute; the first enabled one wins. */
export const AUTOFOCUS = "data-autofocus"

const target = (card: HTMLElement): HTMLElement | null =>
  card.querySelector<HTMLElement>(`[${AUTOFOCUS}]:not(:disabled)`) ?? card.querySelector<HTMLElement>("h2[tabindex]")

/** Moves focus to the view's main action or heading, else the dialog itself. */
export const focusView = (card: HTMLElement): void => (target(card) ?? card).focus({ preventScroll: true })

/**
 * True when focus fell out of `card` to nowhere (the focused button was removed: the page has focus on
 * `<body>`), or is about to (it was disabled: Chromium moves it to `<body>` at the next rendering, with no
 * event). Focus moved on purpose elsewhere (a wallet's own window in the page) is left alone.
 */
export const focusLost = (card: HTMLElement): boolean => {
  const doc = card.ownerDocument
  const root: Node & Partial<DocumentOrShadowRoot> = card.getRootNode()
  const inside = root.activeElement ?? null
  if (inside !== null && card.contains(inside)) return inside.matches(":disabled")
  const active = doc.activeElement
  // The dialog's own shadow host with nothing focused inside it counts as lost too (some DOMs report that).
  return active === null || active === doc.body || ("host" in root && active === root.host)
}

/**
 * Watches `card` for changes that drop focus (React removing or disabling the focused element) and puts it
 * back on the view's target. Returns the stop.
 */
export const keepFocusInside = (card: HTMLElement): (() => void) => {
  const observer = new MutationObserver(() => {
    if (focusLost(card)) focusView(card)
  })
  observer.observe(card, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] })
  return () => observer.disconnect()
}
