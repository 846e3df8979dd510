// Issue 3's walking skeleton in a real browser: the demo dapp (real library, real devnet) driven
// by a visitor — connect, reject, reload, send, disconnect, keyboard, hostile host CSS.
import type { Locator, Page } from "playwright-core"
import { createPublicClient, createTestClient, formatEther, http, parseEther } from "viem"
import { DEMO_PROJECT_ID } from "../../dev/demo/config.js"
import { scopedStorageKey } from "../../schemas/storage/keys.js"
import { connectedConnectorDef } from "../../schemas/storage/registry.js"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { DEMO_SOLANA_WALLET_NAME } from "../../dev/solana-wallet/index.js"
import { displayBalance } from "../../schemas/displayNumbers.js"
import { truncateAddress } from "../../schemas/format.js"
import { animationsDone, answerDemoWallet, instantPreviewGone, useHarness } from "./harness.js"

const harness = useHarness()
const WALLET = "dev.walletport.demo"
/** The demo's connection key, under its projectId's scope (issue 8). */
const CONNECTION_KEY = scopedStorageKey(connectedConnectorDef("eip155").key, DEMO_PROJECT_ID)

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const button = (page: Page): Locator => page.getByTestId("connect-button")

/** The devnet balance of account 0, as SPEC §9 displays it. */
const expectedBalance = async (): Promise<string> => {
  const client = createPublicClient({ transport: http(harness().stack.rpcUrl) })
  return displayBalance(formatEther(await client.getBalance({ address: ANVIL_ACCOUNT_0_ADDRESS })), "ETH")
}

const openDemo = async (path = "/"): Promise<Page> => {
  const page = await harness().newPage(path)
  await button(page).waitFor()
  return page
}


describe("walking skeleton: one browser-wallet connection end to end", () => {
  let page: Page

  it("2. rejecting in the wallet shows the visitor's message for 4001 (the catalogue's stays the host's) and leaves the status disconnected", async () => {
    page = await openDemo()
    await button(page).click()
    await dialog(page).waitFor()
    await page.getByTestId(`wallet-${WALLET}`).click()
    await answerDemoWallet(page, "reject")
    await expect.poll(() => page.getByTestId("connect-error").textContent()).toBe("You rejected the request in your wallet.")
    expect(await page.getByTestId("account-status").textContent()).toBe("disconnected")
    await harness().screenshot(page, "walkthrough-2-rejected")
  })

  // axe-core on these views of the demo's modal is a11yAxe.e2e.ts's (every impact, both themes, 390 and 1280 px).
  it("1. open → the demo wallet is listed once (next to the Solana demo wallet) → approve → Account shows the devnet address and balance", async () => {
    await page.getByRole("button", { name: "Back" }).click()
    expect(await page.getByTestId(`wallet-${WALLET}`).count()).toBe(1)
    // The demo configures the Solana adapter too: its demo wallet is the list's only other entry.
    const listed = await dialog(page).locator("[data-testid^=wallet-]").evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")))
    expect(listed).toEqual([`wallet-${WALLET}`, `wallet-${DEMO_SOLANA_WALLET_NAME}`])
    await page.getByTestId(`wallet-${WALLET}`).click()
    await answerDemoWallet(page, "approve")
    const address = page.getByTestId("account-address")
    await address.waitFor()
    expect(await address.textContent()).toBe(truncateAddress(ANVIL_ACCOUNT_0_ADDRESS))
    expect(await address.getAttribute("title")).toBe(ANVIL_ACCOUNT_0_ADDRESS)
    const balance = await expectedBalance()
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toBe(balance)
    expect(await page.getByTestId("account-network").textContent()).toBe("Anvil")
    // The host's status and its button follow the modal's account on their own subscriptions: polled.
    await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("connected")
    await expect.poll(() => button(page).textContent()).toContain(balance)
    await harness().screenshot(page, "walkthrough-1-account")
  })

  it("1b. the demo's real <ConnectButton/>, connected, on a 320 px phone: balance hidden, the whole truncated address", async () => {
    // (The demo's header, a 2em h1 that cannot wrap, does not fit 320 px next to any button; "inside the
    // screen" is ui.e2e.ts's, in a header that can shrink.)
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    await page.setViewportSize({ width: 320, height: 740 })
    await expect.poll(() => page.getByTestId("connect-button-balance").count()).toBe(0)
    expect(await button(page).textContent()).toMatch(/^0x/)
    // Not cut a second time by CSS: the name's box holds all of its text, and sits inside the button's.
    const name = page.getByTestId("connect-button-name")
    const fit = await name.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(fit.scroll, JSON.stringify(fit)).toBeLessThanOrEqual(fit.client)
    const box = await button(page).boundingBox()
    const nameBox = await name.boundingBox()
    expect(nameBox === null || box === null ? Infinity : nameBox.x + nameBox.width).toBeLessThanOrEqual(box === null ? 0 : box.x + box.width)
    await harness().screenshot(page, "walkthrough-1b-button-320")
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it("3. a reload is connected again, with no wallet prompt", async () => {
    await page.reload()
    await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("connected")
    await expect.poll(() => button(page).textContent()).toContain(truncateAddress(ANVIL_ACCOUNT_0_ADDRESS))
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    await button(page).click()
    await page.getByTestId("account-address").waitFor()
    await harness().screenshot(page, "walkthrough-3-restored")
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
  })

  it("7. the demo's send action mines a real transaction and the balance shown updates", async () => {
    // A round balance, whose shown digits the fee moves: files before this one on the worker's shared stack may
    // have left one whose shown digits a fee does not move.
    await createTestClient({ mode: "anvil", transport: http(harness().stack.rpcUrl) }).setBalance({ address: ANVIL_ACCOUNT_0_ADDRESS, value: parseEther("10000") })
    const before = await button(page).textContent()
    await page.getByTestId("send-to-self").click()
    await answerDemoWallet(page, "approve")
    await expect.poll(() => page.getByTestId("send-status").textContent()).toMatch(/^mined in block \d+$/)
    const after = await expectedBalance()
    await expect.poll(() => button(page).textContent()).toContain(after)
    expect(await button(page).textContent()).not.toBe(before)
    await harness().screenshot(page, "walkthrough-7-sent")
  })

  it("4. disconnect → the Connect view, and storage no longer holds the connection", async () => {
    expect(await page.evaluate((key) => localStorage.getItem(key), CONNECTION_KEY)).not.toBeNull()
    await button(page).click()
    await page.getByTestId("disconnect").click()
    await page.getByTestId(`wallet-${WALLET}`).waitFor()
    expect(await dialog(page).getByRole("heading").first().textContent()).toBe("Connect Wallet")
    await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("disconnected")
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONNECTION_KEY)).toBeNull()
    await harness().screenshot(page, "walkthrough-4-disconnected")
  })
})

