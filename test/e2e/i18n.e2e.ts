// Issue 23, languages: the modal in Arabic lays out right to left (its title, axe clean, screenshots of Connect
// and Account at 390 and 1280 px), the instant-open preview of an Arabic visitor who clicks at once is Arabic from
// its first paint through the hand-off, German writes balances with German separators, a German browser gets
// German without any option, the page's connect button speaks the same language (German, Arabic right to left, at
// 360 px), and a malformed `locale` is an InvalidOptions error. Shared stack: nothing here changes
// chain or server state (connecting account 0 only connects the page).
import type { BrowserContext, Locator, Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ar } from "../../ui/i18n/ar.js"
import { BUTTON_LABELS } from "../../ui/i18n/buttonLabels.js"
import { de } from "../../ui/i18n/de.js"
import { answerDemoWallet, useHarness } from "./harness.js"

const harness = useHarness()
const WALLET = "wallet-dev.walletport.demo"

const dialog = (page: Page): Locator => page.locator("[data-walletport]:not([data-walletport-preview]) [role=dialog]")
const title = (page: Page): Locator => dialog(page).locator("h2")
const button = (page: Page): Locator => page.getByTestId("connect-button")

const contextAt = (width: number, locale?: string): Promise<BrowserContext> =>
  harness().newContext({
    viewport: { width, height: 800 },
    ...(locale === undefined ? {} : { locale }),
    ...(width < 600 ? { hasTouch: true, isMobile: true } : {})
  })

/** Opens the demo at `path` and its modal; waits for the real modal's dialog (after the preview's hand-off). */
const openModal = async (path: string, context: BrowserContext): Promise<Page> => {
  const page = await harness().newPage(path, { context })
  await button(page).click()
  await dialog(page).getByTestId(WALLET).waitFor()
  return page
}

const preview = (page: Page): Locator => page.locator("[data-walletport-preview] [role=dialog]")
const CORE_CHUNK = /\/chunks\/core-[^/]*\.js$/

/**
 * Runs in the page before its scripts: clicks Connect the moment it has a box (a visitor clicking at once,
 * before the preview's chunk and table are in), and notes every title any of our dialogs shows, in order.
 */
