// The data plane end to end (issue 9): the demo dapp's modal against the local data server, which answers
// from anvil. Tokens from the chain, a scripted token transfer in Activity under the current month, the
// minted NFTs, a profile name registered through the API, and the analytics sink's record.
import type { Locator, Page } from "playwright-core"
import { createWalletClient, http, parseUnits } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS, ANVIL_ACCOUNT_0_PRIVATE_KEY, ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { localChain, TEST_NFTS } from "../../dev/data-server/deploy.js"
import { displayTokenBalance } from "../../schemas/displayNumbers.js"
import { TEST_SPL } from "../../dev/data-server/solana.js"
import { scriptSolanaTransfer } from "../../dev/data-server/solanaScript.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { DEMO_SOLANA_WALLET_NAME } from "../../dev/solana-wallet/index.js"
import { dataServerSwitch, instantPreviewGone, useHarness } from "./harness.js"

// Its own stack: it registers a profile name for the demo account (every later file on a shared stack would show
// that name instead of the address: walkthrough.e2e.ts failed so) and counts the account's ERC-20 balances from
// the deployment (viem.e2e.ts moves wUSD from the same account).
const harness = useHarness({ stack: "own" })
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
const NAME = "demo-user.walletport.id"

const dialog = (page: Page): Locator => page.locator("[role=dialog]")

/** A script, not the UI: 2.5 wUSD from account 1 to the demo wallet's account. */
const sendTokenByScript = async (): Promise<`0x${string}`> => {
  const { stack } = harness()
  const sender = ANVIL_ACCOUNTS[1]
  const token = stack.data.fixtures.tokens[0]
  if (sender === undefined || token === undefined) throw new Error("fixtures")
  const wallet = createWalletClient({ chain: localChain(stack.rpcUrl, stack.chainId), transport: http(stack.rpcUrl), account: privateKeyToAccount(sender.privateKey) })
  return wallet.writeContract({ address: token.address, abi: stack.data.fixtures.contracts.TestToken.abi, functionName: "transfer", args: [ANVIL_ACCOUNT_0_ADDRESS, parseUnits("2.5", 6)] })
}

/** Registers the profile name through the data API, signed by the demo account (SPEC §4 message). */
const registerName = async (): Promise<void> => {
  const { data } = harness().stack
  // The avatar rides in the signed attributes (the modal itself signs empty ones); the data server serves it.
  const message = JSON.stringify({ name: NAME, attributes: { avatar: `${data.url}/icons/ME.svg` }, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await privateKeyToAccount(ANVIL_ACCOUNT_0_PRIVATE_KEY).signMessage({ message })
  const response = await fetch(`${data.apiUrl}/v1/profile/account?projectId=e2e`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ coin_type: 60, address: ANVIL_ACCOUNT_0_ADDRESS, message, signature })
  })
  expect(response.status).toBe(200)
}

describe("Account panel over the local data server (Chromium, anvil)", () => {
  let page: Page

  it("connects; the Account view shows the registered profile name and the ERC-20 balances from the chain", async () => {
    await registerName()
    await sendTokenByScript()
    page = await harness().newPage("/")
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByTestId("connect-button").click()
    await page.getByTestId("wallet-dev.walletport.demo").click()
    await page.getByTestId("demo-wallet-approve").click()
    await expect.poll(() => page.getByTestId("account-name").textContent()).toBe(NAME)
    const tokens = dialog(page).getByTestId("tokens")
    await tokens.waitFor()
    expect(await tokens.getByTestId("token-wUSD").textContent()).toContain(`${displayTokenBalance("1253")} wUSD`)
    expect(await tokens.getByTestId("token-wGLD").textContent()).toContain(`${displayTokenBalance("3.75")} wGLD`)
    await harness().screenshot(page, "data-tokens-360")
  })

  it("the connect button shows the registered name and avatar (loaded after connect), within a 360 px phone", async () => {
    await page.getByRole("button", { name: "Close" }).click()
    await dialog(page).waitFor({ state: "detached" })
    const button = page.getByTestId("connect-button")
    await expect.poll(() => button.getByTestId("connect-button-name").textContent()).toBe(NAME)
    await expect.poll(() =>
      button.getByTestId("connect-button-avatar").evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)
    ).toBe(true)
    // A long name is cut with an ellipsis: the button stays inside a 320–390 px phone and nothing spills out of it.
    for (const width of [390, 360, 320]) {
      await page.setViewportSize({ width, height: 740 })
      const fits = await button.evaluate((el) => ({ right: el.getBoundingClientRect().right, spill: el.scrollWidth - el.clientWidth }))
      expect(fits.right).toBeLessThanOrEqual(width)
      expect(fits.spill).toBeLessThanOrEqual(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await harness().screenshot(page, `data-button-name-${width}`)
    }
    await page.setViewportSize({ width: 360, height: 740 })
    await button.click()
    await dialog(page).waitFor()
  })

  it("Activity lists the scripted transfer first, under the current month", async () => {
    await page.getByTestId("tab-activity").click()
    const activity = dialog(page).getByTestId("activity")
    await activity.waitFor()
    const now = new Date()
    expect(await activity.getByTestId("activity-month").first().textContent()).toBe(`${MONTHS[now.getMonth()]} ${now.getFullYear()}`)
    const firstRow = activity.locator(".row").first()
    expect(await firstRow.textContent()).toContain(`+${displayTokenBalance("2.5")} wUSD`)
    expect(await firstRow.textContent()).toContain("Receive")
    await harness().screenshot(page, "data-activity-360")
  })

  it("NFTs shows the minted collection", async () => {
    await page.getByTestId("tab-nfts").click()
    const grid = dialog(page).getByTestId("nfts")
    await grid.waitFor()
    const names = await grid.getByTestId("nft").allTextContents()
    expect(names.sort()).toEqual(TEST_NFTS.filter((n) => n.to === 0).map((n) => n.title).sort())
    // Every preview decodes (the on-chain SVGs, served as data URIs).
    await expect.poll(() => grid.locator("img").evaluateAll((imgs) => imgs.map((i) => i instanceof HTMLImageElement && i.naturalWidth > 0))).toEqual([true, true, true])
    await harness().screenshot(page, "data-nfts-360")
    expect(harness().pageErrors(page)).toEqual([])
  })

  it("the analytics sink got MODAL_OPEN and CONNECT_SUCCESS, never MODAL_CREATED", async () => {
    const names = () =>
      harness().stack.data.events().map((e) => {
        const props: unknown = typeof e.body === "object" && e.body !== null ? Reflect.get(e.body, "props") : undefined
        return typeof props === "object" && props !== null ? String(Reflect.get(props, "event")) : ""
      })
    await expect.poll(names).toEqual(expect.arrayContaining(["MODAL_OPEN", "CONNECT_SUCCESS"]))
    expect(names()).not.toContain("MODAL_CREATED")
    expect(harness().stack.data.events()[0]?.query["projectId"]).toBe("walletport-demo")
  })
})

