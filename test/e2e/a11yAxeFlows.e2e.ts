// Issue 23 ("the light theme passes axe on every view"): the views a11yAxe.e2e.ts does not reach, audited the same
// way on the demo dapp, in the dark and the light theme, on a 390 px phone and at 1280 px: All Wallets searched
// (matches, none), the email wallet's code view, Swap and Buy with their quotes, choosing a name, Send's Sent
// screen, Pay, and UnsupportedChain. No violation of any impact; a screenshot of each view in both themes.
// The worker's shared stack: one 0.001 ETH send of account 0's (no balance is read), and no name is registered.
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { DEMO_CATALOGUE } from "../../dev/data-server/catalogue.js"
import { auditBothThemes, type AxeFindings, contextAt, findingsCounts, findingsSummary, openModalView } from "./axe.js"
import { answerDemoWallet, instantPreviewGone, useHarness } from "./harness.js"

const harness = useHarness()
const EVM_WALLET = "wallet-dev.walletport.demo"
const RECIPIENT = ANVIL_ACCOUNTS[5]?.address ?? "0x"
const MULTICHAIN_DEMO = DEMO_CATALOGUE.find((w) => w.id === "walletport-multichain-demo")
/** A chain the demo host does not configure: its wallet moving there gets the UnsupportedChain view. */
const UNCONFIGURED_CHAIN_ID = 1

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const back = (page: Page): Promise<void> => dialog(page).getByRole("button", { name: "Back" }).click()

describe("axe-core on the flows' views of the real modal, dark and light", () => {
  for (const width of [390, 1280]) {
    it(`All Wallets searched, email code, Swap, Buy, a name, Sent, Pay, UnsupportedChain at ${width} px`, async () => {
      const found: AxeFindings = new Map()
      const page = await harness().newPage("/?pay=1", { context: await contextAt(harness().browser, width) })
      const audit = (view: string) => auditBothThemes(page, found, view, width, harness().screenshot)
      await page.getByTestId("connect-button").click()
      await dialog(page).waitFor()
      await instantPreviewGone(page)
      await page.getByTestId(EVM_WALLET).waitFor()

      await openModalView(page, "AllWallets")
      await page.getByTestId("wallet-search").fill(MULTICHAIN_DEMO?.name.slice(0, 6) ?? "")
      await dialog(page).getByText(MULTICHAIN_DEMO?.name ?? "").first().waitFor()
      await audit("AllWallets-search")
      await page.getByTestId("wallet-search").fill("no such wallet anywhere")
      await page.getByTestId("no-wallets").waitFor()
      await audit("AllWallets-no-match")

      await openModalView(page, "Connect")
      await dialog(page).getByRole("textbox", { name: /email/i }).fill(`light-axe-${width}@example.com`)
      await dialog(page).getByRole("button", { name: "Continue" }).click()
      await dialog(page).getByRole("textbox", { name: /code/i }).waitFor()
      await audit("EmailVerifyOtp")
      await back(page)

      await page.getByTestId(EVM_WALLET).click()
      await answerDemoWallet(page, "approve", "eth_requestAccounts")
      await page.getByTestId("account-address").waitFor()

      await page.getByTestId("account-swap").click()
      await expect.poll(() => page.getByTestId("swap-sell-token").isEnabled()).toBe(true)
      await page.getByTestId("swap-amount").fill("0.01")
      await page.getByTestId("swap-details").waitFor()
      await audit("WalletSwap")
      await back(page)

      await page.getByTestId("account-buy").click()
      await page.getByTestId("onramp-amount").fill("100")
      await page.getByTestId("onramp-quote").waitFor()
      await audit("Onramp")
      await back(page)

      await page.getByTestId("account-choose-name").click()
      await page.getByTestId("name-input").fill("light-axe")
      await expect.poll(() => page.getByTestId("name-register").isEnabled()).toBe(true)
      await audit("RegisterAccountName")
      await back(page)

      await page.getByTestId("account-send").click()
      await page.getByTestId("send-token-ETH").click()
      await page.getByTestId("send-amount").fill("0.001")
      await page.getByTestId("send-recipient").fill(RECIPIENT)
      await expect.poll(() => page.getByTestId("send-submit").textContent()).toBe("Review Send")
      await page.getByTestId("send-submit").click()
      await page.getByTestId("send-confirm").click()
      await answerDemoWallet(page, "approve", "eth_sendTransaction")
      await page.getByTestId("send-done").waitFor()
      await audit("WalletSend-sent")
      await page.getByTestId("send-done").click()
      await page.getByTestId("account-address").waitFor()

      await page.keyboard.press("Escape")
      await dialog(page).waitFor({ state: "detached" })
      await page.getByTestId("pay-button").click()
      await page.getByTestId("pay-confirm").waitFor()
      await audit("Pay")
      await page.getByTestId("pay-cancel").click()
      await dialog(page).waitFor({ state: "detached" })

      await page.evaluate((chainId) => window.__demoWallet?.simulateChainChanged(chainId), UNCONFIGURED_CHAIN_ID)
      await expect.poll(() => page.getByTestId("connect-button").textContent()).toBe("Wrong network")
      await page.getByTestId("connect-button").click()
      await dialog(page).getByTestId("unsupported-chain-view").waitFor()
      await audit("UnsupportedChain")

      console.log(findingsCounts(found, width))
      expect(findingsSummary(found)).toEqual([])
    })
  }
})
