// The views open({ view }) accepts, in Chromium on the demo dapp: AllWallets search and select, every
// accepted view opened through the vanilla API shows content, axe-core on AllWallets, a 360 px screenshot.
import { join } from "node:path"
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { projectRoot } from "../../dev/paths.js"
import { DEMO_WALLET_RDNS } from "../../dev/wallet/index.js"
import { MULTICHAIN_WALLET_RDNS } from "../../dev/multichain-wallet/index.js"
import { truncateAddress } from "../../schemas/format.js"
import { PLAIN_VIEWS, type PlainView } from "../../schemas/views.js"
import { useHarness } from "./harness.js"

const harness = useHarness()
const AXE = join(projectRoot(), "node_modules", "axe-core", "axe.min.js")
// Both demo wallets, answering by themselves.
const DEMO = "/?multichain-wallet=1&demo-wallet=approve"

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
// The page's wallets (the explorer's catalogue follows them in the same list).
const rows = (page: Page): Locator => dialog(page).locator("[data-testid=all-wallets-list] > li:not(:has([data-testid^='wallet-explorer:']))")

/** Calls the vanilla API of the demo page's instance (window.__walletport). */
const openView = (page: Page, view: PlainView | undefined) =>
  page.evaluate(async (v) => {
    const instance: { open: (o?: { view: string }) => Promise<void> } = Reflect.get(window, "__walletport")
    await instance.open(v === undefined ? undefined : { view: v })
  }, view)

const closeModal = (page: Page) =>
  page.evaluate(async () => {
    const instance: { close: () => Promise<void> } = Reflect.get(window, "__walletport")
    await instance.close()
  })

const openDemo = async (width = 1024): Promise<Page> => {
  const page = await harness().newPage(DEMO)
  await page.setViewportSize({ width, height: 760 })
  await page.getByTestId("connect-button").waitFor()
  return page
}

describe("AllWallets and the views open({ view }) accepts", () => {
  it("AllWallets lists the wallets, the search narrows them (trimmed, any case), and one connects from it", async () => {
    const page = await openDemo()
    await openView(page, "AllWallets")
    await dialog(page).waitFor()
    // The EVM demo wallet, the Solana demo wallet and the multi-chain one (EVM + Solana: one entry).
    await expect.poll(() => rows(page).count()).toBe(3)
    expect(await dialog(page).getByTestId("installed-tag").count()).toBe(3)
    await dialog(page).getByRole("searchbox", { name: "Search wallets" }).fill("  WALLETPORT DEMO ")
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await dialog(page).getByTestId(`wallet-${MULTICHAIN_WALLET_RDNS}`).count()).toBe(0)
    await dialog(page).getByRole("searchbox", { name: "Search wallets" }).fill("no such wallet")
    await expect.poll(() => dialog(page).getByTestId("no-wallets").textContent()).toBe("No wallet matches “no such wallet”.")
    await dialog(page).getByRole("searchbox", { name: "Search wallets" }).fill("demo")
    await expect.poll(() => rows(page).count()).toBe(3)
    await dialog(page).getByTestId(`wallet-${DEMO_WALLET_RDNS}`).click()
    const address = dialog(page).getByTestId("account-address")
    await address.waitFor()
    expect(await address.textContent()).toBe(truncateAddress(ANVIL_ACCOUNT_0_ADDRESS))
    expect(harness().pageErrors(page)).toEqual([])
  })

  it("every view the vanilla open({ view }) accepts shows content, and close() closes it", async () => {
    const page = await openDemo()
    for (const view of PLAIN_VIEWS) {
      await openView(page, view)
      await dialog(page).waitFor()
      await expect.poll(() => dialog(page).locator(".body").innerText().then((t) => t.trim().length), { message: view }).toBeGreaterThan(0)
      await closeModal(page)
      await dialog(page).waitFor({ state: "detached" })
    }
    // A view that does not render is refused with the catalogue error, and nothing opens.
    const refused = await page.evaluate(async () => {
      const instance: { open: (o: { view: string }) => Promise<void> } = Reflect.get(window, "__walletport")
      return instance.open({ view: "ApproveTransaction" }).then(() => "opened", (e: { _tag?: string; message?: string }) => `${e._tag}: ${e.message}`)
    })
    expect(refused).toContain("InvalidView: Cannot open unknown view \"ApproveTransaction\"")
    expect(await dialog(page).count()).toBe(0)
    expect(harness().pageErrors(page)).toEqual([])
  })

  it("AllWallets at 360 px: axe-core finds no serious or critical violation, nothing overflows", async () => {
    const page = await openDemo(360)
    await openView(page, "AllWallets")
    await dialog(page).waitFor()
    await expect.poll(() => rows(page).count()).toBe(3)
    // axe reads colours mid-fade otherwise: wait for the enter animations (time-based: the scroll cue's never ends).
    await page.evaluate(async () => {
      const running = document.querySelector("[data-walletport]")?.shadowRoot?.getAnimations() ?? []
      await Promise.all(running.filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)))
    })
    await page.addScriptTag({ path: AXE })
    const violations = await page.evaluate(async () => {
      const axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null }> }> } = Reflect.get(window, "axe")
      const result = await axe.run({ include: [{ fromShadowDom: ["[data-walletport]", "[role=dialog]"] }] }, { resultTypes: ["violations"] })
      return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)
    })
    expect(violations).toEqual([])
    const card = await dialog(page).boundingBox()
    expect(card?.width ?? 0).toBeLessThanOrEqual(360)
    const sideways = await dialog(page).evaluate((el) => {
      const box = el.getBoundingClientRect()
      return Array.from(el.querySelectorAll("*")).filter((c) => {
        const r = c.getBoundingClientRect()
        return r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5)
      }).length
    })
    expect(sideways).toBe(0)
    await harness().screenshot(page, "views-allwallets-360")
  })
})