const clickAtOnceNotingTitles = (): void => {
  const titles: Array<string> = []
  Reflect.set(window, "__titles", titles)
  let clicked = false
  const observed = new WeakSet<Node>()
  const check = (): void => {
    const button = document.querySelector<HTMLElement>("[data-testid=connect-button]")
    if (!clicked && button !== null && button.getBoundingClientRect().width > 0) {
      clicked = true
      button.click()
    }
    for (const host of document.querySelectorAll("[data-walletport]")) {
      const root = host.shadowRoot
      if (root === null) continue
      if (!observed.has(root)) {
        observed.add(root)
        new MutationObserver(check).observe(root, { childList: true, subtree: true, characterData: true })
      }
      const text = root.querySelector("[role=dialog] h2")?.textContent ?? ""
      if (text !== "" && titles.at(-1) !== text) titles.push(text)
    }
  }
  const frame = (): void => {
    check()
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

const AXE = new URL("../../node_modules/axe-core/axe.min.js", import.meta.url).pathname

/**
 * axe-core on the dialog, every rule (as axe.ts's modalViolations, without its wait for the shadow root's
 * animations: in this Chromium, reading the right-to-left modal's animations there brought the browser down).
 * Polled: a fade still running reads as low contrast, a real violation stays.
 */
const axeViolations = async (page: Page): Promise<ReadonlyArray<string>> => {
  if (!(await page.evaluate(() => Reflect.has(window, "axe")))) await page.addScriptTag({ path: AXE })
  return page.evaluate(async () => {
    const axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } = Reflect.get(window, "axe")
    const result = await axe.run({ include: [{ fromShadowDom: ["[data-walletport]", "[role=dialog]"] }] }, { resultTypes: ["violations"] })
    return result.violations.map((v) => `${v.id} ${JSON.stringify(v.nodes[0]?.target)}`)
  })
}

/** The dialog's writing direction, as laid out. */
const direction = (page: Page): Promise<string> => dialog(page).evaluate((el) => getComputedStyle(el).direction)

/** Whether any element of the dialog sticks out of it sideways (cut off or overflowing). */
const overflowing = (page: Page): Promise<ReadonlyArray<string>> =>
  dialog(page).evaluate((card) => {
    const box = card.getBoundingClientRect()
    return [...card.querySelectorAll<HTMLElement>("*")]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
  })

describe("the modal speaks the visitor's language", () => {
  for (const width of [390, 1280]) {
    it(`locale "ar": right to left, Arabic titles, axe clean, Connect and Account at ${width} px`, async () => {
      const context = await contextAt(width)
      const page = await openModal("/?locale=ar&embedded=0", context)
      await expect.poll(() => title(page).textContent()).toBe(ar.titles.Connect)
      expect(await direction(page)).toBe("rtl")
      expect(await dialog(page).getByRole("button", { name: ar.shell.close }).count()).toBe(1)
      await expect.poll(() => axeViolations(page)).toEqual([])
      expect(await overflowing(page)).toEqual([])
      await harness().screenshot(page, `i18n-ar-connect-${width}`)

      await page.getByTestId(WALLET).click()
      await answerDemoWallet(page, "approve")
      await expect.poll(() => title(page).textContent()).toBe(ar.titles.Account)
      await dialog(page).getByTestId("account-balance").filter({ hasText: /\p{Nd}/u }).waitFor()
      expect(await direction(page)).toBe("rtl")
      // The address reads left to right inside the mirrored layout.
      expect(await dialog(page).getByTestId("account-address").evaluate((el) => getComputedStyle(el).direction)).toBe("ltr")
      expect(await dialog(page).getByRole("button", { name: ar.account.disconnect }).count()).toBe(1)
      await expect.poll(() => axeViolations(page)).toEqual([])
      expect(await overflowing(page)).toEqual([])
      await harness().screenshot(page, `i18n-ar-account-${width}`)
      await context.close()
    })
  }

  for (const width of [390, 1280]) {
    it(`locale "ar", a click at once: the instant-open preview is Arabic and right to left from its first paint through the hand-off at ${width} px`, async () => {
      const context = await contextAt(width)
      await context.addInitScript(clickAtOnceNotingTitles)
      // The core waits, so the preview stays on screen to be looked at; released once it has been.
      let release = (): void => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await context.route(CORE_CHUNK, async (route: Route) => {
        await held
        await route.continue()
      })
      const page = await harness().newPage("/?locale=ar&embedded=0", { context })
      await preview(page).getByTestId(WALLET).waitFor()
      expect(await preview(page).locator("h2").textContent()).toBe(ar.titles.Connect)
      expect(await preview(page).evaluate((el) => getComputedStyle(el).direction)).toBe("rtl")
      await harness().screenshot(page, `i18n-ar-preview-${width}`)
      release()
      await page.locator("[data-walletport-preview]").waitFor({ state: "detached" })
      await expect.poll(() => title(page).textContent()).toBe(ar.titles.Connect)
      expect(await direction(page)).toBe("rtl")
      expect(await overflowing(page)).toEqual([])
      // Never an English (or any other) title: the preview's and the real modal's are the same Arabic one.
      expect(await page.evaluate(() => Reflect.get(window, "__titles"))).toEqual([ar.titles.Connect])
      await context.close()
    })
  }

  it(`locale "ar": Send's and Swap's amounts read left to right in the mirrored layout, their buttons in Arabic`, async () => {
    const context = await contextAt(390)
    const page = await openModal("/?locale=ar&embedded=0", context)
    await page.getByTestId(WALLET).click()
    await answerDemoWallet(page, "approve")
    await expect.poll(() => title(page).textContent()).toBe(ar.titles.Account)
    const directionOf = (testId: string): Promise<string> => dialog(page).getByTestId(testId).evaluate((el) => getComputedStyle(el).direction)
    await dialog(page).getByTestId("account-send").click()
    await expect.poll(() => directionOf("send-amount")).toBe("ltr")
    // The form's button follows the Send service's progression in the visitor's words.
    await expect.poll(() => dialog(page).getByTestId("send-submit").textContent()).toBe(ar.send.labels.addAmount)
    expect(await direction(page)).toBe("rtl")
    await harness().screenshot(page, "i18n-ar-send-390")
    await dialog(page).getByRole("button", { name: ar.shell.back }).click()
    await dialog(page).getByTestId("account-swap").click()
    await expect.poll(() => directionOf("swap-amount")).toBe("ltr")
    await expect.poll(() => dialog(page).getByTestId("swap-submit").textContent()).toBe(ar.swap.labels.enterAmount)
    expect(await direction(page)).toBe("rtl")
    await harness().screenshot(page, "i18n-ar-swap-390")
    await context.close()
  })

  it(`locale "de": German titles, and the balance with German separators`, async () => {
    const context = await contextAt(1280)
    const page = await openModal("/?locale=de&embedded=0", context)
    await expect.poll(() => title(page).textContent()).toBe(de.titles.Connect)
    expect(await direction(page)).toBe("ltr")
    await page.getByTestId(WALLET).click()
    await answerDemoWallet(page, "approve")
    await expect.poll(() => title(page).textContent()).toBe(de.titles.Account)
    const balance = dialog(page).getByTestId("account-balance").filter({ hasText: /\d/ })
    await balance.waitFor()
    // Account 0 holds thousands of ETH: German groups with "." and writes decimals after ",".
    expect(await balance.textContent()).toMatch(/^\d{1,3}(\.\d{3})+(,\d{1,3})? [A-Z]+$/)
    await harness().screenshot(page, "i18n-de-account-1280")
    await context.close()
  })

  it("no locale option and a German browser: German", async () => {
    const context = await contextAt(1280, "de-DE")
    const page = await openModal("/?embedded=0", context)
    await expect.poll(() => title(page).textContent()).toBe(de.titles.Connect)
    expect(await dialog(page).getByRole("button", { name: de.shell.close }).count()).toBe(1)
    await context.close()
  })

  it("the page's connect button speaks it too: German from the option, Arabic from the browser, right to left, whole at 360 px", async () => {
    for (const [path, browserLocale, locale] of [["/?locale=de&embedded=0", undefined, "de"], ["/?embedded=0", "ar-EG", "ar"]] as const) {
      const context = await contextAt(360, browserLocale)
      const page = await harness().newPage(path, { context })
      await expect.poll(() => button(page).textContent()).toBe(BUTTON_LABELS[locale].connect)
      expect(await button(page).getAttribute("dir")).toBe(locale === "ar" ? "rtl" : "ltr")
      expect(await button(page).getAttribute("lang")).toBe(locale)
      // Not cut off: the whole label within the button, the button within the phone's width.
      const fits = await button(page).evaluate((el) => {
        const box = el.getBoundingClientRect()
        const text = el.querySelector("span")
        return box.left >= 0 && box.right <= window.innerWidth && text !== null && text.scrollWidth <= text.clientWidth
      })
      expect(fits).toBe(true)
      await harness().screenshot(page, `i18n-${locale}-button-360`)
      await context.close()
    }
  })

  it("a malformed locale is InvalidOptions", async () => {
    const page = await harness().newPage("/?locale=en_US!")
    await button(page).waitFor()
    const outcome = await page.evaluate(() => {
      const instance: { open: () => Promise<void> } = Reflect.get(window, "__walletport")
      return instance.open().then(
        () => "opened",
        (error: { _tag?: string; message?: string }) => `${error._tag ?? "?"}: ${error.message ?? ""}`
      )
    })
    expect(outcome).toBe(
      "InvalidOptions: Invalid walletport options:\n- locale: \"en_US!\" is not a language tag: use a BCP 47 tag such as \"en\", \"de\" or \"ar-EG\", or a list of them"
    )
  })
})
