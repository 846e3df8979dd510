// SPEC §4/§8 alert banner end to end: the demo dapp with `?debug=1` while the local explorer's origins
// allow-list leaves the demo out (POST /dev/switch). The Invalid App Configuration banner shows once in the
// modal, stays across reopenings until dismissed (by keyboard), and fits a 360 px phone; without debug nothing shows.
import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ALERTS } from "../../schemas/errors/alerts.js"
import { dataServerSwitch, instantPreviewGone, pageIdle, useHarness } from "./harness.js"

const harness = useHarness()
const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const banner = (page: Page): Locator => dialog(page).getByRole("alert")

const switchOrigin = (listed: boolean): Promise<void> => dataServerSwitch(harness().stack, { originListed: listed })

/** A 360 px phone page whose console lines are collected. */
const phonePage = async (path: string) => {
  const page = await harness().newPage(path)
  await page.setViewportSize({ width: 360, height: 740 })
  const lines: Array<string> = []
  page.on("console", (message) => lines.push(message.text()))
  return { page, lines }
}
const open = async (page: Page): Promise<void> => {
  await page.getByTestId("connect-button").click()
  await dialog(page).waitFor()
  // The banner belongs to the real modal: an instant-open preview closed first would be an open the core never saw.
  await instantPreviewGone(page)
}
const close = async (page: Page): Promise<void> => {
  await page.keyboard.press("Escape")
  await dialog(page).waitFor({ state: "detached" })
}
const alertLines = (lines: ReadonlyArray<string>) => lines.filter((l) => l.includes("walletport: alert invalidAppConfiguration"))

describe("the alert banner (Chromium, local explorer with the demo's origin off the list)", () => {
  beforeAll(() => switchOrigin(false))
  afterAll(() => switchOrigin(true))

  it("debug on: Invalid App Configuration shows once, survives reopening, is dismissed by keyboard, and fits 360 px", async () => {
    const { page, lines } = await phonePage("/?debug=1")
    await open(page)
    await banner(page).waitFor()
    expect(await banner(page).getAttribute("data-kind")).toBe("invalidAppConfiguration")
    expect(await banner(page).getByRole("heading").textContent()).toBe(ALERTS.invalidAppConfiguration.short)
    expect(await banner(page).textContent()).toContain(ALERTS.invalidAppConfiguration.long)
    // Nothing sticks out of the phone's width: not the card, not the page.
    expect(await dialog(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    expect(await banner(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const box = await banner(page).boundingBox()
    expect(box !== null && box.x >= 0 && box.x + box.width <= 360).toBe(true)
    await harness().screenshot(page, "alert-banner-360")

    // Closed and reopened twice: still the one banner, and the alert was raised (logged) once.
    for (let i = 0; i < 2; i++) {
      await close(page)
      await open(page)
      await banner(page).waitFor()
      expect(await banner(page).count()).toBe(1)
    }
    expect(alertLines(lines)).toHaveLength(1)

    // Tab reaches Dismiss (bounded: the dialog has few controls before it); Enter closes it back to nothing.
    const focusedLabel = () =>
      page.evaluate(() => {
        let el = document.activeElement
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
        return el?.getAttribute("aria-label") ?? el?.textContent ?? ""
      })
    let reached = false
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press("Tab")
      reached = (await focusedLabel()) === "Dismiss alert"
    }
    expect(reached).toBe(true)
    await page.keyboard.press("Enter")
    await banner(page).waitFor({ state: "detached" })
    // Focus stayed in the dialog: the next Tab lands on one of its controls.
    await page.keyboard.press("Tab")
    expect(await dialog(page).evaluate((el) => {
      const root = el.getRootNode()
      return root instanceof ShadowRoot && el.contains(root.activeElement)
    })).toBe(true)
    await harness().screenshot(page, "alert-banner-dismissed-360")
    // Dismissed for this instance: the next open has no banner.
    await close(page)
    await open(page)
    await pageIdle(page)
    expect(await banner(page).count()).toBe(0)
    // The alert itself is the page's one error line (a host configuration fault, logged at the default level).
    expect(harness().pageErrors(page)).toEqual([expect.stringContaining("walletport: alert invalidAppConfiguration")])
  })

  it("debug off: no banner, the error line is still in the console once", async () => {
    const { page, lines } = await phonePage("/")
    await open(page)
    await expect.poll(() => alertLines(lines).length).toBe(1)
    expect(await banner(page).count()).toBe(0)
    expect(await dialog(page).locator("[data-testid=alert-banner]").count()).toBe(0)
    // The alert itself is the page's one error line (a host configuration fault, logged at the default level).
    expect(harness().pageErrors(page)).toEqual([expect.stringContaining("walletport: alert invalidAppConfiguration")])
  })
})
