// The modal's and the page button's behaviour (issue 23), in Chromium at 390 and 1280 px: the modal closes after
// a connect and after disconnect (the library's default `autoClose`, which the demo turns back on with
// `?autoClose=1`), stays open while sign-in or pay() continue in it; the page button changes width once on a
// returning visitor's reload and does not say "Connecting…" for a WalletConnect QR.
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { truncateAddress } from "../../schemas/format.js"
import { answerDemoWallet, instantPreviewGone, pageIdle, useHarness } from "./harness.js"

const harness = useHarness()
const EVM_WALLET = "wallet-dev.walletport.demo"

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const button = (page: Page): Locator => page.getByTestId("connect-button")

const openDemo = async (path: string, width: number): Promise<Page> => {
  const page = await harness().newPage(path)
  await page.setViewportSize({ width, height: 800 })
  await button(page).waitFor()
  return page
}

/** Connect → the demo wallet → approve. */
const connect = async (page: Page): Promise<void> => {
  await button(page).click()
  await instantPreviewGone(page)
  await dialog(page).getByTestId(EVM_WALLET).click()
  await answerDemoWallet(page, "approve", "eth_requestAccounts")
}

describe("the modal closes after a connect and after disconnect (autoClose, the library default)", () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: approving the wallet closes the modal; the Account view's Disconnect closes it again`, async () => {
      const page = await openDemo("/?autoClose=1&embedded=0", width)
      await connect(page)
      await dialog(page).waitFor({ state: "detached" })
      await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("connected")
      await expect.poll(() => button(page).textContent()).toContain(truncateAddress(ANVIL_ACCOUNT_0_ADDRESS))
      await harness().screenshot(page, `modal-autoclose-connected-${width}`)

      await button(page).click()
      await page.getByTestId("account-address").waitFor()
      await page.getByTestId("disconnect").click()
      await dialog(page).waitFor({ state: "detached" })
      await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("disconnected")
      await expect.poll(() => button(page).textContent()).toBe("Connect Wallet")
      await harness().screenshot(page, `modal-autoclose-disconnected-${width}`)
    })
  }

  it("the host's opt-out (the demo without the flag: autoClose false) keeps the Account view open", async () => {
    const page = await openDemo("/?embedded=0", 1280)
    await connect(page)
    await page.getByTestId("account-address").waitFor()
    expect(await dialog(page).count()).toBe(1)
  })

  it("with sign-in on it stays open for the sign view and closes once signed in", async () => {
    const page = await openDemo("/?autoClose=1&embedded=0&siwx=1", 390)
    await connect(page)
    await page.getByTestId("siwx-view").waitFor()
    await harness().screenshot(page, "modal-autoclose-siwx-390")
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "personal_sign")
    await dialog(page).waitFor({ state: "detached" })
    await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("connected")
  })

  it("pay() connecting first continues to its review in the modal", async () => {
    const page = await openDemo("/?autoClose=1&embedded=0&pay=1", 1280)
    await page.getByTestId("pay-button").click()
    await instantPreviewGone(page)
    await dialog(page).getByTestId(EVM_WALLET).click()
    await answerDemoWallet(page, "approve", "eth_requestAccounts")
    await page.getByTestId("pay-confirm").waitFor()
    await harness().screenshot(page, "modal-autoclose-pay-1280")
    await page.getByTestId("pay-cancel").click()
    await expect.poll(() => page.getByTestId("pay-status").textContent()).toContain("UserRejectedRequest")
  })
})

/**
 * Installed before the page's scripts: records the page button's width and text at every change of the DOM
 * (the button appearing, its text, its style), from the first paint on.
 */
const recordButton = () => {
  const seen: Array<{ readonly width: number; readonly text: string }> = []
  Reflect.set(window, "__buttonStates", seen)
  const record = () => {
    const button = document.querySelector("[data-testid=connect-button]")
    if (button === null) return
    const state = { width: Math.round(button.getBoundingClientRect().width), text: button.textContent ?? "" }
    const last = seen.at(-1)
    if (last === undefined || last.width !== state.width || last.text !== state.text) seen.push(state)
  }
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
}

const buttonStates = (page: Page): Promise<ReadonlyArray<{ readonly width: number; readonly text: string }>> =>
  page.evaluate(() => {
    const seen: unknown = Reflect.get(window, "__buttonStates")
    return Array.isArray(seen) ? seen.map((s: unknown) => ({ width: Number(Reflect.get(Object(s), "width")), text: String(Reflect.get(Object(s), "text")) })) : []
  })

/** Widths in the order the button took them, each change once. */
const widthChanges = (states: ReadonlyArray<{ readonly width: number }>): ReadonlyArray<number> =>
  states.map((s) => s.width).filter((width, i, all) => i === 0 || all[i - 1] !== width)

