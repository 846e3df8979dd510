// AllWallets over the local explorer (issues 9, 11): the installed wallets, then the explorer's catalogue with
// its images; the search; and, with the explorer down, the bundled catalogue on a fresh page.
import type { BrowserContext, Locator, Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { BUNDLED_WALLETS } from "../../layers/live/bundledWallets.js"
import { DEMO_CATALOGUE } from "../../dev/data-server/catalogue.js"
import { dataServerSwitch, useHarness } from "./harness.js"

const harness = useHarness()
const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const list = (page: Page): Locator => dialog(page).getByTestId("all-wallets-list")
const rowIds = (page: Page) => list(page).locator("li > [data-testid]").evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")))

const devSwitch = (body: Readonly<Record<string, unknown>>): Promise<void> => dataServerSwitch(harness().stack, body)
const switchExplorer = (down: boolean): Promise<void> => devSwitch({ explorerDown: down })

/** The rows in the DOM now, by their place in the whole list (the list is virtualised). */
const rowsByIndex = (page: Page) =>
  list(page).locator("li[data-index] > [data-testid]").evaluateAll((els) =>
    els.map((e) => [Number(e.parentElement?.getAttribute("data-index")), e.getAttribute("data-testid") ?? ""] as const))

const openAllWallets = async (path: string, context?: BrowserContext): Promise<Page> => {
  const page = await harness().newPage(path, context === undefined ? {} : { context })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.waitForFunction(() => Reflect.has(window, "__walletport"))
  await page.evaluate(() => {
    const instance: unknown = Reflect.get(window, "__walletport")
    if (typeof instance !== "object" || instance === null) throw new Error("no instance")
    const open: unknown = Reflect.get(instance, "open")
    if (typeof open !== "function") throw new Error("no open()")
    return Reflect.apply(open, instance, [{ view: "AllWallets" }])
  })
  await list(page).waitFor()
  return page
}

describe("AllWallets over the local explorer (Chromium)", () => {
  afterAll(() => devSwitch({ explorerDown: false, generatedWallets: 0 }))

  it("lists the installed wallet first, then the explorer's catalogue; each wallet once", async () => {
    const page = await openAllWallets("/")
    const bundledFirst = BUNDLED_WALLETS[0]
    if (bundledFirst === undefined) throw new Error("bundled catalogue is empty")
    await expect.poll(() => rowIds(page)).toContain(`wallet-explorer:${bundledFirst.id}`)
    const ids = await rowIds(page)
    expect(ids[0]).toBe("wallet-dev.walletport.demo")
    expect(await list(page).getByTestId("installed-tag").first().textContent()).toBe("Installed")
    // The demo wallet is installed: the explorer's entry for it is not repeated.
    expect(ids).not.toContain("wallet-explorer:walletport-demo")
    expect(new Set(ids).size).toBe(ids.length)
    // The search goes to the explorer (debounced) and shows only its matches.
    await dialog(page).getByTestId("wallet-search").fill("  phantom ")
    await expect.poll(() => rowIds(page)).toEqual(
      BUNDLED_WALLETS.filter((w) => w.name.toLowerCase().includes("phantom")).map((w) => `wallet-explorer:${w.id}`)
    )
    expect(harness().pageErrors(page)).toEqual([])
  })

  it("without browser wallets, lists the explorer's demo wallets with the images it serves (360 px)", async () => {
    const page = await openAllWallets("/?walletconnect=only")
    const demoIds = DEMO_CATALOGUE.map((w) => `wallet-explorer:${w.id}`)
    await expect.poll(() => rowIds(page).then((ids) => ids.slice(0, demoIds.length))).toEqual(demoIds)
    const images = list(page).locator("li img")
    await expect.poll(() =>
      images.evaluateAll((imgs) => imgs.slice(0, 3).map((i) => i instanceof HTMLImageElement && i.naturalWidth > 0 && i.src.includes("/getWalletImage/")))
    ).toEqual([true, true, true])
    // Nothing sticks out of a phone's width.
    const overflow = await dialog(page).evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await harness().screenshot(page, "all-wallets-explorer-360")
    // A catalogue wallet pairs through WalletConnect.
    await list(page).getByTestId(demoIds[0] ?? "").click()
    await expect.poll(() => page.evaluate(() => {
      const instance: unknown = Reflect.get(window, "__walletport")
      const state: unknown = typeof instance === "object" && instance !== null ? Reflect.apply(Reflect.get(instance, "getState"), instance, []) : undefined
      return typeof state === "object" && state !== null ? Reflect.get(state, "view") : undefined
    })).toBe("ConnectingWalletConnect")
    expect(harness().pageErrors(page)).toEqual([])
  })

  it("with the explorer down, a fresh page still lists the bundled catalogue", async () => {
    await switchExplorer(true)
    const page = await openAllWallets("/")
    const expected = BUNDLED_WALLETS.filter((w) => w.rdns !== "dev.walletport.demo").slice(0, 3).map((w) => `wallet-explorer:${w.id}`)
    await expect.poll(() => rowIds(page)).toEqual(expect.arrayContaining(expected))
    // The local catalogue's own demo entries are not in the bundled one.
    expect(await rowIds(page)).not.toContain("wallet-explorer:walletport-solana-demo")
    await harness().screenshot(page, "all-wallets-bundled-360")
  })
})

describe("AllWallets pages through a large catalogue (Chromium)", () => {
  afterAll(() => devSwitch({ generatedWallets: 0 }))

  it("scrolling loads the next pages of 40 (2, then 3, each once) as the end comes into view; no wallet twice (360 px)", async () => {
    await devSwitch({ generatedWallets: 600 })
    // This page's own listing requests: the explorer's count mixes in any of the file's earlier pages, still open
    // (one run under load counted a page 2 before any scroll).
    const context = await harness().newContext()
    const listed: Array<number> = []
    context.on("request", (request) => {
      const url = new URL(request.url())
      if (!url.pathname.endsWith("/getWallets") || url.searchParams.has("search") || (url.searchParams.get("entries") ?? "40") !== "40") return
      listed.push(Number(url.searchParams.get("page") ?? "1"))
    })
    const page = await openAllWallets("/", context)
    const pagesAsked = () => [...listed]
    await expect.poll(pagesAsked).toEqual([1])
    // Every row seen while scrolling down, by its index in the list.
    const seen = new Map<number, string>()
    const collect = async () => {
      for (const [index, id] of await rowsByIndex(page)) {
        const known = seen.get(index)
        if (known !== undefined) expect(known, `row ${index}`).toBe(id)
        seen.set(index, id)
      }
    }
    const scroller = dialog(page).getByTestId("all-wallets-scroll")
    // Down half a screen at a time (so every row passes through the DOM) until rows of page 3 have been seen.
    const maxSeen = () => Math.max(-1, ...seen.keys())
    const lastRendered = async () => Math.max(-1, ...(await rowsByIndex(page)).map(([index]) => index))
    for (let step = 0; step < 400 && maxSeen() < 3 * 40 + 5; step++) {
      await collect()
      const before = await lastRendered()
      await scroller.evaluate((el) => { el.scrollTop += el.clientHeight / 2 })
      // A state, not a pause: the list renders rows past the last one it had, either at the new scroll position
      // or, scrolled to the end of what is loaded, once the next page has come in.
      await expect.poll(lastRendered).toBeGreaterThan(before)
    }
    // Pages 1, 2, 3 (and on, as the end nears again), each asked once, in order.
    const asked = pagesAsked()
    expect(asked.slice(0, 3)).toEqual([1, 2, 3])
    expect(asked).toEqual(asked.map((_, i) => i + 1))
    await collect()
    // Each index was one wallet all along, the indices have no gap, and no wallet is listed twice.
    const indices = [...seen.keys()].sort((a, b) => a - b)
    expect(indices).toEqual(indices.map((_, i) => i))
    const ids = indices.map((i) => seen.get(i))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => id?.startsWith("wallet-explorer:walletport-generated-")).length).toBeGreaterThan(40)
    // Not more than it needs: still a virtualised list, and no overflow at 360 px.
    expect((await rowsByIndex(page)).length).toBeLessThan(40)
    expect(await dialog(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    await harness().screenshot(page, "all-wallets-paged-360")
    expect(harness().pageErrors(page)).toEqual([])
  })
})
