// @vitest-environment happy-dom
/**
 * Every `<img src>` from outside (token icons and NFT previews from the data API, the profile avatar, the
 * connect button's avatar) goes through the one image source policy (ui/components/safeImageSrc.ts): a
 * `javascript:`, plain `http:`, relative or non-image `data:` source never reaches an <img>.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { render } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import type { PortfolioState } from "../../services/Portfolio.js"
import { ConnectButtonView } from "../../ui/components/ConnectButtonView.js"
import { connectButtonState } from "../../ui/components/connectButtonModel.js"
import { connectedButtonState } from "../../ui/components/connectedButtonState.js"
import { safeImageSrc } from "../../ui/components/safeImageSrc.js"
import { buttonTheme } from "../../ui/theme/buttonTheme.js"
import { AccountTabs } from "../../ui/views/AccountTabs.js"
import { AccountView } from "../../ui/views/AccountView.js"
import { renderInShadow } from "./shadow.js"

const UNSAFE = [
  "javascript:alert(1)",
  "http://tracker.example/pixel.png",
  "data:text/html,<script>alert(1)</script>",
  "data:image/x-unknown;base64,AAAA",
  "//evil.example/a.png",
  "/icons/ETH.svg",
  "blob:https://evil.example/1"
]
const SAFE = ["https://cdn.example/a.png", "data:image/png;base64,AAAA", "data:image/svg+xml;base64,PHN2Zy8+", "http://127.0.0.1:8545/icons/ETH.svg"]

/** Every src an <img> of the rendered tree loads. */
const sources = (root: ParentNode): ReadonlyArray<string | null> => [...root.querySelectorAll("img")].map((img) => img.getAttribute("src"))

const ADDRESS = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F"
const portfolio = (icon: string, tab: PortfolioState["currentTab"]): PortfolioState => ({
  key: `eip155:1:${ADDRESS}`,
  tokens: {
    status: "ready",
    balances: [{ name: "USD", symbol: "wUSD", chainId: "eip155:1", price: 1, quantity: { decimals: "6", numeric: "5" }, iconUrl: icon }],
    error: undefined,
    retryAt: undefined
  },
  transactions: { transactions: [], transactionsByYear: {}, coinbaseTransactions: {}, loading: false, empty: true },
  transactionsError: undefined,
  nfts: { status: "ready", holdings: [{ key: "0xc:1", name: "Punk #1", image: icon }], complete: true },
  identity: { name: null, avatar: null },
  currentTab: tab
})
const tabs = (icon: string, tab: PortfolioState["currentTab"]) => (
  <AccountTabs state={portfolio(icon, tab)} history explorerUrl={undefined} onTab={vi.fn()} onRetryTokens={vi.fn()} onMoreTransactions={vi.fn()} />
)
const account = (image: string) => (
  <AccountView address={ADDRESS} displayAddress="0x71C7…976F" balance="1 ETH" networkName="Anvil" copied={false} onCopy={vi.fn()} onDisconnect={vi.fn()} profileImage={image} />
)
const button = (image: string) => (
  <ConnectButtonView
    state={connectButtonState({ isConnected: true, address: ADDRESS, status: "connected", balance: "1", balanceSymbol: "ETH", profileImage: image }, (a) => connectedButtonState(a, buttonTheme("dark", {})))}
    onClick={vi.fn()}
    onPrefetch={vi.fn()}
    theme={buttonTheme("dark", {})}
  />
)

describe("safeImageSrc", () => {
  it("allows inline images, https and the loopback host only", () => {
    for (const src of SAFE) expect(safeImageSrc(src), src).toBe(src)
    expect(safeImageSrc("  https://cdn.example/a.png ")).toBe("https://cdn.example/a.png")
    for (const src of [...UNSAFE, "", null, undefined]) expect(safeImageSrc(src), String(src)).toBeUndefined()
  })
})

describe("images from outside", () => {
  it.each(UNSAFE)("%s never reaches an <img> (token icon, NFT preview, avatar, connect button)", (src) => {
    expect(sources(renderInShadow(tabs(src, "tokens")).container)).toEqual([])
    expect(sources(renderInShadow(tabs(src, "nfts")).container)).toEqual([])
    const view = renderInShadow(account(src))
    expect(sources(view.container)).toEqual([])
    // The generated avatar shows instead.
    expect(view.container.querySelector(".avatar")).not.toBeNull()
    expect(sources(render(button(src)).container)).toEqual([])
  })

  it("a safe source is shown", () => {
    const src = SAFE[0] ?? ""
    expect(sources(renderInShadow(tabs(src, "tokens")).container)).toEqual([src])
    expect(sources(renderInShadow(tabs(src, "nfts")).container)).toEqual([src])
    expect(sources(renderInShadow(account(src)).container)).toEqual([src])
    expect(sources(render(button(src)).container)).toEqual([src])
  })

  it("ui/ writes an <img> only where the policy is applied", () => {
    const root = join(__dirname, "../../ui")
    const files = (dir: string): ReadonlyArray<string> =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]))
    const writers = files(root)
      .filter((file) => /\.tsx?$/.test(file) && /<img\s+(\{|[\w-]+=)|createElement\(\s*["']img["']/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file))
      .sort()
    // SafeImage and WalletIcon take the src through safeImageSrc; the element does so before its one <img>; the connect
    // button's view shows the avatar of its state, which connectedButtonState.ts took through safeImageSrc (the
    // cases above render it from an account).
    expect(writers).toEqual(["components/ConnectButtonView.tsx", "components/SafeImage.tsx", "components/WalletIcon.tsx", "element/walletportButton.ts"])
  })
})
