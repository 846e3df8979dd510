// A host page without React (issue 8 "Vanilla pages"): the README's vanilla example (`createWalletport`
// from the package root and `<walletport-button>` from `walletport/element`), bundled by esbuild from the
// source, in Chromium on a 360 px phone: the button, axe-core on it, and a click that opens the modal.
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"
import { bundleHostPage, launchChromium, openHostPage, readme, screenshot } from "./hostPage.js"

const AXE = join(projectRoot(), "node_modules", "axe-core", "axe.min.js")
let browser: Browser | undefined
let files: ReadonlyMap<string, string> = new Map()

beforeAll(async () => {
  ;[files, browser] = await Promise.all([
    bundleHostPage(`import "./vanilla.js"`, { "vanilla.ts": await readme("vanilla host") }, { production: true }),
    launchChromium()
  ])
}, 60_000)

afterAll(async () => {
  await browser?.close()
})

interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
}

describe("<walletport-button> on a vanilla host page", () => {
  it("shows the README's button on a 360 px phone, passes axe-core, and opens the modal on click", async () => {
    if (browser === undefined) throw new Error("no browser")
    const { page, errors, refused } = await openHostPage(browser, files, { body: "<main><h1>My dapp</h1><p>A page with no React.</p></main>", width: 360 })
    const button = page.locator("walletport-button").locator("button")
    await expect.poll(() => button.textContent()).toBe("Connect")

    // Inside the phone's width, and styled from its own shadow root (the modal's accent, not the UA's grey).
    const box = await button.boundingBox()
    expect(box).not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(background).not.toBe("rgb(239, 239, 239)")
    await screenshot(page, "host-element-360")

    await page.addScriptTag({ path: AXE })
    const violations: ReadonlyArray<AxeViolation> = await page.evaluate(async () => {
      const axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<AxeViolation> }> } = Reflect.get(window, "axe")
      const result = await axe.run({ include: [["walletport-button"]] }, { resultTypes: ["violations"] })
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help }))
    })
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([])

    await button.click()
    await page.locator("[data-walletport]").locator("[role=dialog]").waitFor({ state: "visible", timeout: 20_000 })
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true")
    await screenshot(page, "host-element-360-open")
    expect(errors).toEqual([])
    // Off the page's origin, only the wallet list's explorer API (WalletConnect's, which the closed network refuses).
    expect(refused.filter((url) => !url.startsWith("https://api.web3modal.org/"))).toEqual([])
  })
})
