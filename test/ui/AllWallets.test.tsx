// @vitest-environment happy-dom
/** AllWallets (SPEC §2): search, paging that bounds the DOM, custom wallets as links; the debounce hook (SPEC §9). */
import { act, fireEvent, render } from "@testing-library/react"
import type * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as TestClock from "effect/TestClock"
import * as TestContext from "effect/TestContext"
import { describe, expect, it, vi } from "vitest"
import { DEBOUNCE_DEFAULT_MS, WALLET_LIST_PAGE_SIZE } from "../../schemas/constants.js"
import type { CustomWallet } from "../../schemas/entities/CustomWallet.js"
import type { ConnectorEntry } from "../../services/Connectors.js"
import { useDebounced } from "../../ui/components/useDebounced.js"
import { en } from "../../ui/i18n/en.js"
import { AllWalletsView, type AllWalletsViewProps } from "../../ui/views/AllWalletsView.js"
import { customWalletLink, explorerRows, searchWallets, walletRows } from "../../ui/views/walletEntries.js"
import { renderInShadow } from "./shadow.js"

const installed = (id: string, name: string): ConnectorEntry => ({
  id,
  type: "ANNOUNCED",
  name,
  icon: undefined,
  rdns: id,
  namespaces: ["eip155"],
  installed: true,
  recent: false,
  group: "injected",
  walletIds: { eip155: id },
  custom: undefined
})

const custom = (wallet: CustomWallet): ConnectorEntry => ({
  id: wallet.id,
  type: "EXTERNAL",
  name: wallet.name,
  icon: undefined,
  rdns: undefined,
  namespaces: [],
  installed: false,
  recent: false,
  group: "custom",
  walletIds: {},
  custom: wallet
})

const many = (n: number) => Array.from({ length: n }, (_, i) => installed(`w${i}`, `Wallet ${String(i).padStart(3, "0")}`))

const view = (rows: ReturnType<typeof walletRows>, extra: Partial<AllWalletsViewProps> = {}) => (
  <AllWalletsView entries={rows} total={rows.length} query="" searched="" onQuery={vi.fn()} onSelect={vi.fn()} {...extra} />
)

describe("AllWalletsView", () => {
  it("renders only the rows in view for 600 wallets; scrolling to the end shows the last ones and asks for more", () => {
    const rows = walletRows(many(600), false)
    const onEndReached = vi.fn()
    const r = renderInShadow(view(rows, { onEndReached }))
    const names = () => Array.from(r.container.querySelectorAll("[data-testid=all-wallets-list] > li"), (li) => li.querySelector(".name")?.textContent)
    expect(names().length).toBeGreaterThan(5)
    expect(names().length).toBeLessThan(WALLET_LIST_PAGE_SIZE)
    expect(names()[0]).toBe("Wallet 000")
    expect(onEndReached).not.toHaveBeenCalled()
    const box = r.getByTestId("all-wallets-scroll")
    act(() => {
      box.scrollTop = 600 * 46
      fireEvent.scroll(box)
    })
    expect(names()).toContain("Wallet 599")
    expect(names()).not.toContain("Wallet 000")
    expect(onEndReached).toHaveBeenCalled()
    // The status line announces the matches to screen readers.
    expect(r.getByRole("status").textContent).toBe("600 wallets")
  })

  it("marks installed wallets and selects them by id", () => {
    const onSelect = vi.fn()
    const rows = walletRows([installed("io.metamask", "MetaMask")], false)
    const r = renderInShadow(view(rows, { onSelect }))
    expect(r.getByTestId("installed-tag").textContent).toBe("Installed")
    fireEvent.click(r.getByRole("button", { name: /^MetaMask/ }))
    expect(onSelect).toHaveBeenCalledWith("io.metamask")
  })

  it("hover and focus on a row hand its id to onPrefetch (the container warms WalletConnect up for its rows)", () => {
    const onPrefetch = vi.fn()
    const rows = explorerRows([{ wallet: { id: "rainbow", name: "Rainbow" }, icon: undefined, via: "walletConnect" }], false)
    const r = renderInShadow(view(rows, { onPrefetch }))
    const row = r.getByRole("button", { name: /^Rainbow/ })
    fireEvent.pointerEnter(row)
    expect(onPrefetch).toHaveBeenLastCalledWith("explorer:rainbow")
    fireEvent.focus(row)
    expect(onPrefetch).toHaveBeenCalledTimes(2)
  })

  it("opens a custom wallet not on the page in a new tab, without an opener", () => {
    const rows = walletRows([custom({ id: "acme", name: "Acme", homepage: "https://acme.example" })], false)
    const r = renderInShadow(view(rows))
    const link = r.getByRole("link", { name: "Acme" })
    expect(link.getAttribute("href")).toBe("https://acme.example")
    expect(link.getAttribute("target")).toBe("_blank")
    expect(link.getAttribute("rel")).toBe("noopener noreferrer")
  })

  it("lists a custom wallet with no safe link, disabled", () => {
    const rows = walletRows([custom({ id: "bad", name: "Bad", homepage: "javascript:alert(1)", webapp_link: "http://plain.example" })], false)
    expect(rows[0]?.link).toBeUndefined()
    const r = renderInShadow(view(rows))
    expect(r.getByRole("button", { name: /^Bad/ }).hasAttribute("disabled")).toBe(true)
  })

  it("types into the search box and says when nothing matches", () => {
    const onQuery = vi.fn()
    const r = renderInShadow(view([], { total: 3, query: "zzz", searched: " zzz ", onQuery }))
    fireEvent.change(r.getByRole("searchbox", { name: "Search wallets" }), { target: { value: "meta" } })
    expect(onQuery).toHaveBeenCalledWith("meta")
    expect(r.getByTestId("no-wallets").textContent).toBe("No wallet matches “zzz”.")
  })

  it("a new search starts again at the top", () => {
    const rows = walletRows(many(100), false)
    const r = renderInShadow(view(rows, { searched: "a" }))
    const first = () => r.container.querySelector("[data-testid=all-wallets-list] > li .name")?.textContent
    act(() => {
      r.getByTestId("all-wallets-scroll").scrollTop = 50 * 46
      fireEvent.scroll(r.getByTestId("all-wallets-scroll"))
    })
    expect(first()).not.toBe("Wallet 000")
    r.rerender(view(rows, { searched: "ab" }))
    expect(first()).toBe("Wallet 000")
  })

  it("counts the wallets only when some are listed: a count's Intl objects are a page's first (WalletConnect's view)", () => {
    const count = vi.spyOn(en.wallets, "count")
    try {
      const r = renderInShadow(view([], { loading: true }))
      expect(r.getByTestId("wallets-loading")).toBeTruthy()
      expect(r.getByRole("status").textContent).toBe("")
      expect(count).not.toHaveBeenCalled()
      r.rerender(view(walletRows([installed("io.metamask", "MetaMask")], false)))
      expect(r.getByRole("status").textContent).toBe("1 wallet")
      expect(count).toHaveBeenCalledWith(1)
    } finally {
      count.mockRestore()
    }
  })

  it("shows the interim heading when given one", () => {
    const r = renderInShadow(view([], { intro: { heading: "Choose your wallet", text: "…" } }))
    expect(r.getByRole("heading", { name: "Choose your wallet" })).toBeTruthy()
    expect(r.getByTestId("no-wallets").textContent).not.toBe("")
  })
})

