// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { avatarGradient } from "../../ui/components/avatarGradient.js"
import { AccountView } from "../../ui/views/AccountView.js"
import { ConnectingExternalView } from "../../ui/views/ConnectingExternalView.js"
import { renderInShadow } from "./shadow.js"

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
  })

  it("keeps the balance slot while it loads", () => {
    const r = renderInShadow(<AccountView {...props} balance={undefined} />)
    const balance = r.getByTestId("account-balance")
    expect(balance.textContent).toBe("")
    expect(balance.getAttribute("aria-busy")).toBe("true")
  })

  it("a balance that could not be read says so, with Retry (issue 23: never an endless blank)", () => {
    const retry = vi.fn()
    const r = renderInShadow(<AccountView {...props} balance={undefined} onRetryBalance={retry} />)
    const balance = r.getByTestId("account-balance")
    expect(balance.textContent).toBe("Balance unavailable Retry")
    expect(balance.getAttribute("aria-busy")).toBe("false")
    r.getByRole("button", { name: "Retry" }).click()
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it("says Unsupported network instead of a network label or balance that would be wrong", () => {
    const r = renderInShadow(<AccountView {...props} unsupported />)
    const chip = r.getByTestId("account-network")
    expect(chip.textContent).toBe("Unsupported network")
    expect(chip.hasAttribute("data-unsupported")).toBe(true)
    expect(r.queryByText("Anvil")).toBeNull()
    expect(r.queryByText("1.25 ETH")).toBeNull()
    expect(r.getByTestId("account-balance").getAttribute("aria-busy")).toBe("false")
  })

  it("the network chip opens the Networks view when the container allows it", () => {
    const onNetworks = vi.fn()
    const r = renderInShadow(<AccountView {...props} onNetworks={onNetworks} />)
    const chip = r.getByRole("button", { name: "Anvil, switch network" })
    expect(chip).toBe(r.getByTestId("account-network"))
    fireEvent.click(chip)
    expect(onNetworks).toHaveBeenCalledTimes(1)
    r.rerender(<AccountView {...props} />)
    expect(r.getByTestId("account-network").tagName).toBe("SPAN")
  })

  it("switches namespace when several are connected, and hides the switcher for one", () => {
    const onSelect = vi.fn()
    const r = renderInShadow(
      <AccountView {...props} namespaces={{ items: ["eip155", "solana"], active: "eip155", onSelect }} />
    )
    const group = r.getByRole("group", { name: "Chain" })
    expect(group.textContent).toBe("EVMSolana")
    expect(r.getByRole("button", { name: "EVM" }).getAttribute("aria-pressed")).toBe("true")
    expect(r.getByRole("button", { name: "Solana" }).getAttribute("aria-pressed")).toBe("false")
    fireEvent.click(r.getByRole("button", { name: "Solana" }))
    expect(onSelect).toHaveBeenCalledWith("solana")
    r.rerender(<AccountView {...props} namespaces={{ items: ["eip155"], active: "eip155", onSelect }} />)
    expect(r.queryByRole("group", { name: "Chain" })).toBeNull()
  })
})
