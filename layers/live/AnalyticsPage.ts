/** What analytics needs from the page: its address, pagehide and sendBeacon (SPEC §7). */

/** What the layer needs from the page: where it is, pagehide, sendBeacon. */
export interface AnalyticsPage {
  readonly url: () => string
  readonly domain: () => string
  /** Calls `listener` on pagehide; returns the remover. */
  readonly onPageHide: (listener: () => void) => () => void
  /** Posts `body` to `url` as the page unloads; false when the browser refused. */
  readonly sendBeacon: (url: string, body: string) => boolean
}

/** The browser page (inert where there is none, e.g. a server render). */
export const browserPage: AnalyticsPage = {
  url: () => globalThis.location?.href ?? "",
  domain: () => globalThis.location?.hostname ?? "",
  onPageHide: (listener) => {
    if (typeof globalThis.addEventListener !== "function") return () => {}
    globalThis.addEventListener("pagehide", listener)
    return () => globalThis.removeEventListener("pagehide", listener)
  },
  sendBeacon: (url, body) => typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)
}
