// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { type ConnectorEntryProps, ConnectView, type ConnectViewProps, GET_WALLET_URL } from "../../ui/views/ConnectView.js"
import { renderInShadow } from "./shadow.js"

const ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
const entry = (over: Partial<ConnectorEntryProps> & Pick<ConnectorEntryProps, "id" | "name">): ConnectorEntryProps => ({
  type: "ANNOUNCED",
  icon: undefined,
  namespaces: ["eip155"],
  installed: true,
  recent: false,
  ...over
})
const entries: ReadonlyArray<ConnectorEntryProps> = [
  entry({ id: "io.metamask", name: "MetaMask", icon: ICON, recent: true }),
  entry({ id: "demo", name: "Demo Wallet" }),
  entry({ id: "other", name: "Other", installed: false, type: "EXTERNAL" })
]
const connect = (over: Partial<ConnectViewProps> = {}) => (
  <ConnectView entries={entries} onSelect={vi.fn()} mobile={false} {...over} />
)

describe("ConnectView: the list", () => {
  it("renders the entries in the order given, as buttons named by their visible text (the wallet, then its tags), and reports the chosen id", () => {
    const onSelect = vi.fn()
    const reversed = [...entries].reverse()
    const r = renderInShadow(connect({ entries: reversed, onSelect }))
    expect(r.getAllByRole("button").map((b) => b.querySelector(".name")?.textContent)).toEqual(["Other", "Demo Wallet", "MetaMask"])
    // No aria-label: the name is the row's text, so what a voice user reads out matches (WCAG 2.5.3).
    expect(r.getAllByRole("button").filter((b) => b.hasAttribute("aria-label"))).toEqual([])
    fireEvent.click(r.getByRole("button", { name: /^Demo Wallet/ }))
    expect(onSelect).toHaveBeenCalledWith("demo")
    fireEvent.click(r.getByTestId("wallet-io.metamask"))
    expect(onSelect).toHaveBeenLastCalledWith("io.metamask")
  })

  it("tags Recent over Installed, and the tags are part of the button's name, after the wallet's", () => {
    const r = renderInShadow(connect())
    const recent = r.getByTestId("recent-tag")
    expect(recent.textContent).toBe("Recent")
    const metamask = r.getByTestId("wallet-io.metamask")
    expect(metamask.contains(recent)).toBe(true)
    expect(r.queryAllByTestId("installed-tag").filter((t) => metamask.contains(t))).toHaveLength(0)
    expect(r.getByRole("button", { name: /^MetaMask\s*Recent$/ })).toBe(metamask)
    expect(r.getAllByTestId("installed-tag")).toHaveLength(1)
    expect(r.getByRole("button", { name: "Other" })).toBe(r.getByTestId("wallet-other"))
  })

  it("marks multi-chain wallets and, when the list mixes namespaces, badges each wallet's namespaces", () => {
    const mixed = [
      entry({ id: "phantom", name: "Phantom", type: "MULTI_CHAIN", namespaces: ["eip155", "solana"] }),
      entry({ id: "solflare", name: "Solflare", namespaces: ["solana"] }),
      entry({ id: "mm", name: "MetaMask" })
    ]
    const r = renderInShadow(connect({ entries: mixed }))
    const phantom = r.getByTestId("wallet-phantom")
    expect(phantom.querySelector("[data-testid=multichain-tag]")?.textContent).toBe("Multi-chain")
    expect(Array.from(phantom.querySelectorAll("[data-ns]"), (b) => b.textContent)).toEqual(["EVM", "Solana"])
    expect(r.getByTestId("wallet-solflare").querySelector("[data-testid=multichain-tag]")).toBeNull()
    expect(r.getByTestId("wallet-solflare").querySelector("[data-ns]")?.textContent).toBe("Solana")
    // One namespace everywhere: badges say nothing, so none.
    r.rerender(connect())
    expect(r.container.querySelectorAll("[data-ns]")).toHaveLength(0)
  })

  it("a long name is cut: CSS ellipsis in the row, at most 64 characters in the DOM, full name in the title", () => {
    const long = `${"Very Long Wallet Name ".repeat(10)}End`
    const r = renderInShadow(connect({ entries: [entry({ id: "long", name: long })] }))
    const button = r.getByTestId("wallet-long")
    const name = button.querySelector(".name")
    expect(name?.textContent).toHaveLength(65)
    expect(name?.textContent?.endsWith("…")).toBe(true)
    expect(button.getAttribute("title")).toBe(long)
    // The name read out is the cut one too (a 10 kB name stays out of screen readers).
    const cut = name?.textContent ?? ""
    expect(r.getByRole("button", { name: (n) => n.startsWith(cut) && !n.includes("End") })).toBe(button)
    // The row's CSS: the name shrinks and ellipsises, the tags keep their size.
    const css = r.mount.shadowRoot.adoptedStyleSheets[0]?.cssRules
    const rule = (selector: string) => Array.from(css ?? []).find((c) => c instanceof CSSStyleRule && c.selectorText === selector)?.cssText ?? ""
    expect(rule(".name")).toMatch(/min-width: min\(6em, ?100%\).*overflow: hidden.*text-overflow: ellipsis.*white-space: nowrap/)
    expect(rule(".tags")).toContain("flex-shrink: 0")
  })

  it("shows the icon, or generated initials when it is missing, unsafe or fails to load", () => {
    const r = renderInShadow(
      connect({
        entries: [
          entry({ id: "ok", name: "Good Wallet", icon: ICON }),
          entry({ id: "none", name: "Coinbase Wallet" }),
          entry({ id: "js", name: "Evil", icon: "javascript:alert(1)" }),
          entry({ id: "http", name: "Plain", icon: "http://example.com/a.png" })
        ]
      })
    )
    expect(r.getByTestId("wallet-ok").querySelector("img")?.getAttribute("src")).toBe(ICON)
    expect(r.getByTestId("wallet-none").querySelector(".letter")?.textContent).toBe("CW")
    expect(r.getByTestId("wallet-js").querySelector("img")).toBeNull()
    expect(r.getByTestId("wallet-js").querySelector(".letter")?.textContent).toBe("E")
    expect(r.getByTestId("wallet-http").querySelector("img")).toBeNull()
    const img = r.getByTestId("wallet-ok").querySelector("img")
    if (!img) throw new Error("no img")
    fireEvent.error(img)
    expect(r.getByTestId("wallet-ok").querySelector(".letter")?.textContent).toBe("GW")
  })

  it("renders WalletConnect first and All wallets last only when given", () => {
    const wc = vi.fn()
    const all = vi.fn()
    const r = renderInShadow(connect({ walletConnect: { onSelect: wc }, allWallets: { count: 420, onSelect: all } }))
    const ids = Array.from(r.container.querySelectorAll(".list button"), (b) => b.getAttribute("data-testid"))
    expect(ids).toEqual(["wallet-walletconnect", "wallet-io.metamask", "wallet-demo", "wallet-other", "all-wallets"])
    fireEvent.click(r.getByRole("button", { name: /WalletConnect/ }))
    fireEvent.click(r.getByRole("button", { name: /All Wallets/ }))
    expect(wc).toHaveBeenCalledTimes(1)
    expect(all).toHaveBeenCalledTimes(1)
    r.rerender(connect())
    expect(r.queryByTestId("wallet-walletconnect")).toBeNull()
    expect(r.queryByTestId("all-wallets")).toBeNull()
  })
})

