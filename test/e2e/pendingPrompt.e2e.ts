// One outstanding connect request per wallet (issue 23): a visitor who picks the demo wallet, goes Back while its
// prompt is still open, and picks it again gets no second eth_requestAccounts; the list says a request is open,
// and the one approval connects.
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { truncateAddress } from "../../schemas/format.js"
import { answerDemoWallet, useHarness } from "./harness.js"

const harness = useHarness()
const WALLET = "dev.walletport.demo"
const dialog = (page: Page): Locator => page.locator("[role=dialog]")

const received = (page: Page) => page.evaluate(() => window.__demoWallet?.receivedRequests().filter((m) => m === "eth_requestAccounts").length)

describe("one connect request per wallet (Chromium)", () => {
  it("Select → Back → select sends one eth_requestAccounts; the row shows the open request; one approval connects", async () => {
    const page = await harness().newPage("/")
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByTestId("connect-button").click()
    const row = dialog(page).getByTestId(`wallet-${WALLET}`)
    await row.click()
    await page.getByTestId("demo-wallet-prompt").waitFor({ state: "visible" })
    await dialog(page).getByRole("button", { name: "Back" }).click()
    // Back leaves the request open in the wallet (as it is): the list says so.
    await row.getByTestId("prompting-tag").waitFor()
    expect(await row.getByTestId("prompting-tag").textContent()).toBe("Request open")
    await harness().screenshot(page, "pending-prompt-row-1280")
    await row.click()
    await dialog(page).getByText("Continue in").waitFor()
    expect(await received(page)).toBe(1)
    expect(await page.evaluate(() => window.__demoWallet?.pendingRequests())).toEqual(["eth_requestAccounts"])
    await answerDemoWallet(page, "approve")
    await expect.poll(() => dialog(page).getByTestId("account-address").textContent()).toBe(truncateAddress(ANVIL_ACCOUNT_0_ADDRESS))
    expect(await received(page)).toBe(1)
    expect(harness().pageErrors(page)).toEqual([])
  })
})