describe("Activity of a Solana account over the local data server (Chromium, Surfpool)", () => {
  it("a scripted SOL transfer to the demo Solana wallet appears first in Activity, under the current month", async () => {
    const { rpcUrl } = harness().stack.surfpool
    // A script, not the UI: 0.25 SOL and 3 wSPL from the multi-chain demo account to the Solana demo wallet.
    await scriptSolanaTransfer(rpcUrl, MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT.address, 3_000_000n, TEST_SPL.mint)
    await scriptSolanaTransfer(rpcUrl, MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT.address, 250_000_000n)
    const page = await harness().newPage("/")
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByTestId("connect-button").click()
    await page.getByTestId(`wallet-${DEMO_SOLANA_WALLET_NAME}`).click()
    await page.getByTestId("demo-wallet-approve").click()
    await dialog(page).getByTestId("tab-activity").click()
    const activity = dialog(page).getByTestId("activity")
    await activity.waitFor()
    const now = new Date()
    expect(await activity.getByTestId("activity-month").first().textContent()).toBe(`${MONTHS[now.getMonth()]} ${now.getFullYear()}`)
    const rows = activity.locator(".row")
    const first = await rows.nth(0).textContent()
    expect(first).toContain(`+${displayTokenBalance("0.25")} SOL`)
    expect(first).toContain("Receive")
    expect(first).toContain("confirmed")
    expect(await rows.nth(1).textContent()).toContain(`+${displayTokenBalance("3")} wSPL`)
    // Nothing sticks out of a phone's width.
    expect(await dialog(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    await harness().screenshot(page, "data-solana-activity-360")
    expect(harness().pageErrors(page)).toEqual([])
  })
})

describe("the origins allow-list on the first open (Chromium, local explorer)", () => {
  const switchOrigin = (listed: boolean): Promise<void> => dataServerSwitch(harness().stack, { originListed: listed })
  afterAll(() => switchOrigin(true))

  /** Opens and closes the modal `times` times; resolves to the page's console lines. */
  const openAndWatch = async (times: number) => {
    const page = await harness().newPage("/")
    const lines: Array<string> = []
    page.on("console", (message) => lines.push(message.text()))
    // This page's own origin checks (the data server's count would mix in checks of earlier tests' pages,
    // which fire a second after their first open).
    let originRequests = 0
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname.endsWith("/projects/v1/origins")) originRequests += 1
    })
    for (let i = 0; i < times; i++) {
      await page.getByTestId("connect-button").click()
      await dialog(page).waitFor()
      // An instant-open preview closed before the core is ready is an open the core never sees: wait for it.
      await instantPreviewGone(page)
      await page.keyboard.press("Escape")
      await dialog(page).waitFor({ state: "detached" })
    }
    return { page, lines, originRequests: () => originRequests }
  }

  it("the demo's origin is on the list: one check for the instance, no alert", async () => {
    const { page, lines, originRequests } = await openAndWatch(2)
    await expect.poll(originRequests).toBe(1)
    expect(lines.filter((l) => l.includes("walletport: alert "))).toEqual([])
    expect(harness().pageErrors(page)).toEqual([])
  })

  it("switched off the list: the Invalid App Configuration alert, once, however often the modal opens", async () => {
    await switchOrigin(false)
    const { lines, originRequests } = await openAndWatch(3)
    await expect.poll(() => lines.filter((l) => l.includes("walletport: alert invalidAppConfiguration")).length).toBe(1)
    expect(originRequests()).toBe(1)
  })
})
