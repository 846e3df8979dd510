// Issue 23, what a keyboard and screen-reader visitor meets on the demo dapp (real modal, real devnet): focus
// stays in the dialog at every step of connect (reject, Try again, approve), Send (review, signing, sent) and
// sign-in, on the view's main action or heading; "Connected", "Sent", "Signed in" and errors are announced in
// the shell's live region. Screenshots at 390 and 1280 px.
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { answerDemoWallet, instantPreviewGone, useHarness } from "./harness.js"

const harness = useHarness()
const EVM_WALLET = "wallet-dev.walletport.demo"
const RECIPIENT = ANVIL_ACCOUNTS[5]?.address ?? "0x"

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const button = (page: Page): Locator => page.getByTestId("connect-button")

/** The element that really has focus (through shadow roots): where it is and what it says. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    const card = document.querySelector("[data-walletport]")?.shadowRoot?.querySelector("[role=dialog]")
    return {
      inside: el !== null && card !== null && card !== undefined && card.contains(el) && el !== card,
      what: el === null ? "none" : `${el.tagName.toLowerCase()} ${el.getAttribute("data-testid") ?? el.textContent?.trim().slice(0, 40) ?? ""}`
    }
  })

/** Waits until focus is on an element inside the dialog (never <body> or the dialog box itself). */
const expectFocusInside = async (page: Page, step: string): Promise<string> => {
  await expect.poll(async () => (await focused(page)).inside, { message: `${step}: focus on ${(await focused(page)).what}` }).toBe(true)
  return (await focused(page)).what
}

/** The shell's live region (in the dialog), without the zero-width space that makes a repeat heard again. */
const announced = (page: Page): Promise<string> => dialog(page).getByTestId("announcer").textContent().then((t) => (t ?? "").replace(/\u200b/g, ""))

const openAt = async (width: number, path = "/"): Promise<Page> => {
  const page = await harness().newPage(path)
  await page.setViewportSize({ width, height: width < 600 ? 800 : 800 })
  await button(page).waitFor()
  return page
}

describe("focus never leaves the dialog; statuses are announced", () => {
  for (const width of [390, 1280]) {
    it(`connect (reject, Try again, approve) and Send (review, signing, sent) at ${width} px`, async () => {
      const page = await openAt(width)
      await button(page).click()
      await dialog(page).waitFor()
      await instantPreviewGone(page)
      // The host's events, to compare the message it gets with the visitor's.
      await page.evaluate(() => {
        const seen: Array<unknown> = []
        Reflect.set(window, "__seen", seen)
        const instance: { subscribeEvents: (listener: (timed: { event: unknown }) => void) => unknown } = Reflect.get(window, "__walletport")
        instance.subscribeEvents((timed) => seen.push(timed.event))
      })
      await page.getByTestId(EVM_WALLET).click()
      expect(await expectFocusInside(page, "connecting")).toContain("Continue in")
      await answerDemoWallet(page, "reject")
      await page.getByTestId("connect-retry").waitFor()
      expect(await expectFocusInside(page, "after the reject")).toBe("button connect-retry")
      // The visitor reads plain words; the host keeps the catalogue's message (SPEC §8).
      expect(await page.getByTestId("connect-error").textContent()).toBe("You rejected the request in your wallet.")
      const hostMessage = () =>
        page.evaluate(() => {
          const seen: ReadonlyArray<{ _tag?: string; message?: string }> = Reflect.get(window, "__seen")
          return seen.find((e) => e._tag === "CONNECT_ERROR")?.message
        })
      await expect.poll(hostMessage).toBe("User rejected the request.")
      await expect.poll(() => announced(page)).toBe("You rejected the request in your wallet.")
      await harness().screenshot(page, `a11y-focus-rejected-${width}`)

      await page.keyboard.press("Enter")
      await page.getByTestId("demo-wallet-prompt").waitFor()
      expect(await expectFocusInside(page, "after Try again")).toContain("Continue in")
      await answerDemoWallet(page, "approve")
      await page.getByTestId("account-address").waitFor()
      await expectFocusInside(page, "connected")
      await expect.poll(() => announced(page)).toBe("Connected")
      await harness().screenshot(page, `a11y-focus-connected-${width}`)

      await page.getByTestId("account-send").click()
      await page.getByTestId("send-token-ETH").click()
      await page.getByTestId("send-amount").fill("0.01")
      await page.getByTestId("send-recipient").fill(RECIPIENT)
      await expect.poll(() => page.getByTestId("send-submit").textContent()).toBe("Review Send")
      await page.getByTestId("send-submit").click()
      await page.getByTestId("send-confirm").waitFor()
      await expectFocusInside(page, "review")
      await harness().screenshot(page, `a11y-focus-review-${width}`)
      await page.getByTestId("send-confirm").click()
      await page.getByTestId("demo-wallet-prompt").waitFor()
      expect(await expectFocusInside(page, "signing")).toContain("Confirm in your wallet")
      await answerDemoWallet(page, "approve", "eth_sendTransaction")
      await expect.poll(() => page.getByTestId("send-step").getAttribute("data-step")).toBe("confirmed")
      expect(await expectFocusInside(page, "sent")).toBe("p Sent")
      await expect.poll(() => announced(page)).toBe("Sent")
      await harness().screenshot(page, `a11y-focus-sent-${width}`)
      // Focus is on the "Sent" heading; Done is the last of the screen's actions.
      await page.getByTestId("send-done").focus()
      await page.keyboard.press("Enter")
      await page.getByTestId("account-address").waitFor()
      await expectFocusInside(page, "back on Account")
      expect(harness().pageErrors(page)).toEqual([])
    })
  }

  it("sign-in: focus stays in the dialog while the wallet signs; a decline is announced, then \"Signed in\" as the modal closes", async () => {
    const page = await openAt(1280, "/?siwx=1")
    await button(page).click()
    await page.getByTestId(EVM_WALLET).click()
    await answerDemoWallet(page, "approve", "eth_requestAccounts")
    await page.getByTestId("siwx-view").waitFor()
    expect(await expectFocusInside(page, "sign view")).toBe("button siwx-sign")
    await page.keyboard.press("Enter")
    await page.getByTestId("demo-wallet-prompt").waitFor()
    await expectFocusInside(page, "while signing")
    await harness().screenshot(page, "a11y-focus-signing-1280")
    await answerDemoWallet(page, "reject", "personal_sign")
    await page.getByTestId("siwx-error").waitFor()
    expect(await expectFocusInside(page, "declined")).toBe("button siwx-sign")
    await expect.poll(() => announced(page)).toBe("Signature declined")
    await page.keyboard.press("Enter")
    await answerDemoWallet(page, "approve", "personal_sign")
    await dialog(page).waitFor({ state: "detached" })
    const closedRegion = page.locator("[data-walletport]").getByTestId("announcer-closed")
    await expect.poll(() => closedRegion.textContent().then((t) => (t ?? "").replace(/\u200b/g, ""))).toBe("Signed in")
  })
})

