// The modal's and the page button's behaviour (issue 23), in Chromium at 390 and 1280 px: the modal closes after
// a connect and after disconnect (the library's default `autoClose`, which the demo turns back on with
// `?autoClose=1`), stays open while sign-in or pay() continue in it.
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { truncateAddress } from "../../schemas/format.js"
import { answerDemoWallet, instantPreviewGone, useHarness } from "./harness.js"

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
