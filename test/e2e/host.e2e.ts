// A host page without React (issue 8 "Vanilla pages"): the README's vanilla example (`createWalletport`
// from the package root and `<walletport-button>` from `walletport/element`), bundled by esbuild from the
// source, in Chromium on a 360 px phone: the button, axe-core on it, and a click that opens the modal; with an
// EIP-6963 wallet on the page, `autoClose` (issue 23): by default a connect and a disconnect close the modal,
// with `autoClose: false` the modal stays on Account.
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"
import { bundleHostPage, launchChromium, openHostPage, readme, screenshot } from "./hostPage.js"

const AXE = join(projectRoot(), "node_modules", "axe-core", "axe.min.js")
let browser: Browser | undefined
let files: ReadonlyMap<string, string> = new Map()
/** The same example with `autoClose: false` among its options. */
let stayingFiles: ReadonlyMap<string, string> = new Map()

const ADAPTERS_LINE = "adapters: [evmAdapter()],"

beforeAll(async () => {
  const vanilla = await readme("vanilla host")
  if (!vanilla.includes(ADAPTERS_LINE)) throw new Error(`the README's vanilla host no longer says ${ADAPTERS_LINE}`)
  ;[files, stayingFiles, browser] = await Promise.all([
    bundleHostPage(`import "./vanilla.js"`, { "vanilla.ts": vanilla }, { production: true }),
    bundleHostPage(`import "./vanilla.js"`, { "vanilla.ts": vanilla.replace(ADAPTERS_LINE, `${ADAPTERS_LINE} autoClose: false,`) }, { production: true }),
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

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
/** An EIP-6963 browser wallet "MetaMask" that approves the page on Ethereum (what a connect and a disconnect ask of it). */
const WALLET = `
  const provider = {
    request: async ({ method }) => {
      if (method === "eth_requestAccounts" || method === "eth_accounts") return ${JSON.stringify([ADDRESS])}
      if (method === "eth_chainId") return "0x1"
      if (method === "wallet_revokePermissions") return null
      throw Object.assign(new Error("unsupported"), { code: 4200 })
    },
    on() {}, removeListener() {}
  }
  const info = Object.freeze({ uuid: "3b0c6f3e-8d55-4a57-b8f4-6f3a3a0c9e21", name: "MetaMask", rdns: "io.metamask",
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='8' height='8'/%3E" })
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }))
  window.addEventListener("eip6963:requestProvider", announce)
  announce()
`

describe("autoClose on the vanilla host's <walletport-button>", () => {
  /** Opens the host page of `hostFiles` with the wallet, and connects it from the button; resolves once the page is connected. */
  const connect = async (hostFiles: ReadonlyMap<string, string>) => {
    if (browser === undefined) throw new Error("no browser")
    const host = await openHostPage(browser, hostFiles, { body: "<main><h1>My dapp</h1></main>", width: 360, beforeLoad: WALLET })
    const button = host.page.locator("walletport-button").locator("button")
    const dialog = host.page.locator("[data-walletport]").locator("[role=dialog]")
    await expect.poll(() => button.textContent()).toBe("Connect")
    await button.click()
    await dialog.getByTestId("wallet-io.metamask").click()
    // The host's own subscription sees the account (its document.title), whatever the modal does next.
    await expect.poll(() => host.page.title(), { timeout: 20_000 }).toBe(`My dapp (${ADDRESS})`)
    return { ...host, button, dialog }
  }

  it("by default a connect closes the modal, and so does a disconnect", async () => {
    const { page, button, dialog, errors } = await connect(files)
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false")
    await expect.poll(() => button.textContent()).toContain("0x7099")
    await screenshot(page, "host-element-autoclose-connected-360")
    await button.click()
    await dialog.getByTestId("disconnect").click()
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => page.title()).toBe("My dapp")
    await expect.poll(() => button.textContent()).toBe("Connect")
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("with autoClose: false the modal stays open on Account after the connect", async () => {
    const { page, button, dialog, errors } = await connect(stayingFiles)
    await dialog.getByTestId("account-address").waitFor()
    expect(await dialog.getByTestId("account-address").getAttribute("title")).toBe(ADDRESS)
    expect(await dialog.isVisible()).toBe(true)
    expect(await button.getAttribute("aria-expanded")).toBe("true")
    await screenshot(page, "host-element-autoclose-off-account-360")
    expect(errors).toEqual([])
    await page.context().close()
  })
})