/** The deep-focused element's data-testid. */
const focusedTestId = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el?.getAttribute("data-testid") ?? el?.tagName ?? null
  })

describe("keyboard and names: account tabs, wallet rows, the sheet's scroll region", () => {
  for (const [width, height] of [[390, 600], [1280, 800]] as const) {
    it(`at ${width}×${height}: rows are named by their visible text; the tabs are a tablist with arrows, Home and End; a scrolling sheet is a tab stop`, async () => {
      const page = await openAt(width)
      await page.setViewportSize({ width, height })
      await button(page).click()
      await dialog(page).waitFor()
      await instantPreviewGone(page)
      // The accessible name holds the visible text (name, then tags): WCAG 2.5.3, axe label-content-name-mismatch.
      const row = page.getByTestId(EVM_WALLET)
      const visible = (await row.innerText()).replace(/\s+/g, " ").trim()
      expect(visible).toMatch(/^Walletport Demo Wallet .*Installed/)
      expect(await page.getByRole("button", { name: visible, exact: true }).count()).toBe(1)
      await row.click()
      await answerDemoWallet(page, "approve")
      await page.getByTestId("account-address").waitFor()

      const tablist = dialog(page).getByRole("tablist", { name: "Account" })
      const tabs = tablist.getByRole("tab")
      // The tabs come with their own chunk, after the Account view.
      await tabs.first().waitFor()
      expect(await tabs.count()).toBe(3)
      const state = () =>
        tabs.evaluateAll((els) => els.map((el) => `${el.textContent}:${el.getAttribute("aria-selected")}:${el.getAttribute("tabindex")}`))
      expect(await state()).toEqual(["Tokens:true:0", "NFTs:false:-1", "Activity:false:-1"])
      const panel = dialog(page).getByRole("tabpanel")
      expect(await panel.getAttribute("aria-labelledby")).toBe(await tabs.first().getAttribute("id"))
      expect(await tabs.first().getAttribute("aria-controls")).toBe(await panel.getAttribute("id"))
      expect(await tabs.first().getAttribute("aria-pressed")).toBeNull()
      await tabs.first().focus()
      await page.keyboard.press("ArrowRight")
      // The tab changes through the Portfolio service (an intent): its state comes back a moment later.
      await expect.poll(state).toEqual(["Tokens:false:-1", "NFTs:true:0", "Activity:false:-1"])
      expect(await focusedTestId(page)).toBe("tab-nfts")
      await page.getByTestId("nfts").or(page.getByTestId("nfts-empty")).waitFor()
      await page.keyboard.press("End")
      expect(await focusedTestId(page)).toBe("tab-activity")
      await page.keyboard.press("ArrowRight")
      expect(await focusedTestId(page)).toBe("tab-tokens")
      await page.keyboard.press("ArrowLeft")
      expect(await focusedTestId(page)).toBe("tab-activity")
      await page.keyboard.press("Home")
      await expect.poll(state).toEqual(["Tokens:true:0", "NFTs:false:-1", "Activity:false:-1"])
      // Tab leaves the tablist for the panel (one tab stop for the three tabs).
      await page.keyboard.press("Tab")
      expect(await panel.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
      await harness().screenshot(page, `a11y-tabs-${width}`)

      // The sheet's scroller: a tab stop exactly while it scrolls.
      const sizer = dialog(page).locator(".sizer")
      await expect.poll(() => sizer.evaluate((el) => (el.scrollHeight > el.clientHeight + 1) === (el.getAttribute("tabindex") === "0"))).toBe(true)
      if (width < 600) expect(await sizer.getAttribute("tabindex")).toBe("0")
      expect(harness().pageErrors(page)).toEqual([])
    })
  }
})

describe("the page behind the modal; touch targets", () => {
  /** The body's children that are inert, by tag and id/testid (the modal's own host never). */
  const inertChildren = (page: Page) =>
    page.evaluate(() => Array.from(document.body.children).filter((el) => el.hasAttribute("inert")).map((el) => el.tagName.toLowerCase() + (el.id ? `#${el.id}` : "")))

  it("at 1280 px: the page is inert while the modal is open (through the instant-open hand-off), live again on close with focus back on the button; a host's own inert element stays inert", async () => {
    const page = await openAt(1280)
    await page.evaluate(() => {
      const mine = document.createElement("div")
      mine.id = "host-inert"
      mine.setAttribute("inert", "")
      document.body.appendChild(mine)
    })
    expect(await inertChildren(page)).toEqual(["div#host-inert"])
    await button(page).focus()
    await page.keyboard.press("Enter")
    await dialog(page).waitFor()
    await instantPreviewGone(page)
    const open = await inertChildren(page)
    expect(open).toContain("div#root")
    expect(await page.locator("[data-walletport]").evaluateAll((els) => els.filter((el) => el.hasAttribute("inert")).length)).toBe(0)
    // A click on the page's button does nothing (the overlay is over it, and the button is inert anyway).
    expect(await button(page).evaluate((el) => el.closest("[inert]") !== null)).toBe(true)
    await harness().screenshot(page, "a11y-inert-open-1280")
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    expect(await inertChildren(page)).toEqual(["div#host-inert"])
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("connect-button")
  })

  it("on a 390 px touch screen: Back and Close take taps on 44 × 44 px", async () => {
    const context = await harness().newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true })
    const page = await harness().newPage("/", { context })
    await button(page).tap()
    await dialog(page).waitFor()
    await instantPreviewGone(page)
    await page.getByTestId(EVM_WALLET).tap()
    // Rejected: the wallet's prompt (drawn over the page's top) is gone; the view has Back and Close.
    await answerDemoWallet(page, "reject")
    await page.getByTestId("connect-retry").waitFor()
    const hits = await dialog(page).evaluate((card) => {
      const root = card.getRootNode() as ShadowRoot
      return Array.from(card.querySelectorAll<HTMLElement>(".header .ib")).map((ib) => {
        const box = ib.getBoundingClientRect()
        const cx = box.left + box.width / 2
        const cy = box.top + box.height / 2
        // 21 px from the centre in every direction: inside a 44 px target.
        const inside = [[cx - 21, cy], [cx + 21, cy], [cx, cy - 21], [cx, cy + 21]].every(([x = 0, y = 0]) => ib.contains(root.elementFromPoint(x, y)))
        return `${ib.getAttribute("aria-label")}:${inside}`
      })
    })
    expect(hits).toEqual(["Back:true", "Close:true"])
    await harness().screenshot(page, "a11y-touch-targets-390")
  })
})

describe("Copied", () => {
  it("at 390 px: \"Copied\" shows, is announced on every copy, and turns back into \"Copy address\" by itself (the core's Clock)", async () => {
    const context = await harness().newContext({ viewport: { width: 390, height: 800 } })
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const page = await harness().newPage("/", { context })
    await button(page).click()
    await instantPreviewGone(page)
    await page.getByTestId(EVM_WALLET).click()
    await answerDemoWallet(page, "approve")
    await page.getByTestId("account-address").waitFor()
    const copy = dialog(page).getByRole("button", { name: "Copy address" })
    const raw = () => dialog(page).getByTestId("announcer").textContent()
    await copy.click()
    await expect.poll(() => copy.textContent()).toBe("Copied")
    await expect.poll(() => announced(page)).toBe("Address copied")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ANVIL_ACCOUNTS[0]?.address)
    await harness().screenshot(page, "a11y-copied-390")
    // A second copy while "Copied" still shows is announced again: the region's text changes.
    const first = await raw()
    await copy.click()
    await expect.poll(raw).not.toBe(first)
    expect(await announced(page)).toBe("Address copied")
    // Back to its label without a click: the state is waited for, not a duration.
    await expect.poll(() => copy.textContent()).toBe("Copy address")
  })
})
