// Issue 23: axe-core on every view of the real modal on the demo dapp (real data: wallets, balances, tokens,
// activity, the pairing QR), in the dark and the light theme, on a 390 px phone (touch) and at 1280 px: no
// violation of any impact. ui.e2e.ts checks the same views on fixtures (long names, empty states); this walks
// the views a visitor reaches. Screenshots of each view in both themes.
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { DEMO_CATALOGUE } from "../../dev/data-server/catalogue.js"
import { auditBothThemes, type AxeFindings, contextAt as axeContextAt, findingsCounts, findingsSummary, openModalView } from "./axe.js"
import { answerDemoWallet, instantPreviewGone, useHarness } from "./harness.js"

const harness = useHarness()
const EVM_WALLET = "wallet-dev.walletport.demo"
const RECIPIENT = ANVIL_ACCOUNTS[5]?.address ?? "0x"
const MULTICHAIN_DEMO = DEMO_CATALOGUE.find((w) => w.id === "walletport-multichain-demo")

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const button = (page: Page): Locator => page.getByTestId("connect-button")

const contextAt = (width: number) => axeContextAt(harness().browser, width)

const audit = (page: Page, found: AxeFindings, view: string, width: number) => auditBothThemes(page, found, view, width, harness().screenshot)

describe("axe-core on every view of the real modal, dark and light", () => {
  for (const width of [390, 1280]) {
    it(`connect, wallets, account tabs, networks, send, receive at ${width} px`, async () => {
      const found: AxeFindings = new Map()
      const page = await harness().newPage("/", { context: await contextAt(width) })
      await button(page).waitFor()
      await button(page).click()
      await dialog(page).waitFor()
      await instantPreviewGone(page)
      await page.getByTestId(EVM_WALLET).waitFor()
      await audit(page, found, "Connect", width)
      await openModalView(page, "AllWallets")
      await dialog(page).getByRole("searchbox").waitFor()
      await audit(page, found, "AllWallets", width)
      await openModalView(page, "Connect")
      await page.getByTestId(EVM_WALLET).click()
      await page.getByTestId("demo-wallet-prompt").waitFor()
      await audit(page, found, "ConnectingExternal", width)
      await answerDemoWallet(page, "reject")
      await page.getByTestId("connect-retry").waitFor()
      await audit(page, found, "ConnectingExternal-failed", width)
      await page.getByTestId("connect-retry").click()
      await answerDemoWallet(page, "approve")
      await page.getByTestId("account-address").waitFor()
      await page.getByTestId("tokens").or(page.getByTestId("tokens-empty")).waitFor()
      await audit(page, found, "Account-tokens", width)
      await page.getByTestId("tab-nfts").click()
      await page.getByTestId("nfts").or(page.getByTestId("nfts-empty")).waitFor()
      await audit(page, found, "Account-nfts", width)
      await page.getByTestId("tab-activity").click()
      await page.getByTestId("activity").or(page.getByTestId("activity-empty")).waitFor()
      await audit(page, found, "Account-activity", width)
      await page.getByTestId("account-network").click()
      await dialog(page).getByRole("heading", { name: "Networks" }).or(dialog(page).getByRole("heading", { name: "Choose Network" })).first().waitFor()
      await audit(page, found, "Networks", width)
      await page.getByRole("button", { name: "Back" }).click()
      await page.getByTestId("account-send").click()
      await page.getByTestId("send-token-ETH").click()
      await page.getByTestId("send-amount").fill("0.01")
      await page.getByTestId("send-recipient").fill(RECIPIENT)
      await expect.poll(() => page.getByTestId("send-submit").textContent()).toBe("Review Send")
      await audit(page, found, "Send", width)
      await page.getByTestId("send-submit").click()
      await page.getByTestId("send-confirm").waitFor()
      await audit(page, found, "Send-review", width)
      await page.getByRole("button", { name: "Back" }).click()
      await page.getByTestId("account-receive").click()
      await page.getByTestId("receive-address").waitFor()
      await audit(page, found, "Receive", width)
      console.log(findingsCounts(found, width))
      expect(findingsSummary(found)).toEqual([])
    })

    it(`WalletConnect pairing (Copy link${width < 600 ? ", Open in wallet" : ""}) and sign-in at ${width} px`, async () => {
      const found: AxeFindings = new Map()
      const page = await harness().newPage("/?walletconnect=1&siwx=1", { context: await contextAt(width) })
      await button(page).click()
      await dialog(page).waitFor()
      await instantPreviewGone(page)
      if (width < 600) {
        // A phone lists catalogue wallets (no WalletConnect row): one without a link of its own shows "Open in wallet".
        await openModalView(page, "AllWallets")
        await page.getByTestId("wallet-search").fill(MULTICHAIN_DEMO?.name ?? "")
        await page.getByTestId(`wallet-explorer:${MULTICHAIN_DEMO?.id ?? ""}`).click()
      } else await page.getByTestId("wallet-walletconnect").click()
      await page.getByTestId("wc-copy").and(page.locator(":enabled")).waitFor()
      if (width < 600) await page.getByTestId("wc-open").waitFor()
      await audit(page, found, "ConnectingWalletConnect", width)
      await openModalView(page, "Connect")
      await page.getByTestId(EVM_WALLET).click()
      await answerDemoWallet(page, "approve", "eth_requestAccounts")
      await page.getByTestId("siwx-view").waitFor()
      await audit(page, found, "SIWXSignMessage", width)
      console.log(findingsCounts(found, width))
      expect(findingsSummary(found)).toEqual([])
    })
  }
})
