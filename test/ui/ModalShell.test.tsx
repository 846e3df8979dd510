// @vitest-environment happy-dom
import { act, fireEvent, render } from "@testing-library/react"
import { type ReactNode, StrictMode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { useAnnounce } from "../../ui/shell/announcer.js"
import { type ModalShellProps, ModalShell } from "../../ui/shell/ModalShell.js"
import { renderInShadow } from "./shadow.js"

const shell = (over: Partial<ModalShellProps> = {}, children: ReactNode = <button type="button">Inside</button>) => {
  const props: ModalShellProps = {
    open: true,
    title: "Connect a Wallet",
    canGoBack: false,
    onBack: vi.fn(),
    onClose: vi.fn(),
    shake: false,
    themeMode: "dark",
    viewKey: "Connect",
    children,
    ...over
  }
  return { props, el: <ModalShell {...props} /> }
}

afterEach(() => {
  document.body.innerHTML = ""
  document.documentElement.removeAttribute("style")
  document.body.removeAttribute("style")
})

describe("ModalShell", () => {
  it("renders a labelled modal dialog", () => {
    const { el } = shell()
    const r = renderInShadow(el)
    const dialog = r.getByRole("dialog")
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    const title = r.mount.shadowRoot.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
    expect(title?.tagName).toBe("H2")
    expect(title?.textContent).toBe("Connect a Wallet")
    expect(r.getByRole("dialog", { name: "Connect a Wallet" })).toBe(dialog)
    expect(r.container.querySelector("[data-wp-theme='dark']")).not.toBeNull()
  })

  it("renders nothing but its empty live region when closed", () => {
    const { el } = shell({ open: false })
    const r = renderInShadow(el)
    expect(r.container.childElementCount).toBe(1)
    const region = r.getByTestId("announcer-closed")
    expect(region.getAttribute("aria-live")).toBe("polite")
    expect(region.textContent).toBe("")
    expect(r.queryByRole("dialog")).toBeNull()
  })

  it("closes on Escape and on an overlay click, not on a click inside the card", () => {
    const { el, props } = shell()
    const r = renderInShadow(el)
    fireEvent.click(r.getByRole("dialog"))
    fireEvent.click(r.getByText("Inside"))
    expect(props.onClose).not.toHaveBeenCalled()
    fireEvent.keyDown(document, { key: "Escape" })
    expect(props.onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(r.getByTestId("modal-overlay"))
    expect(props.onClose).toHaveBeenCalledTimes(2)
  })

  it("ignores a press that starts in the card and ends on the overlay", () => {
    const { el, props } = shell()
    const r = renderInShadow(el)
    fireEvent.pointerDown(r.getByText("Inside"))
    fireEvent.click(r.getByTestId("modal-overlay"))
    expect(props.onClose).not.toHaveBeenCalled()
  })

  it("shows Back only when canGoBack, and Close unless closing is forbidden", () => {
    const first = shell()
    const r = renderInShadow(first.el)
    expect(r.queryByRole("button", { name: "Back" })).toBeNull()
    fireEvent.click(r.getByRole("button", { name: "Close" }))
    expect(first.props.onClose).toHaveBeenCalledTimes(1)
    const second = shell({ canGoBack: true })
    r.rerender(second.el)
    fireEvent.click(r.getByRole("button", { name: "Back" }))
    expect(second.props.onBack).toHaveBeenCalledTimes(1)
  })

  it("not closable (SPEC §2 required sign-in): no Close button, Escape and the overlay do nothing, still a labelled dialog", () => {
    const { el, props } = shell({ closable: false, title: "Sign In" })
    const r = renderInShadow(el)
    expect(r.queryByRole("button", { name: "Close" })).toBeNull()
    fireEvent.keyDown(document, { key: "Escape" })
    fireEvent.click(r.getByTestId("modal-overlay"))
    expect(props.onClose).not.toHaveBeenCalled()
    expect(r.getByRole("dialog", { name: "Sign In" }).getAttribute("aria-modal")).toBe("true")
    // Closable again (signed in): Close is back and works.
    const again = shell({ closable: true, title: "Sign In" })
    r.rerender(again.el)
    fireEvent.click(r.getByRole("button", { name: "Close" }))
    expect(again.props.onClose).toHaveBeenCalledTimes(1)
  })

  it("toast: a polite status live region, present while empty, shows the message and its variant", () => {
    const r = renderInShadow(shell().el)
    const region = r.getByRole("status")
    expect(region.getAttribute("aria-live")).toBe("polite")
    expect(region.textContent).toBe("")
    expect(r.getByRole("dialog").contains(region)).toBe(true)
    r.rerender(shell({ toast: { message: "Authenticating...", variant: "loading" } }).el)
    expect(r.getByRole("status")).toBe(region)
    expect(region.textContent).toBe("Authenticating...")
    expect(r.getByTestId("toast").getAttribute("data-variant")).toBe("loading")
    r.rerender(shell({ toast: undefined }).el)
    expect(region.textContent).toBe("")
  })

  it("announces: a view's status and the container's in the dialog's region, the same text twice is said twice, and after close outside it", async () => {
    const Says = (p: { readonly text: string | undefined; readonly again?: number }) => {
      useAnnounce(p.text, p.again)
      return null
    }
    const r = renderInShadow(shell({}, <Says text="Sent" />).el)
    const region = r.getByRole("status")
    await vi.waitFor(() => expect(r.getByTestId("announcer").textContent).toBe("Sent"))
    expect(region.contains(r.getByTestId("announcer"))).toBe(true)
    r.rerender(shell({}, <Says text="Sent" again={1} />).el)
    await vi.waitFor(() => expect(r.getByTestId("announcer").textContent).toBe("Sent\u200b"))
    r.rerender(shell({}, <Says text="Sent" again={2} />).el)
    await vi.waitFor(() => expect(r.getByTestId("announcer").textContent).toBe("Sent"))
    // A toast shows instead while there is one (the region speaks one thing at a time).
    r.rerender(shell({ toast: { message: "Authenticating...", variant: "loading" } }, <Says text="Sent" again={2} />).el)
    expect(region.textContent).toBe("Authenticating...")
    const closedRegion = r.getByTestId("announcer-closed")
    expect(closedRegion.textContent).toBe("")
    r.rerender(shell({ open: false, announcement: { text: "Signed in", count: 1 } }).el)
    await vi.waitFor(() => expect(r.getByTestId("announcer-closed").textContent?.replace("\u200b", "")).toBe("Signed in"))
    expect(r.getByTestId("announcer-closed")).toBe(closedRegion)
  })

  it("marks shake and theme on the DOM for CSS", () => {
    const r = renderInShadow(shell({ shake: true, themeMode: "light" }).el)
    expect(r.getByRole("dialog").getAttribute("data-shake")).toBe("true")
    expect(r.container.querySelector("[data-wp-theme='light']")).not.toBeNull()
    r.rerender(shell({ shake: false }).el)
    expect(r.getByRole("dialog").hasAttribute("data-shake")).toBe(false)
  })

  it("re-keys the body on view change so the enter transition replays", () => {
    const r = renderInShadow(shell({ viewKey: "A" }).el)
    const before = r.container.querySelector(".body")
    r.rerender(shell({ viewKey: "A", title: "Other" }).el)
    expect(r.container.querySelector(".body")).toBe(before)
    r.rerender(shell({ viewKey: "B" }).el)
    expect(r.container.querySelector(".body")).not.toBe(before)
  })

  it("embedded: inline, no overlay, no aria-modal, no scroll lock, ignores open and page-wide Escape", () => {
    const { el, props } = shell({ embedded: true, open: false })
    const r = renderInShadow(el)
    const dialog = r.getByRole("dialog")
    expect(dialog.hasAttribute("aria-modal")).toBe(false)
    expect(r.queryByTestId("modal-overlay")).toBeNull()
    expect(document.documentElement.style.overflow).toBe("")
    expect(document.body.style.overflow).toBe("")
    fireEvent.keyDown(document, { key: "Escape" })
    expect(props.onClose).not.toHaveBeenCalled()
    fireEvent.keyDown(r.getByText("Inside"), { key: "Escape" })
    expect(props.onClose).toHaveBeenCalledTimes(1)
  })
})

describe("ModalShell focus (in a shadow root)", () => {
  const body = (
    <>
      <button type="button">One</button>
      <button type="button">Two</button>
    </>
  )

  it("moves focus in on open, wraps Tab and Shift+Tab, and returns it to the opener on close", () => {
    const opener = document.createElement("button")
    opener.textContent = "Open"
    document.body.appendChild(opener)
    opener.focus()
    const r = renderInShadow(shell({ canGoBack: true }, body).el)
    const root = r.mount.shadowRoot
    const back = r.getByRole("button", { name: "Back" })
    const two = r.getByRole("button", { name: "Two" })
    expect(root.activeElement).toBe(back)
    expect(document.activeElement).toBe(r.mount.host)

    two.focus()
    fireEvent.keyDown(two, { key: "Tab" })
    expect(root.activeElement).toBe(back)
    fireEvent.keyDown(back, { key: "Tab", shiftKey: true })
    expect(root.activeElement).toBe(two)
    // A Tab in the middle is left to the browser.
    const close = r.getByRole("button", { name: "Close" })
    close.focus()
    const middle = fireEvent.keyDown(close, { key: "Tab" })
    expect(middle).toBe(true)
    expect(root.activeElement).toBe(close)

    r.rerender(shell({ open: false }, body).el)
    expect(document.activeElement).toBe(opener)
  })

  it("pulls focus back in when it fell out of the dialog", () => {
    const r = renderInShadow(shell({}, body).el)
    const root = r.mount.shadowRoot
    const two = r.getByRole("button", { name: "Two" })
    two.focus()
    two.blur()
    expect(root.activeElement).toBeNull()
    fireEvent.keyDown(document.body, { key: "Tab" })
    expect(root.activeElement).toBe(r.getByRole("button", { name: "Close" }))
    r.getByRole("button", { name: "Close" }).blur()
    expect(root.activeElement).toBeNull()
    fireEvent.keyDown(document.body, { key: "Tab", shiftKey: true })
    expect(root.activeElement).toBe(two)
  })

  it("restores focus to an opener that lives in another shadow root", () => {
    const other = document.createElement("div")
    document.body.appendChild(other)
    const inner = other.attachShadow({ mode: "open" })
    const opener = document.createElement("button")
    inner.appendChild(opener)
    opener.focus()
    const r = renderInShadow(shell({}, body).el)
    // (Not reading inner.activeElement here: happy-dom 21 throws when focus is in a sibling shadow root.)
    expect(r.mount.shadowRoot.activeElement).toBe(r.getByRole("button", { name: "Close" }))
    r.unmount()
    expect(inner.activeElement).toBe(opener)
  })

  it("not closable: Tab and Shift+Tab stay inside the dialog; a focused Close that disappears hands focus inside", () => {
    const r = renderInShadow(shell({ viewKey: "SIWXSignMessage" }, body).el)
    const root = r.mount.shadowRoot
    r.getByRole("button", { name: "Close" }).focus()
    r.rerender(shell({ viewKey: "SIWXSignMessage", closable: false }, body).el)
    const one = r.getByRole("button", { name: "One" })
    const two = r.getByRole("button", { name: "Two" })
    expect(root.activeElement).toBe(r.getByRole("heading", { name: "Connect a Wallet" }))
    two.focus()
    fireEvent.keyDown(two, { key: "Tab" })
    expect(root.activeElement).toBe(one)
    fireEvent.keyDown(one, { key: "Tab", shiftKey: true })
    expect(root.activeElement).toBe(two)
  })

  it("on a view change, focus moves to the view's main action ([data-autofocus]), else to the title", () => {
    const r = renderInShadow(shell({ viewKey: "A" }, <button type="button">Wallet</button>).el)
    const root = r.mount.shadowRoot
    r.getByRole("button", { name: "Wallet" }).focus()
    r.rerender(shell({ viewKey: "B", canGoBack: true, title: "Waiting" }, <p>Waiting</p>).el)
    expect(root.activeElement).toBe(r.getByRole("heading", { name: "Waiting" }))
    r.rerender(shell({ viewKey: "C", canGoBack: true }, <><button type="button">Other</button><button type="button" data-autofocus="">Main</button></>).el)
    expect(root.activeElement).toBe(r.getByRole("button", { name: "Main" }))
    // The same view again (a re-render) leaves focus where the visitor put it.
    r.getByRole("button", { name: "Other" }).focus()
    r.rerender(shell({ viewKey: "C", canGoBack: true }, <><button type="button">Other</button><button type="button" data-autofocus="">Main</button></>).el)
    expect(root.activeElement).toBe(r.getByRole("button", { name: "Other" }))
  })

  it("a view that removes or disables the focused button hands focus to its main action, never the page", async () => {
    const step = (s: "form" | "signing" | "done") => (
      <>
        {s === "form" && <button type="button">Review</button>}
        {s === "signing" && <p className="h" tabIndex={-1} data-autofocus="">Confirm in your wallet</p>}
        {s === "done" && <button type="button" data-autofocus="">Done</button>}
        <button type="button" disabled={s !== "form"}>Cancel</button>
      </>
    )
    const r = renderInShadow(shell({ viewKey: "Send" }, step("form")).el)
    const root = r.mount.shadowRoot
    r.getByRole("button", { name: "Review" }).focus()
    r.rerender(shell({ viewKey: "Send" }, step("signing")).el)
    await vi.waitFor(() => expect(root.activeElement?.textContent).toBe("Confirm in your wallet"))
    r.rerender(shell({ viewKey: "Send" }, step("done")).el)
    await vi.waitFor(() => expect(root.activeElement).toBe(r.getByRole("button", { name: "Done" })))
    // Disabled while focused: focus moves on rather than falling to <body> at the next frame.
    r.rerender(shell({ viewKey: "Send" }, step("form")).el)
    r.getByRole("button", { name: "Cancel" }).focus()
    r.rerender(shell({ viewKey: "Send" }, step("done")).el)
    await vi.waitFor(() => expect(root.activeElement).toBe(r.getByRole("button", { name: "Done" })))
  })
})

describe("ModalShell: the page behind is inert", () => {
  it("makes <body>'s other children inert while open (not our hosts or frame, not twice), restores exactly, and two modals share it", () => {
    const page = document.createElement("main")
    const hostsOwn = document.createElement("aside")
    hostsOwn.setAttribute("inert", "")
    const frame = document.createElement("iframe")
    frame.setAttribute("data-walletport-frame", "")
    document.body.append(page, hostsOwn, frame)
    const a = renderInShadow(shell().el)
    expect(page.hasAttribute("inert")).toBe(true)
    expect(a.mount.host.hasAttribute("inert")).toBe(false)
    expect(frame.hasAttribute("inert")).toBe(false)
    const b = renderInShadow(shell().el)
    a.unmount()
    expect(page.hasAttribute("inert")).toBe(true)
    b.unmount()
    expect(page.hasAttribute("inert")).toBe(false)
    expect(hostsOwn.hasAttribute("inert")).toBe(true)
  })

  it("embedded or prepared ahead (not active): the page stays live", () => {
    const page = document.createElement("main")
    document.body.append(page)
    renderInShadow(shell({ embedded: true }).el)
    renderInShadow(shell({ active: false }).el)
    expect(page.hasAttribute("inert")).toBe(false)
  })
})

describe("ModalShell scroll lock", () => {
  const setClientWidth = (value: number) =>
    Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value })

  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, "clientWidth")
  })

  it("hides overflow with a scrollbar-gap padding while open and restores exactly on close", () => {
    setClientWidth(window.innerWidth - 15)
    document.documentElement.style.overflow = "scroll"
    document.body.style.paddingRight = "3px"
    const r = render(shell().el)
    expect(document.documentElement.style.getPropertyValue("overflow")).toBe("hidden")
    expect(document.body.style.getPropertyValue("overflow")).toBe("hidden")
    expect(document.body.style.getPropertyValue("padding-right")).toBe("18px")
    r.rerender(shell({ open: false }).el)
    expect(document.documentElement.style.overflow).toBe("scroll")
    expect(document.body.style.getPropertyValue("overflow")).toBe("")
    expect(document.body.style.paddingRight).toBe("3px")
    expect(document.body.style.getPropertyPriority("padding-right")).toBe("")
    r.unmount()
  })

  it("two open modals release the lock only when the last one closes", () => {
    const a = render(shell().el)
    const b = render(shell().el)
    a.unmount()
    expect(document.body.style.overflow).toBe("hidden")
    b.unmount()
    expect(document.body.style.overflow).toBe("")
    expect(document.documentElement.style.overflow).toBe("")
  })

  it("survives StrictMode's double effects: lock released and focus restored once closed", () => {
    const opener = document.createElement("button")
    document.body.appendChild(opener)
    opener.focus()
    document.body.style.overflow = "auto"
    const r = renderInShadow(<StrictMode>{shell().el}</StrictMode>)
    expect(document.body.style.overflow).toBe("hidden")
    expect(r.mount.shadowRoot.activeElement).toBe(r.getByRole("button", { name: "Close" }))
    r.rerender(<StrictMode>{shell({ open: false }).el}</StrictMode>)
    expect(document.body.style.overflow).toBe("auto")
    expect(document.activeElement).toBe(opener)
  })

  it("is not applied in embedded mode", () => {
    const r = render(shell({ embedded: true }).el)
    expect(document.body.style.overflow).toBe("")
    act(() => r.unmount())
  })
})
