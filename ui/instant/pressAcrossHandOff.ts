/**
 * A press that starts on one of the instant-open preview's buttons and ends after the hand-off (runtime/
 * instantOpen.ts): the button pressed has left the page with the preview and the release lands on the real
 * modal's copy of it, and the browser fires no click for a press and a release on two elements, so the
 * visitor's pick would be lost. Released over the same button of the real modal, that button is clicked.
 */

/** How the preview's button is found again in the real modal: its wallet, or its test id (WalletConnect, All Wallets, Close…). */
const keyOf = (target: EventTarget | undefined): string | undefined => {
  const button = target instanceof Element ? target.closest<HTMLElement>("button") : null
  if (button === null) return undefined
  const connector = button.dataset["connectorId"]
  if (connector !== undefined) return `button[data-connector-id="${CSS.escape(connector)}"]`
  const testId = button.dataset["testid"]
  return testId === undefined ? undefined : `button[data-testid="${CSS.escape(testId)}"]`
}

export interface PressTracker {
  /** At the hand-off: a press still held on a preview button finishes on the real modal's same button. */
  readonly carryTo: (realRoot: ShadowRoot) => void
}

export const trackPress = (previewRoot: ShadowRoot): PressTracker => {
  let pressed: string | undefined
  previewRoot.addEventListener("pointerdown", (event) => {
    if (event instanceof PointerEvent && event.isPrimary) pressed = keyOf(event.composedPath()[0])
  }, true)
  const release = () => (pressed = undefined)
  previewRoot.addEventListener("pointerup", release, true)
  previewRoot.addEventListener("pointercancel", release, true)
  return {
    carryTo: (realRoot) => {
      const key = pressed
      pressed = undefined
      if (key === undefined) return
      const done = () => {
        document.removeEventListener("pointerup", onUp, true)
        document.removeEventListener("pointercancel", done, true)
      }
      const onUp = (event: PointerEvent) => {
        done()
        const button = realRoot.querySelector<HTMLElement>(key)
        const target = event.composedPath()[0]
        if (button !== null && target instanceof Node && button.contains(target)) button.click()
      }
      document.addEventListener("pointerup", onUp, true)
      document.addEventListener("pointercancel", done, true)
    }
  }
}
