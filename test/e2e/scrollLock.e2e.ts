// The page's scroll lock across the instant-open hand-off: the preview and the real modal each lock the
// page's scroll while they show; the visitor must find the page as it was once the modal closes.
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { instantPreviewGone, useHarness } from "./harness.js"

const harness = useHarness()

const pageStyles = (page: Page) =>
  page.evaluate(() => ({
    htmlOverflow: document.documentElement.style.overflow,
    bodyOverflow: document.body.style.overflow,
    bodyPadding: document.body.style.paddingRight,
    scrollable: getComputedStyle(document.documentElement).overflowY !== "hidden" && getComputedStyle(document.body).overflowY !== "hidden"
  }))

describe("scroll lock across the instant open's hand-off", () => {
  it("locks the page while the modal shows and leaves it as it was after close", async () => {
    const page = await harness().newPage("/?embedded=0")
    // A page taller than the viewport, so there is a scrollbar to lock.
    await page.evaluate(() => {
      const tall = document.createElement("div")
      tall.style.height = "3000px"
      document.body.appendChild(tall)
    })
    const before = await pageStyles(page)
    await page.getByTestId("connect-button").click()
    await page.locator("[role=dialog]").first().waitFor()
    await instantPreviewGone(page)
    await page.locator("[role=dialog]").getByTestId("wallet-dev.walletport.demo").waitFor()
    const open = await pageStyles(page)
    expect(open.scrollable).toBe(false)
    await page.keyboard.press("Escape")
    await page.locator("[role=dialog]").waitFor({ state: "detached" })
    expect(await pageStyles(page)).toEqual(before)
  })
})
