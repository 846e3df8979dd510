// Issue 23: axe-core on every view of the real modal on the demo dapp (real data: wallets, balances, tokens,
// activity, the pairing QR), in the dark and the light theme, on a 390 px phone (touch) and at 1280 px: no
// violation of any impact. ui.e2e.ts checks the same views on fixtures (long names, empty states); this walks
// the views a visitor reaches. Screenshots of each view in both themes.
import type { BrowserContext, Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { DEMO_CATALOGUE } from "../../dev/data-server/catalogue.js"
import { type AxeViolation, modalViolations } from "./axe.js"
import { answerDemoWallet, instantPreviewGone, useHarness } from "./harness.js"

const harness = useHarness()
const EVM_WALLET = "wallet-dev.walletport.demo"
const RECIPIENT = ANVIL_ACCOUNTS[5]?.address ?? "0x"
const MULTICHAIN_DEMO = DEMO_CATALOGUE.find((w) => w.id === "walletport-multichain-demo")

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const button = (page: Page): Locator => page.getByTestId("connect-button")

/** A phone (touch, no hover: the modal's mobile layout and links) or a desktop window. */
const contextAt = (width: number): Promise<BrowserContext> =>
  width < 600
    ? harness().browser.newContext({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true })
    : harness().browser.newContext({ viewport: { width, height: 800 } })

const openView = (page: Page, view: string) =>
  page.evaluate(async (v) => {
    const instance: { open: (o: { view: string }) => Promise<void> } = Reflect.get(window, "__walletport")
    await instance.open({ view: v })
  }, view)

/** Shows the modal in `mode` (the shell switches live on its root's attribute, as themeMode does). */
const setTheme = (page: Page, mode: "dark" | "light") =>
  page.locator("[data-walletport]").first().evaluate((host, m) => host.shadowRoot?.querySelector(".root")?.setAttribute("data-wp-theme", m), mode)

/** Every violation on the view, in both themes, by "view theme": the figures the issue asks for. */
const audit = async (page: Page, found: Map<string, ReadonlyArray<AxeViolation>>, view: string, width: number): Promise<void> => {
  for (const mode of ["dark", "light"] as const) {
    await setTheme(page, mode)
    const violations = await modalViolations(page)
    found.set(`${view} ${mode}`, violations)
    await harness().screenshot(page, `a11y-axe-${view}-${mode}-${width}`)
  }
  await setTheme(page, "dark")
}

const summary = (found: Map<string, ReadonlyArray<AxeViolation>>) =>
  [...found].flatMap(([view, violations]) => violations.map((v) => `${view}: ${v.id} (${v.impact ?? "?"}) ×${v.nodes.length} ${JSON.stringify(v.nodes[0]?.target)}`))

describe("axe-core on every view of the real modal, dark and light", () => {
  for (const width of [390, 1280]) {
    it(`connect, wallets, account tabs, networks, send, receive at ${width} px`, async () => {
      const found = new Map<string, ReadonlyArray<AxeViolation>>()
      const page = await harness().newPage("/", { context: await contextAt(width) })
      await button(page).waitFor()
      await button(page).click()
      await dialog(page).waitFor()
      await instantPreviewGone(page)
      await page.getByTestId(EVM_WALLET).waitFor()
      await audit(page, found, "Connect", width)
      await openView(page, "AllWallets")
      await dialog(page).getByRole("searchbox").waitFor()
      await audit(page, found, "AllWallets", width)
      await openView(page, "Connect")
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
      await expect.poll(() => page.getByTestId("send-submit").textContent(), { timeout: 15_000 }).toBe("Review Send")
      await audit(page, found, "Send", width)
      await page.getByTestId("send-submit").click()
      await page.getByTestId("send-confirm").waitFor()
      await audit(page, found, "Send-review", width)
      await page.getByRole("button", { name: "Back" }).click()
      await page.getByTestId("account-receive").click()
      await page.getByTestId("receive-address").waitFor()
      await audit(page, found, "Receive", width)
      console.log(`axe at ${width} px, violations per view:\n  ${[...found].map(([v, list]) => `${v}: ${list.length}`).join("\n  ")}`)
      expect(summary(found)).toEqual([])
    })

    it(`WalletConnect pairing (Copy link${width < 600 ? ", Open in wallet" : ""}) and sign-in at ${width} px`, async () => {
      const found = new Map<string, ReadonlyArray<AxeViolation>>()
      const page = await harness().newPage("/?walletconnect=1&siwx=1", { context: await contextAt(width) })
      await button(page).click()
      await dialog(page).waitFor()
      await instantPreviewGone(page)
      if (width < 600) {
        // A phone lists catalogue wallets (no WalletConnect row): one without a link of its own shows "Open in wallet".
        await openView(page, "AllWallets")
        await page.getByTestId("wallet-search").fill(MULTICHAIN_DEMO?.name ?? "")
        await page.getByTestId(`wallet-explorer:${MULTICHAIN_DEMO?.id ?? ""}`).click()
      } else await page.getByTestId("wallet-walletconnect").click()
      await page.getByTestId("wc-copy").and(page.locator(":enabled")).waitFor({ timeout: 15_000 })
      if (width < 600) await page.getByTestId("wc-open").waitFor()
      await audit(page, found, "ConnectingWalletConnect", width)
      await openView(page, "Connect")
      await page.getByTestId(EVM_WALLET).click()
      await answerDemoWallet(page, "approve", "eth_requestAccounts")
      await page.getByTestId("siwx-view").waitFor()
      await audit(page, found, "SIWXSignMessage", width)
      console.log(`axe at ${width} px, violations per view:\n  ${[...found].map(([v, list]) => `${v}: ${list.length}`).join("\n  ")}`)
      expect(summary(found)).toEqual([])
    })
  }
})
