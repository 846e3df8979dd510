// A host page without React (issue 8 "Vanilla pages"): the README's vanilla example (`createWalletport`
// from the package root and `<walletport-button>` from `walletport/element`), bundled by esbuild from the
// source, in Chromium on a 360 px phone: the button, axe-core on it, and a click that opens the modal; with an
// EIP-6963 wallet on the page, `autoClose` (issue 23): by default a connect and a disconnect close the modal,
// with `autoClose: false` the modal stays on Account; without its `label`, the button speaks the visitor's language
// (issue 23: German from the `locale` option, Arabic right to left from the browser's), "Wrong network" included.
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"
import { BUTTON_LABELS } from "../../ui/i18n/buttonLabels.js"
import { WRONG_NETWORK_LABEL } from "../../ui/i18n/wrongNetworkLabel.js"
import { launchChromium, screenshot } from "./browser.js"
import { bundleHostPage, openHostPage, readme } from "./hostPage.js"

const AXE = join(projectRoot(), "node_modules", "axe-core", "axe.min.js")
let browser: Browser | undefined
let files: ReadonlyMap<string, string> = new Map()
/** The same example with `autoClose: false` among its options. */
let stayingFiles: ReadonlyMap<string, string> = new Map()
/** The same example without the button's `label`: with `locale: "de"`, and without a locale (the browser's). */
let germanFiles: ReadonlyMap<string, string> = new Map()
let unlabelledFiles: ReadonlyMap<string, string> = new Map()

const ADAPTERS_LINE = "adapters: [evmAdapter()],"
const LABEL = ` label="Connect"`

beforeAll(async () => {
  const vanilla = await readme("vanilla host")
  if (!vanilla.includes(ADAPTERS_LINE)) throw new Error(`the README's vanilla host no longer says ${ADAPTERS_LINE}`)
  if (!vanilla.includes(LABEL)) throw new Error(`the README's vanilla host no longer says ${LABEL}`)
  const unlabelled = vanilla.replace(LABEL, "")
  const host = (source: string) => bundleHostPage(`import "./vanilla.js"`, { "vanilla.ts": source }, { production: true })
  ;[files, stayingFiles, germanFiles, unlabelledFiles, browser] = await Promise.all([
    host(vanilla),
    host(vanilla.replace(ADAPTERS_LINE, `${ADAPTERS_LINE} autoClose: false,`)),
    host(unlabelled.replace(ADAPTERS_LINE, `${ADAPTERS_LINE} locale: "de",`)),
    host(unlabelled),
    launchChromium()
  ])
})

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
    await page.locator("[data-walletport]").locator("[role=dialog]").waitFor({ state: "visible" })
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true")
    await screenshot(page, "host-element-360-open")
    expect(errors).toEqual([])
    // Off the page's origin, only the wallet list's explorer API (WalletConnect's, which the closed network refuses).
    expect(refused.filter((url) => !url.startsWith("https://api.web3modal.org/"))).toEqual([])
  })
})

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
/** An EIP-6963 browser wallet "MetaMask" that approves the page on `chainId` (what a connect and a disconnect ask of it). */
const walletOn = (chainId: string) => `
  const provider = {
    request: async ({ method }) => {
      if (method === "eth_requestAccounts" || method === "eth_accounts") return ${JSON.stringify([ADDRESS])}
      if (method === "eth_chainId") return "${chainId}"
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
/** The wallet on Ethereum, one of the README example's networks. */
const WALLET = walletOn("0x1")

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
    await expect.poll(() => host.page.title()).toBe(`My dapp (${ADDRESS})`)
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

describe("<walletport-button> in the visitor's language (issue 23)", () => {
  for (const [locale, dir, how] of [["de", "ltr", "the locale option"], ["ar", "rtl", "the browser's language"]] as const) {
    it(`"${locale}" from ${how}: Connect, then a wallet on a chain the page did not configure, whole at 360 px`, async () => {
      if (browser === undefined) throw new Error("no browser")
      const { page, errors } = await openHostPage(browser, locale === "de" ? germanFiles : unlabelledFiles, {
        body: "<main><h1>My dapp</h1></main>",
        width: 360,
        // Optimism: not among the README example's networks (Ethereum, Arbitrum).
        beforeLoad: walletOn("0xa"),
        ...(locale === "ar" ? { locale: "ar-EG" } : {})
      })
      const button = page.locator("walletport-button").locator("button")
      /** The button and its words within the phone's width, none cut off. */
      const fits = () =>
        button.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const text = el.querySelector("[part=label], [part=name]")
          return box.left >= 0 && box.right <= window.innerWidth && text !== null && text.scrollWidth <= text.clientWidth
        })
      await expect.poll(() => button.textContent()).toBe(BUTTON_LABELS[locale].connect)
      expect(await button.getAttribute("lang")).toBe(locale)
      expect(await button.getAttribute("dir")).toBe(dir)
      expect(await button.evaluate((el) => getComputedStyle(el).direction)).toBe(dir)
      expect(await fits()).toBe(true)
      await screenshot(page, `host-element-${locale}-360`)

      await button.click()
      const dialog = page.locator("[data-walletport]").locator("[role=dialog]")
      await dialog.getByTestId("wallet-io.metamask").click()
      await expect.poll(() => page.title()).toBe(`My dapp (${ADDRESS})`)
      await expect.poll(() => button.textContent()).toBe(WRONG_NETWORK_LABEL[locale])
      expect(await button.getAttribute("dir")).toBe(dir)
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
      expect(await fits()).toBe(true)
      await screenshot(page, `host-element-${locale}-wrong-network-360`)
      expect(errors).toEqual([])
      await page.context().close()
    })
  }
})
