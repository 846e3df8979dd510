// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { avatarGradient } from "../../ui/components/avatarGradient.js"
import { AccountView } from "../../ui/views/AccountView.js"
import { ConnectingExternalView } from "../../ui/views/ConnectingExternalView.js"
import { ConnectView, type WalletItem } from "../../ui/views/ConnectView.js"
import { renderInShadow } from "./shadow.js"

const ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
const wallets: ReadonlyArray<WalletItem> = [
  { id: "io.metamask", name: "MetaMask", icon: ICON, recent: true, installed: true },
  { id: "demo", name: "Demo Wallet", icon: undefined, recent: false, installed: true },
  { id: "other", name: "Other", icon: undefined, recent: false, installed: false }
]

describe("ConnectView", () => {
  it("lists wallets as buttons named by the wallet and reports the chosen id", () => {
    const onSelect = vi.fn()
    const r = renderInShadow(<ConnectView wallets={wallets} onSelect={onSelect} />)
    expect(r.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["MetaMask", "Demo Wallet", "Other"])
    fireEvent.click(r.getByRole("button", { name: "Demo Wallet" }))
    expect(onSelect).toHaveBeenCalledWith("demo")
    fireEvent.click(r.getByTestId("wallet-io.metamask"))
    expect(onSelect).toHaveBeenLastCalledWith("io.metamask")
  })

  it("tags the recent wallet once and installed ones, and describes the button with its tag", () => {
    const r = renderInShadow(<ConnectView wallets={wallets} onSelect={vi.fn()} />)
    const recent = r.getByTestId("recent-tag")
    expect(recent.textContent).toBe("Recent")
    expect(r.getByTestId("wallet-io.metamask").contains(recent)).toBe(true)
    expect(r.getByTestId("wallet-io.metamask").getAttribute("aria-describedby")).toBe(recent.id)
    expect(r.getAllByTestId("installed-tag")).toHaveLength(1)
    expect(r.getByTestId("wallet-other").hasAttribute("aria-describedby")).toBe(false)
  })

  it("shows the icon, or a letter avatar without one", () => {
    const r = renderInShadow(<ConnectView wallets={wallets} onSelect={vi.fn()} />)
    expect(r.getByTestId("wallet-io.metamask").querySelector("img")?.getAttribute("src")).toBe(ICON)
    const letter = r.getByTestId("wallet-demo").querySelector(".letter")
    expect(letter?.textContent).toBe("D")
    expect(letter?.getAttribute("aria-hidden")).toBe("true")
  })

  it("falls back to the letter avatar when the image fails", () => {
    const r = renderInShadow(<ConnectView wallets={wallets.slice(0, 1)} onSelect={vi.fn()} />)
    const img = r.getByTestId("wallet-io.metamask").querySelector("img")
    if (!img) throw new Error("no img")
    fireEvent.error(img)
    expect(r.getByTestId("wallet-io.metamask").querySelector(".letter")?.textContent).toBe("M")
  })

  it("has an empty state", () => {
    const r = renderInShadow(<ConnectView wallets={[]} onSelect={vi.fn()} />)
    expect(r.getByText("No wallets found. Install a browser wallet to continue.")).toBeTruthy()
    expect(r.queryAllByRole("button")).toHaveLength(0)
  })
})

describe("ConnectingExternalView", () => {
  const wallet = { name: "MetaMask", icon: undefined }

  it("asks the user to continue in the wallet with a spinner while pending", () => {
    const r = renderInShadow(<ConnectingExternalView wallet={wallet} status="pending" error={undefined} onRetry={vi.fn()} />)
    expect(r.getByText("Continue in MetaMask")).toBeTruthy()
    expect(r.getByText("Accept connection request in the wallet")).toBeTruthy()
    expect(r.container.querySelector(".ring")).not.toBeNull()
    expect(r.queryByTestId("connect-error")).toBeNull()
    expect(r.queryByTestId("connect-retry")).toBeNull()
  })

  it("shows the error as an alert and retries", () => {
    const onRetry = vi.fn()
    const r = renderInShadow(
      <ConnectingExternalView wallet={wallet} status="failed" error="User rejected the request." onRetry={onRetry} />
    )
    expect(r.getByRole("alert").textContent).toBe("User rejected the request.")
    expect(r.getByTestId("connect-error")).toBe(r.getByRole("alert"))
    expect(r.container.querySelector(".ring")).toBeNull()
    fireEvent.click(r.getByRole("button", { name: "Try again" }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(r.getByTestId("connect-retry").textContent).toBe("Try again")
  })

  it("still explains a failure without a message", () => {
    const r = renderInShadow(<ConnectingExternalView wallet={wallet} status="failed" error={undefined} onRetry={vi.fn()} />)
    expect(r.getByTestId("connect-error").textContent).not.toBe("")
  })
})

describe("AccountView", () => {
  const address = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F"
  const props = {
    address,
    displayAddress: "0x71C7…976F",
    balance: "1.25 ETH",
    networkName: "Anvil",
    copied: false,
    onCopy: vi.fn(),
    onDisconnect: vi.fn()
  }

  it("renders address, balance, network and a deterministic avatar", () => {
    const r = renderInShadow(<AccountView {...props} />)
    const addr = r.getByTestId("account-address")
    expect(addr.textContent).toBe("0x71C7…976F")
    expect(addr.getAttribute("title")).toBe(address)
    expect(r.getByTestId("account-balance").textContent).toBe("1.25 ETH")
    expect(r.getByTestId("account-network").textContent).toBe("Anvil")
    const avatar = r.container.querySelector<HTMLElement>(".avatar")
    const squash = (s: string | null | undefined) => s?.replace(/\s/g, "")
    expect(squash(avatar?.getAttribute("style"))).toContain(squash(avatarGradient(address)))
  })

  it("copies and disconnects through callbacks, and shows Copied", () => {
    const onCopy = vi.fn()
    const onDisconnect = vi.fn()
    const r = renderInShadow(<AccountView {...props} onCopy={onCopy} onDisconnect={onDisconnect} />)
    fireEvent.click(r.getByRole("button", { name: "Copy address" }))
    expect(onCopy).toHaveBeenCalledTimes(1)
    fireEvent.click(r.getByTestId("disconnect"))
    expect(onDisconnect).toHaveBeenCalledTimes(1)
    expect(r.getByTestId("disconnect").textContent).toBe("Disconnect")
    expect(r.queryByText("Copied")).toBeNull()
    r.rerender(<AccountView {...props} copied />)
    expect(r.getByRole("button", { name: "Copy address" }).textContent).toBe("Copied")
    expect(r.getByRole("status").textContent).toBe("Address copied")
  })

  it("keeps the balance slot while it loads", () => {
    const r = renderInShadow(<AccountView {...props} balance={undefined} />)
    const balance = r.getByTestId("account-balance")
    expect(balance.textContent).toBe("")
    expect(balance.getAttribute("aria-busy")).toBe("true")
  })
})
