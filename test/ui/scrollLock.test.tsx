// @vitest-environment happy-dom
// The page's scroll lock held by two copies of its module (the instant-open preview ships as a bundle of its
// own): one lock for the page, released by the last holder, whatever copy took it.
import { render } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"

type ScrollLockModule = typeof import("../../ui/shell/useScrollLock.js")

const freshCopy = async (): Promise<ScrollLockModule> => {
  vi.resetModules()
  return import("../../ui/shell/useScrollLock.js")
}

const Locker = (props: { readonly module: ScrollLockModule }): ReactNode => {
  props.module.useScrollLock(true)
  return null
}

const setClientWidth = (value: number) => Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value })

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, "clientWidth")
  document.body.style.cssText = ""
  document.documentElement.style.cssText = ""
})

describe("the scroll lock shared by two copies of its module", () => {
  it("stays locked while the second copy's modal shows after the first's leaves, and restores the page after the last", async () => {
    const preview = await freshCopy()
    const core = await freshCopy()
    expect(core).not.toBe(preview)
    setClientWidth(window.innerWidth - 15)
    document.body.style.paddingRight = "3px"
    const shownPreview = render(<Locker module={preview} />)
    expect(document.body.style.getPropertyValue("padding-right")).toBe("18px")
    const shownCore = render(<Locker module={core} />)
    // The hand-off: the preview leaves while the real modal shows.
    shownPreview.unmount()
    expect(document.documentElement.style.overflow).toBe("hidden")
    expect(document.body.style.overflow).toBe("hidden")
    expect(document.body.style.getPropertyValue("padding-right")).toBe("18px")
    shownCore.unmount()
    expect(document.documentElement.style.overflow).toBe("")
    expect(document.body.style.overflow).toBe("")
    expect(document.body.style.paddingRight).toBe("3px")
  })

  it("uses the padding measured before the modal's DOM went in, in the same task", async () => {
    const module = await freshCopy()
    setClientWidth(window.innerWidth - 15)
    module.measureScrollLock(document)
    // The page's layout after the modal went in: no scrollbar gap to read any more; the early reading counts.
    setClientWidth(window.innerWidth)
    const shown = render(<Locker module={module} />)
    expect(document.body.style.getPropertyValue("padding-right")).toBe("15px")
    shown.unmount()
    expect(document.body.style.paddingRight).toBe("")
  })

  it("measures anew when the early reading is from an earlier task", async () => {
    const module = await freshCopy()
    setClientWidth(window.innerWidth - 15)
    module.measureScrollLock(document)
    await Promise.resolve()
    setClientWidth(window.innerWidth)
    const shown = render(<Locker module={module} />)
    expect(document.body.style.getPropertyValue("padding-right")).toBe("")
    shown.unmount()
  })
})
