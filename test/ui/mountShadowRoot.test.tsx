// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import { mountShadowRoot } from "../../ui/shell/mountShadowRoot.js"

afterEach(() => {
  document.body.innerHTML = ""
})

describe("mountShadowRoot", () => {
  it("creates a host in body with an open shadow root, one adopted sheet and a container", () => {
    const before = document.body.childElementCount
    const m = mountShadowRoot({ css: ".x{color:red}" })
    expect(m.host.parentElement).toBe(document.body)
    expect(m.host.hasAttribute("data-walletport")).toBe(true)
    expect(m.host.shadowRoot).toBe(m.shadowRoot)
    expect(m.shadowRoot.mode).toBe("open")
    expect(m.shadowRoot.adoptedStyleSheets).toHaveLength(1)
    expect(m.shadowRoot.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toContain(".x")
    expect(m.shadowRoot.querySelectorAll("style")).toHaveLength(0)
    expect(m.container.parentNode).toBe(m.shadowRoot)
    m.dispose()
    expect(document.body.childElementCount).toBe(before)
    expect(document.querySelector("[data-walletport]")).toBeNull()
  })

  it("honours a custom parent", () => {
    const parent = document.createElement("section")
    document.body.appendChild(parent)
    const m = mountShadowRoot({ css: "", parent })
    expect(m.host.parentElement).toBe(parent)
    m.dispose()
    expect(parent.childElementCount).toBe(0)
  })

  it("falls back to one <style> element without constructable sheets", () => {
    const win = document.defaultView
    if (!win) throw new Error("no window")
    const original = win.CSSStyleSheet
    Object.defineProperty(win, "CSSStyleSheet", { value: undefined, configurable: true, writable: true })
    try {
      const m = mountShadowRoot({ css: ".y{color:blue}" })
      const styles = m.shadowRoot.querySelectorAll("style")
      expect(styles).toHaveLength(1)
      expect(styles[0]?.textContent).toBe(".y{color:blue}")
      m.dispose()
      expect(m.host.isConnected).toBe(false)
    } finally {
      Object.defineProperty(win, "CSSStyleSheet", { value: original, configurable: true, writable: true })
    }
  })
})