describe("walking skeleton: the modal's keyboard and isolation contract", () => {
  it("5. Tab stays inside the dialog, Escape closes it, focus returns to the button", async () => {
    const page = await openDemo()
    await button(page).focus()
    await page.keyboard.press("Enter")
    await dialog(page).waitFor()
    // The instant-open preview hands over to the real modal (a new dialog element): check the real one.
    await instantPreviewGone(page)
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 === 0 ? "Tab" : "Shift+Tab")
      await page.keyboard.press("Tab")
      const inside = await dialog(page).evaluate((d) => {
        const root = d.getRootNode()
        const active = root instanceof ShadowRoot ? root.activeElement : document.activeElement
        return active !== null && d.contains(active)
      })
      expect(inside).toBe(true)
    }
    await harness().screenshot(page, "walkthrough-5-keyboard")
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("connect-button")
  })

  it("6. host CSS `* { color: red !important; font-size: 40px !important }` does not change the modal", async () => {
    const styles = async (path: string) => {
      const page = await openDemo(path)
      await button(page).click()
      await dialog(page).waitFor()
      await page.getByTestId(`wallet-${WALLET}`).waitFor()
      await instantPreviewGone(page)
      // Both pages are compared at rest: once the open animation has finished.
      await animationsDone(dialog(page))
      const read = await dialog(page).evaluate((d) => {
        const pick = (el: Element | null) => {
          if (el === null) return null
          const s = getComputedStyle(el)
          return { color: s.color, fontSize: s.fontSize, fontFamily: s.fontFamily, letterSpacing: s.letterSpacing, background: s.backgroundColor, padding: s.padding }
        }
        return {
          dialog: pick(d),
          title: pick(d.querySelector("h2")),
          wallet: pick(d.querySelector("[data-testid^=wallet-]")),
          close: pick(d.querySelector("[aria-label=Close]"))
        }
      })
      return { page, read }
    }
    const plain = await styles("/")
    const hostile = await styles("/hostile-css.html")
    expect(await hostile.page.evaluate(() => getComputedStyle(document.querySelector("h1")!).color)).toBe("rgb(255, 0, 0)")
    expect(hostile.read).toEqual(plain.read)
    expect(plain.read.title?.color).not.toBe("rgb(255, 0, 0)")
    await harness().screenshot(hostile.page, "walkthrough-6-hostile-css")
  })
})
