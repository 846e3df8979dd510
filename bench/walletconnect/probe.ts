/**
 * The in-page probe of the WalletConnect QR: records the click on one element (by test id), then the first
 * animation frame showing the WalletConnect view and the first showing the QR, in the modal's shadow DOM, and
 * where the placeholder and the code sat (their boxes must match: no layout jump). Shared by the bench, which
 * times it (bench/walletconnect/qrSpeed.ts), and the browser test, which checks the order and the layout
 * (test/e2e/walletconnectQr.e2e.ts).
 */
import type { Page } from "playwright-core"

export interface QrProbe {
  /** performance.now() of the click, of the first frame with the view, of the first frame with the QR. */
  readonly click?: number
  readonly view?: number
  readonly qr?: number
  /** The placeholder's box in the last frame it showed, and the code's in its first ("W×H in a view N px high"). */
  readonly placeholder?: string
  readonly code?: string
}

declare global {
  interface Window {
    __wcQrProbe?: { click?: number; view?: number; qr?: number; placeholder?: string; code?: string }
  }
}

/** Installs the probe before the page's scripts; `clicked` is the test id of the element whose click starts it. */
export const installQrProbe = async (page: Page, clicked: string): Promise<void> => {
  await page.addInitScript((testId) => {
    const times: NonNullable<Window["__wcQrProbe"]> = {}
    window.__wcQrProbe = times
    const find = (selector: string): Element | null => {
      const roots: Array<Document | ShadowRoot> = [document]
      for (const host of document.querySelectorAll("*")) if (host.shadowRoot !== null) roots.push(host.shadowRoot)
      for (const root of roots) {
        const found = root.querySelector(selector)
        if (found !== null) return found
      }
      return null
    }
    // The element's layout size and the view's layout height (client and offset sizes: the modal's entry
    // animation scales it by transforms, which change neither; the code may show while it still runs).
    const box = (element: Element | null): string | undefined => {
      const view = find("[data-testid=wc-view]")
      const height = view instanceof HTMLElement ? view.offsetHeight : 0
      return element === null ? undefined : `${element.clientWidth}×${element.clientHeight} in a view ${height} px high`
    }
    // performance.now() in the callback, not the frame's timestamp (its start, before the tasks that ran in it).
    const frame = (): void => {
      const at = performance.now()
      if (times.view === undefined && find("[data-testid=wc-view]") !== null) times.view = at
      const placeholder = box(find("[data-testid=wc-qr-placeholder]"))
      if (placeholder !== undefined) times.placeholder = placeholder
      const code = box(find("[data-testid=wc-qr]"))
      if (times.qr === undefined && code !== undefined) {
        times.qr = at
        times.code = code
      }
      if (times.qr === undefined) requestAnimationFrame(frame)
    }
    document.addEventListener(
      "click",
      (event) => {
        const onTarget = event.composedPath().some((node) => node instanceof Element && node.getAttribute("data-testid") === testId)
        if (onTarget && times.click === undefined) {
          times.click = performance.now()
          requestAnimationFrame(frame)
        }
      },
      true
    )
  }, clicked)
}

/** Waits until the probe saw the QR painted, then returns what it recorded. */
export const readQrProbe = async (page: Page, timeoutMs: number): Promise<QrProbe> => {
  await page.waitForFunction(() => window.__wcQrProbe?.qr !== undefined, undefined, { timeout: timeoutMs })
  return page.evaluate(() => ({ ...window.__wcQrProbe }))
}
