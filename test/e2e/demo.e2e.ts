// The demo's switchboard (issue 23 "The demo as a product"): each switch reloads the page with its flag, and the
// modal follows: Theme → Light gives the modal the light surface; Sign-in → Optional asks for a signature after
// connecting. Keyboard reachable, and it fits a 360 px phone. Screenshots at 360/390 and 1280 px.
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { lightTokens } from "../../ui/theme/tokens.js"
import { answerDemoWallet, instantPreviewGone, useHarness } from "./harness.js"

const harness = useHarness()
const WALLET = "wallet-dev.walletport.demo"

const cardBackground = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => {
    const card = document.querySelector("[data-walletport]:not([data-walletport-preview])")?.shadowRoot?.querySelector(".card")
    return card === null || card === undefined ? undefined : getComputedStyle(card).backgroundColor
  })

describe("the demo switchboard", () => {
  for (const width of [360, 1280]) {
    it(`Theme → Light reloads with ?theme=light and the modal is light, keyboard only, at ${width} px`, async () => {
      const context = await harness().newContext({ viewport: { width, height: 800 } })
      const page = await harness().newPage("/", { context })
      const board = page.getByTestId("switchboard")
      await board.waitFor()
      // Fits: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await harness().screenshot(page, `demo-switchboard-${width}`)
      await page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "Dark" }).focus()
      await page.keyboard.press("ArrowRight")
      await expect.poll(() => new URL(page.url()).searchParams.get("theme")).toBe("light")
      // Focus comes back to the picked choice after the reload.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("switch-theme-light")
      await expect(page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "Light" }).isChecked()).resolves.toBe(true)
      await page.getByTestId("connect-button").click()
      await instantPreviewGone(page)
      await page.getByTestId(WALLET).waitFor()
      const { bg1 } = lightTokens
      await expect.poll(() => cardBackground(page)).toBe(`rgb(${parseInt(bg1.slice(1, 3), 16)}, ${parseInt(bg1.slice(3, 5), 16)}, ${parseInt(bg1.slice(5, 7), 16)})`)
      await harness().screenshot(page, `demo-switchboard-light-modal-${width}`)
      await context.close()
    })
  }

  it("Sign-in → Optional keeps the other flags and asks to sign in after connecting", async () => {
    const page = await harness().newPage("/?theme=light")
    await page.getByRole("group", { name: "Sign-in" }).getByRole("radio", { name: "Optional" }).click()
    await expect.poll(() => new URL(page.url()).search).toBe("?theme=light&siwx=1")
    await page.getByTestId("connect-button").click()
    await instantPreviewGone(page)
    await page.getByTestId(WALLET).click()
    await answerDemoWallet(page, "approve", "eth_requestAccounts")
    await page.getByTestId("siwx-view").waitFor()
    await harness().screenshot(page, "demo-switchboard-siwx-1280")
  })
})