describe("wallet search and links", () => {
  const rows = walletRows([installed("a", "MetaMask"), installed("b", "Rainbow"), installed("c", "Metal")], false)

  it("trims, ignores case and keeps the service's order", () => {
    expect(searchWallets(rows, "  META ").map((r) => r.name)).toEqual(["MetaMask", "Metal"])
    expect(searchWallets(rows, "   ")).toBe(rows)
    expect(searchWallets(rows, "nope")).toEqual([])
  })

  it("prefers the app on phones and the web page on desktops, https only", () => {
    const wallet: CustomWallet = {
      id: "x",
      name: "X",
      homepage: "https://x.example",
      webapp_link: "https://app.x.example",
      mobile_link: "x://open",
      app_store: "https://apps.apple.com/app/x"
    }
    expect(customWalletLink(wallet, false)).toBe("https://app.x.example")
    expect(customWalletLink(wallet, true)).toBe("https://apps.apple.com/app/x")
    expect(customWalletLink({ id: "y", name: "Y" }, false)).toBeUndefined()
  })
})

describe("explorer rows", () => {
  const wallet = { id: "x1", name: "X", image_id: "img", homepage: "https://x.example", chrome_store: "https://chrome.example/x", chains: ["eip155:1", "solana:5eykt", "eip155:10"] }
  const icon = "https://img/img"

  it("with WalletConnect: a WalletConnect button per wallet, its namespaces and image, never installed", () => {
    const [row] = explorerRows([{ wallet, icon, via: "walletConnect" }], false)
    expect(row).toEqual({ id: "explorer:x1", type: "WALLET_CONNECT", name: "X", icon, namespaces: ["eip155", "solana"], recent: false, installed: false })
  })

  it("without: the wallet's page (https only), or a disabled row when it has none", () => {
    expect(explorerRows([{ wallet, icon, via: "page" }], false)[0]?.link).toBe("https://x.example")
    const bare = explorerRows([{ wallet: { id: "y", name: "Y", homepage: "http://y.example" }, icon: undefined, via: "page" }], false)[0]
    expect(bare?.link).toBeUndefined()
    const r = renderInShadow(view(bare === undefined ? [] : [bare]))
    expect(r.getByRole("button", { name: /^Y\b/ }).hasAttribute("disabled")).toBe(true)
  })
})

describe("useDebounced (SPEC §9 debounce, on Effect's Clock)", () => {
  const runtime = ManagedRuntime.make(TestContext.TestContext)
  const forked: Array<Fiber.RuntimeFiber<void, never>> = []
  const runFork = (effect: Effect.Effect<void>) => {
    const fiber = runtime.runFork(effect)
    forked.push(fiber)
    return fiber
  }
  const Probe = (props: { readonly value: string }) => <p data-testid="v">{useDebounced(props.value, DEBOUNCE_DEFAULT_MS, runFork)}</p>
  const adjust = (ms: number) => act(() => runtime.runPromise(TestClock.adjust(ms)))

  it("follows the value only once it has been still for 500 ms", async () => {
    const r = render(<Probe value="" />)
    const shown = () => r.getByTestId("v").textContent
    r.rerender(<Probe value="m" />)
    await adjust(DEBOUNCE_DEFAULT_MS - 1)
    r.rerender(<Probe value="me" />)
    await adjust(DEBOUNCE_DEFAULT_MS - 1)
    // Each keystroke restarted the wait.
    expect(shown()).toBe("")
    await adjust(1)
    expect(shown()).toBe("me")
    r.unmount()
  })

  it("unmounting interrupts the pending wait", async () => {
    const r = render(<Probe value="" />)
    r.rerender(<Probe value="x" />)
    const wait = forked.at(-1)
    r.unmount()
    await adjust(DEBOUNCE_DEFAULT_MS)
    // Nothing left running that would set state on an unmounted component.
    const exit = wait === undefined ? undefined : await runtime.runPromise(Fiber.await(wait))
    expect(exit !== undefined && Exit.isInterrupted(exit)).toBe(true)
  })
})