describe("ConnectView: no wallets", () => {
  it("on a phone never suggests installing a browser wallet, and offers the wallet apps", () => {
    const r = renderInShadow(connect({ entries: [], mobile: true, walletConnect: { onSelect: vi.fn() }, allWallets: { onSelect: vi.fn() } }))
    const text = r.getByTestId("no-wallets").textContent ?? ""
    expect(text).not.toMatch(/install|extension|browser wallet/i)
    expect(r.getByTestId("wallet-walletconnect")).toBeTruthy()
    expect(r.getByTestId("all-wallets")).toBeTruthy()
    expect(r.queryByTestId("get-wallet")).toBeNull()
  })

  it("on a phone without WalletConnect or the wallet list, points to the wallet app's browser", () => {
    const r = renderInShadow(connect({ entries: [], mobile: true }))
    expect(r.getByTestId("no-wallets").textContent).toContain("wallet app's built-in browser")
    expect(r.getByTestId("no-wallets").textContent).not.toMatch(/install/i)
  })

  it("on a desktop links to getting a wallet, in a new tab, without an opener", () => {
    const r = renderInShadow(connect({ entries: [] }))
    const link = r.getByRole("link", { name: "Get a wallet" })
    expect(link.getAttribute("href")).toBe(GET_WALLET_URL)
    expect(link.getAttribute("target")).toBe("_blank")
    expect(link.getAttribute("rel")).toBe("noopener noreferrer")
    r.rerender(connect({ entries: [], getWalletUrl: "https://example.com/wallets" }))
    expect(r.getByRole("link", { name: "Get a wallet" }).getAttribute("href")).toBe("https://example.com/wallets")
    expect(r.queryByTestId("wallet-walletconnect")).toBeNull()
  })
})

describe("ConnectView: terms and privacy", () => {
  it("shows both links in the footer, opening in a new tab without an opener", () => {
    const r = renderInShadow(connect({ legal: { termsUrl: "https://example.com/terms", privacyUrl: "https://example.com/privacy" } }))
    expect(r.getByTestId("legal").textContent).toBe(
      "By connecting your wallet, you agree to our Terms of Service and Privacy Policy"
    )
    const links = [["Terms of Service", "https://example.com/terms"], ["Privacy Policy", "https://example.com/privacy"]] as const
    for (const [name, href] of links) {
      const link = r.getByRole("link", { name })
      expect(link.getAttribute("href")).toBe(href)
      expect(link.getAttribute("target")).toBe("_blank")
      expect(link.getAttribute("rel")).toBe("noopener noreferrer")
    }
  })

  it("shows only the link given, also in the empty state; none without URLs; never a javascript: URL", () => {
    const r = renderInShadow(connect({ entries: [], legal: { privacyUrl: "https://example.com/privacy" } }))
    expect(r.getByTestId("legal").textContent).toBe("By connecting your wallet, you agree to our Privacy Policy")
    r.rerender(connect({ legal: {} }))
    expect(r.queryByTestId("legal")).toBeNull()
    r.rerender(connect({ legal: { termsUrl: "javascript:alert(1)" } }))
    expect(r.queryByTestId("legal")).toBeNull()
  })
})
