// themeMode "system" (issue 23): the visitor's prefers-color-scheme picks the theme, and the OS switching while
// the modal is open re-themes it without a reload: the instant-open preview (drawn before the core loads), the
// real modal that takes over, and the page's connect button once connected. Screenshots at 390 and 1280 px.
import type { Locator, Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { darkTokens, lightTokens } from "../../ui/theme/tokens.js"
import { answerDemoWallet, instantPreviewGone, useHarness } from "./harness.js"

const harness = useHarness()
const WALLET = "wallet-dev.walletport.demo"
const CORE_CHUNK = /\/chunks\/core-[^/]*\.js$/

/** `#rrggbb` as the computed style writes it. */
const rgb = (hex: string): string => {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16)
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`
}
const LIGHT = rgb(lightTokens.bg1)
const DARK = rgb(darkTokens.bg1)

/** The computed background of the card in the modal host matching `host` (the preview's or the real modal's). */
const cardBackground = (page: Page, host: string): Promise<string | undefined> =>
  page.evaluate((selector) => {
    const card = document.querySelector(selector)?.shadowRoot?.querySelector(".card")
    return card === null || card === undefined ? undefined : getComputedStyle(card).backgroundColor
  }, host)

const REAL_MODAL = "[data-walletport]:not([data-walletport-preview])"
const PREVIEW = "[data-walletport-preview]"
const button = (page: Page): Locator => page.getByTestId("connect-button")

/** Holds the page's requests for the core's chunk until the returned release (the preview stays up meanwhile). */
const holdCore = async (page: Page): Promise<() => void> => {
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(CORE_CHUNK, async (route: Route) => {
    await held
    await route.continue()
  })
  return release
}

describe('themeMode "system" follows prefers-color-scheme live', () => {
  for (const width of [390, 1280]) {
    it(`the preview, the modal and the connected button re-theme as the OS switches, at ${width} px`, async () => {
      const context = await harness().newContext({ viewport: { width, height: 800 }, colorScheme: "light", ...(width < 600 ? { hasTouch: true, isMobile: true } : {}) })
      const page = await context.newPage()
      const release = await holdCore(page)
      // The preview serves no email login yet: embedded=0 so it draws (as instantOpen.e2e.ts).
      await page.goto(new URL("/?theme=system&embedded=0", harness().stack.url).href)
      await button(page).click()
      await page.locator(`${PREVIEW} [role=dialog]`).getByTestId(WALLET).waitFor()
      await expect.poll(() => cardBackground(page, PREVIEW)).toBe(LIGHT)
      await harness().screenshot(page, `theme-system-preview-light-${width}`)
      await page.emulateMedia({ colorScheme: "dark" })
      await expect.poll(() => cardBackground(page, PREVIEW)).toBe(DARK)
      await harness().screenshot(page, `theme-system-preview-dark-${width}`)

      // The real modal takes over in the scheme of the moment, and follows the next switch.
      release()
      await instantPreviewGone(page)
      await page.locator(`${REAL_MODAL} [role=dialog]`).getByTestId(WALLET).waitFor()
      await expect.poll(() => cardBackground(page, REAL_MODAL)).toBe(DARK)
      await page.emulateMedia({ colorScheme: "light" })
      await expect.poll(() => cardBackground(page, REAL_MODAL)).toBe(LIGHT)
      await harness().screenshot(page, `theme-system-modal-light-${width}`)

      // Connected, the page button wears the modal's surface: light now, dark after the switch. (Whether the
      // modal stays open after connecting is the modal's business: only the button is read here.)
      await page.getByTestId(WALLET).click()
      await answerDemoWallet(page, "approve")
      await button(page).getByTestId("connect-button-name").waitFor()
      await expect.poll(() => button(page).evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(LIGHT)
      await harness().screenshot(page, `theme-system-connected-light-${width}`)
      await page.emulateMedia({ colorScheme: "dark" })
      await expect.poll(() => button(page).evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(DARK)
      await harness().screenshot(page, `theme-system-connected-dark-${width}`)
      await context.close()
    })
  }

  it("light and dark stay put whatever the OS prefers", async () => {
    const context = await harness().newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "dark" })
    const page = await harness().newPage("/?theme=light", { context })
    await button(page).click()
    await instantPreviewGone(page)
    await page.locator(`${REAL_MODAL} [role=dialog]`).getByTestId(WALLET).waitFor()
    await expect.poll(() => cardBackground(page, REAL_MODAL)).toBe(LIGHT)
    await page.emulateMedia({ colorScheme: "light" })
    await page.emulateMedia({ colorScheme: "dark" })
    await expect.poll(() => cardBackground(page, REAL_MODAL)).toBe(LIGHT)
    await context.close()
  })
})
