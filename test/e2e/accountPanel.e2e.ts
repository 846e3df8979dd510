// The Account panel as a visitor reads it (issue 23): numbers like a wallet (grouped for the browser's locale,
// floored), Activity rows with icons, names instead of addresses, "Minted" instead of the zero address and full
// dates, token icons that fit their circle, and no failed image request or console error on the way.
import type { Locator, Page } from "playwright-core"
import { createWalletClient, formatEther, http, parseEther } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS, ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { localChain, localPublicClient } from "../../dev/data-server/deploy.js"
import { displayBalance, displayTokenBalance } from "../../schemas/displayNumbers.js"
import { registerNameByScript } from "../fixtures/registerName.js"
import { modalViolations } from "./axe.js"
import { useHarness } from "./harness.js"

// Its own stack: account 5 gets a name and sends account 0 ether (files on a shared stack read account 0's activity).
const harness = useHarness({ stack: "own" })
const SENDER = ANVIL_ACCOUNTS[5]
const NAME = "friend-five.walletport.id"

const dialog = (page: Page): Locator => page.locator("[role=dialog]")

/** A script, not the UI: 1.5 ETH from account 5 (named NAME) to the demo wallet's account. */
const receiveFromNamedSender = async (): Promise<void> => {
  const { stack } = harness()
  if (SENDER === undefined) throw new Error("fixtures")
  expect((await registerNameByScript(stack.data.apiUrl, SENDER, NAME)).status).toBe(200)
  const wallet = createWalletClient({ chain: localChain(stack.rpcUrl, stack.chainId), transport: http(stack.rpcUrl), account: privateKeyToAccount(SENDER.privateKey) })
  const hash = await wallet.sendTransaction({ to: ANVIL_ACCOUNT_0_ADDRESS, value: parseEther("1.5") })
  await localPublicClient(stack.rpcUrl, stack.chainId).waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

/** Every image request of the page that failed or answered an error. */
const watchImages = (page: Page): (() => ReadonlyArray<string>) => {
  const failed: Array<string> = []
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "image") failed.push(`${request.url()} ${request.failure()?.errorText ?? ""}`)
  })
  page.on("response", (response) => {
    if (response.request().resourceType() === "image" && response.status() >= 400) failed.push(`${response.url()} ${response.status()}`)
  })
  return () => failed
}

/** Whether any generated icon's mark or row text spills out of its box. */
const overflowing = (root: Locator): Promise<ReadonlyArray<string>> =>
  root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>("[data-testid=generated-token-icon], .row-end, .row")]
      .filter((node) => node.scrollWidth > node.clientWidth + 1)
      .map((node) => node.outerHTML.slice(0, 120))
  )

const connect = async (page: Page): Promise<void> => {
  await page.getByTestId("connect-button").click()
  await page.getByTestId("wallet-dev.walletport.demo").click()
  await page.getByTestId("demo-wallet-approve").click()
  await dialog(page).getByTestId("tokens").waitFor()
}

describe("the Account panel, numbers and Activity (Chromium, anvil)", () => {
  beforeAll(receiveFromNamedSender)

  for (const width of [390, 1280]) {
    it(`at ${width} px: the balance and the Tokens tab are grouped and floored for the browser's locale; Activity names, Minted, icons, dates`, async () => {
      const page = await harness().newPage("/")
      await page.setViewportSize({ width, height: 800 })
      const failedImages = watchImages(page)
      const locale = await page.evaluate(() => navigator.language)
      await connect(page)

      // The balance: the chain's, floored to 3 decimals, grouped ("10,001.499 ETH" rather than "10001.499 ETH").
      const wei = await localPublicClient(harness().stack.rpcUrl, harness().stack.chainId).getBalance({ address: ANVIL_ACCOUNT_0_ADDRESS })
      const balance = displayBalance(formatEther(wei), "ETH", { locale })
      expect(balance).toMatch(/^\d{1,3}(,\d{3})+\.\d{3} ETH$/)
      await expect.poll(() => dialog(page).getByTestId("account-balance").textContent()).toBe(balance)

      // Tokens: quantities floored to 2 decimals and grouped, values in dollars, every icon inside its circle.
      const tokens = dialog(page).getByTestId("tokens")
      await expect.poll(() => tokens.getByTestId("token-wUSD").getByTestId("token-quantity").textContent()).toBe(`${displayTokenBalance("1250.5", { locale })} wUSD`)
      expect(await tokens.getByTestId("token-wUSD").getByTestId("token-quantity").textContent()).toBe("1,250.50 wUSD")
      expect(await tokens.getByTestId("token-wUSD").getByTestId("token-value").textContent()).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
      await expect.poll(() => tokens.locator("img").evaluateAll((imgs) => imgs.every((i) => i instanceof HTMLImageElement && i.complete && i.naturalWidth > 0))).toBe(true)
      expect(await overflowing(tokens)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await harness().screenshot(page, `account-panel-tokens-${width}`)

      // Activity: the named sender's ether first, by name; the fixtures' mints say "Minted"; each row an icon and a full date.
      await dialog(page).getByTestId("tab-activity").click()
      const activity = dialog(page).getByTestId("activity")
      await activity.waitFor()
      const first = activity.getByTestId("activity-tx").first()
      await expect.poll(() => first.getByTestId("activity-party").textContent()).toBe(`From ${NAME}`)
      expect(await first.getByTestId("activity-amount").textContent()).toBe(`+${displayTokenBalance("1.5", { locale })} ETH`)
      const minedAt = await first.getByTestId("activity-date").textContent()
      expect(minedAt).toMatch(/\d{4}/)
      expect(minedAt).toMatch(/\d{1,2}:\d{2}/)
      expect(await activity.textContent()).not.toContain("0x0000…0000")
      await expect.poll(() => activity.locator(".row img, .row [data-testid=generated-token-icon]").count()).toBeGreaterThan(0)
      await expect.poll(async () => (await activity.getByTestId("activity-tx").count()) === (await activity.locator(".row img, .row [data-testid=generated-token-icon]").count())).toBe(true)
      await harness().screenshot(page, `account-panel-activity-${width}`)
      // The mints of the deployment are the oldest rows: at the end of the list.
      await activity.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      await expect.poll(() => activity.getByTestId("activity-party").allTextContents()).toContain("Minted")
      expect(await activity.textContent()).not.toContain("0x0000…0000")
      expect(await overflowing(activity)).toEqual([])
      expect((await modalViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([])
      await harness().screenshot(page, `account-panel-activity-minted-${width}`)

      expect(failedImages()).toEqual([])
      expect(harness().pageErrors(page)).toEqual([])
    })
  }

  it("a token icon that fails to load gives way to a generated one, inside its circle", async () => {
    const page = await harness().newPage("/")
    await page.setViewportSize({ width: 360, height: 740 })
    // The wGLD icon answers 404 (as a CDN missing a logo would).
    await page.route("**/icons/wGLD.svg", (route) => route.fulfill({ status: 404, body: "" }))
    await connect(page)
    const row = dialog(page).getByTestId("tokens").getByTestId("token-wGLD")
    await expect.poll(() => row.getByTestId("generated-token-icon").textContent()).toBe("wGLD")
    expect(await row.locator("img").count()).toBe(0)
    expect(await overflowing(row)).toEqual([])
    await harness().screenshot(page, "account-panel-generated-icon-360")
  })
})