/**
 * Connects, closes the modal, reloads with a stored session and returns the widths the button took from its
 * first paint to `settled`, with the disconnected button's width measured before connecting.
 */
const reloadWidths = async (width: number, settled: (page: Page) => Promise<unknown>) => {
  const page = await openDemo("/?embedded=0", width)
  const disconnected = Math.round((await button(page).boundingBox())?.width ?? 0)
  await connect(page)
  await page.getByTestId("account-address").waitFor()
  await page.keyboard.press("Escape")
  await dialog(page).waitFor({ state: "detached" })
  await settled(page)
  await page.addInitScript(recordButton)
  await page.reload()
  await settled(page)
  await pageIdle(page)
  const states = await buttonStates(page)
  return { page, disconnected, states, widths: widthChanges(states) }
}

describe("the page button (issue 23)", () => {
  it("a returning visitor's reload at 1280 px: restoring keeps the 'Connect Wallet' width; balance and address come in one change", async () => {
    const { page, disconnected, states, widths } = await reloadWidths(1280, (p) => p.getByTestId("connect-button-balance").waitFor())
    const final = states.at(-1)
    expect(final?.text).toContain(truncateAddress(ANVIL_ACCOUNT_0_ADDRESS))
    await harness().screenshot(page, "button-reload-final-1280")
    // The texts on the way are printed when this fails.
    expect({ widths, texts: states.map((s) => s.text) }).toMatchObject({ widths: [disconnected, final?.width] })
  })

  it("at 390 px (no balance): restoring keeps the 'Connect Wallet' width, then the address", async () => {
    const address = truncateAddress(ANVIL_ACCOUNT_0_ADDRESS)
    const { page, disconnected, states, widths } = await reloadWidths(390, (p) => expect.poll(() => button(p).textContent()).toBe(address))
    expect({ widths, texts: states.map((s) => s.text) }).toMatchObject({ widths: [disconnected, states.at(-1)?.width] })
    await harness().screenshot(page, "button-reload-final-390")
  })

  it("a WalletConnect QR showing is no connection: the button keeps 'Connect Wallet'", async () => {
    const page = await openDemo("/?walletconnect=1&embedded=0", 1280)
    await button(page).click()
    const entry = page.getByTestId("wallet-walletconnect")
    await entry.waitFor()
    await entry.click()
    await page.getByTestId("wc-qr").waitFor()
    await pageIdle(page)
    await expect.poll(() => button(page).textContent()).toBe("Connect Wallet")
    expect(await button(page).getAttribute("aria-busy")).toBe("false")
    await harness().screenshot(page, "button-behind-qr-1280")
  })
})

describe("the scroll cue (issue 23): a list cut at the modal's edge fades there while more follows", () => {
  /** The list's mask size: "100% 100%" fades its last 32 px (the cue); at its base value the fade lies past the edge. */
  const maskSize = (list: Locator): Promise<string> => list.evaluate((element) => getComputedStyle(element).maskSize)
  const CUE = "100% 100%"
  const NO_CUE = "100% calc(100% + 32px)"

  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 800 }]) {
    it(`All Wallets at ${size.width}×${size.height}: the cue shows while rows are cut, not at the end`, async () => {
      const page = await harness().newPage("/?embedded=0")
      await page.setViewportSize(size)
      await page.waitForFunction(() => Reflect.has(window, "__walletport"))
      await page.evaluate(() => {
        const instance: unknown = Reflect.get(window, "__walletport")
        const open: unknown = typeof instance === "object" && instance !== null ? Reflect.get(instance, "open") : undefined
        if (typeof open !== "function") throw new Error("no open()")
        return Reflect.apply(open, instance, [{ view: "AllWallets" }])
      })
      const scroller = dialog(page).locator(".vlist")
      await dialog(page).getByTestId("all-wallets-list").waitFor()
      await expect.poll(() => scroller.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true)
      await expect.poll(() => maskSize(scroller)).toBe(CUE)
      await harness().screenshot(page, `scroll-cue-all-wallets-${size.width}`)
      // Scrolled to the end (again while the virtual list measures its rows and grows).
      await expect.poll(async () => {
        await scroller.evaluate((e) => e.scrollTo({ top: e.scrollHeight }))
        return maskSize(scroller)
      }).toBe(NO_CUE)
      await harness().screenshot(page, `scroll-cue-all-wallets-end-${size.width}`)
    })
  }

  it("a view that fits shows no cue (Connect with one wallet)", async () => {
    const page = await openDemo("/?embedded=0", 1280)
    await button(page).click()
    await instantPreviewGone(page)
    await dialog(page).getByTestId(EVM_WALLET).waitFor()
    const scroller = dialog(page).locator(".sizer")
    expect(await scroller.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(false)
    await expect.poll(() => maskSize(scroller)).toBe(NO_CUE)
  })
})
