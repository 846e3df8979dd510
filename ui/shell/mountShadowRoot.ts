/** What mountShadowRoot created; `dispose` removes all of it (unmount React from `container` first). */
export interface ShadowMount {
  readonly host: HTMLElement
  readonly container: HTMLElement
  readonly shadowRoot: ShadowRoot
  readonly dispose: () => void
}

/**
 * Creates `<div data-walletport>` with an open shadow root holding our stylesheet and a React container,
 * so host CSS cannot reach in and ours cannot leak out (ARCHITECTURE §3 "UI contract"). `detached`: the
 * host is not put in the page yet (the caller appends it when it should show).
 */
export const mountShadowRoot = (options: { readonly css: string; readonly parent?: HTMLElement; readonly detached?: boolean }): ShadowMount => {
  const parent = options.parent ?? document.body
  const doc = parent.ownerDocument
  const host = doc.createElement("div")
  host.setAttribute("data-walletport", "")
  const shadowRoot = host.attachShadow({ mode: "open" })
  adoptStyles(shadowRoot, options.css)
  const container = doc.createElement("div")
  shadowRoot.appendChild(container)
  if (options.detached !== true) parent.appendChild(host)
  return {
    host,
    container,
    shadowRoot,
    // The shadow root, its sheet and the container all hang off `host`; removing it releases them.
    dispose: () => host.remove()
  }
}

/**
 * Gives `shadowRoot` the stylesheet `css`, replacing the one given before. A constructable sheet is parsed
 * once and is not blocked by a CSP without 'unsafe-inline'; the <style> fallback covers engines without
 * adoptedStyleSheets.
 */
export const adoptStyles = (shadowRoot: ShadowRoot, css: string): void => {
  const doc = shadowRoot.ownerDocument
  const Sheet = doc.defaultView?.CSSStyleSheet
  if (Sheet && "adoptedStyleSheets" in shadowRoot && "replaceSync" in Sheet.prototype) {
    const sheet = new Sheet()
    sheet.replaceSync(css)
    shadowRoot.adoptedStyleSheets = [sheet]
  } else {
    const style = shadowRoot.querySelector("style[data-walletport-styles]") ?? shadowRoot.insertBefore(doc.createElement("style"), shadowRoot.firstChild)
    style.setAttribute("data-walletport-styles", "")
    style.textContent = css
  }
}
