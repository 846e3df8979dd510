// @vitest-environment happy-dom
/** The WalletConnect pairing view: a chosen wallet's name and icon, "Open in <wallet>" through the intent, the expired state. */
import { fireEvent } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { ConnectingWalletConnectView } from "../../ui/views/ConnectingWalletConnectView.js"
import { renderInShadow } from "./shadow.js"

const URI = "wc:7f6e@2?relay-protocol=irn&symKey=587d"
const RAINBOW = { name: "Rainbow", icon: "https://img.example/rainbow.png" }

describe("ConnectingWalletConnectView", () => {
  it("names the chosen wallet and puts its icon in the QR; Open goes through the intent, not the anchor's navigation", () => {
    const onOpen = vi.fn()
    const href = `rainbow://wc?uri=${encodeURIComponent(URI)}`
    const r = renderInShadow(
      <ConnectingWalletConnectView
        pairing={{ status: "ready", uri: URI }}
        wallet={RAINBOW}
        openInWallet={{ label: "Open in Rainbow", href, onOpen }}
        copied={false}
        onCopy={vi.fn()}
        onRefresh={vi.fn()}
      />
    )
    expect(r.getByText("Scan this QR code with Rainbow")).toBeTruthy()
    expect(r.getByTestId("wc-qr").getAttribute("aria-label")).toBe("Scan with Rainbow")
    expect(r.getByTestId("wc-qr").querySelector("image")?.getAttribute("href")).toBe(RAINBOW.icon)
    const open = r.getByTestId("wc-open")
    expect(open.textContent).toBe("Open in Rainbow")
    expect(open.getAttribute("href")).toBe(href)
    const click = new MouseEvent("click", { bubbles: true, cancelable: true })
    fireEvent(open, click)
    expect(click.defaultPrevented).toBe(true)
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it("an expired pairing shows its message and a refresh, and no QR or Open", () => {
    const onRefresh = vi.fn()
    const r = renderInShadow(
      <ConnectingWalletConnectView
        pairing={{ status: "failed", expired: true, error: "The connection request expired. Refresh the QR code and try again." }}
        wallet={{ name: "WalletConnect", icon: undefined }}
        openInWallet={undefined}
        copied={false}
        onCopy={vi.fn()}
        onRefresh={onRefresh}
      />
    )
    expect(r.getByRole("alert").textContent).toMatch(/expired/)
    expect(r.queryByTestId("wc-qr")).toBeNull()
    expect(r.queryByTestId("wc-open")).toBeNull()
    fireEvent.click(r.getByTestId("wc-refresh"))
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(r.getByTestId("wc-refresh").textContent).toBe("Refresh QR code")
  })
})
