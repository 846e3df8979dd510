// Swaps through the real modal (issue 25), offline, against the Uniswap V2 exchange the stack deploys on anvil:
// ETH → wUSD (no approve), wUSD → ETH (approve first), each balance checked on the chain; the quote follows the
// amount; a second click while the wallet asks does not ask twice; a price that moved past a tight slippage
// before the wallet signed ends in the node's revert. Own stack: it changes account 0's balances.
import type { Page } from "playwright-core"
import { createPublicClient, createWalletClient, http, parseAbi, parseEther, parseUnits } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS, ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { localChain } from "../../dev/data-server/deploy.js"
import { truncateAddress } from "../../schemas/format.js"
import { ROUTER_ABI } from "../../dev/exchange/artifacts.js"
import { seriousModalViolations } from "./axe.js"
import { answerDemoWallet, useHarness } from "./harness.js"

const harness = useHarness({ stack: "own" })
const ERC20 = parseAbi(["function balanceOf(address) view returns (uint256)"])
const chain = () => createPublicClient({ transport: http(harness().stack.rpcUrl) })
const wUSD = () => {
  const token = harness().stack.data.exchange.tokens.find((t) => t.symbol === "wUSD")
  if (token === undefined) throw new Error("no wUSD on the exchange")
  return token.address
}
const balances = async () => ({
  eth: await chain().getBalance({ address: ANVIL_ACCOUNT_0_ADDRESS }),
  usd: await chain().readContract({ address: wUSD(), abi: ERC20, functionName: "balanceOf", args: [ANVIL_ACCOUNT_0_ADDRESS] })
})
const transactionsOf = () => chain().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })

const label = (page: Page) => page.getByTestId("swap-submit").textContent()

/** Opens the demo at `width`, connects the demo wallet and opens Swap. */
const swapView = async (width: number): Promise<Page> => {
  const page = await harness().newPage("/")
  await page.setViewportSize({ width, height: 800 })
  await page.getByTestId("connect-button").click()
  await page.getByTestId("wallet-dev.walletport.demo").click()
  await answerDemoWallet(page, "approve", "eth_requestAccounts")
  await page.getByTestId("account-swap").click()
  await page.getByTestId("swap-sell-token").waitFor()
  await expect.poll(() => page.getByTestId("swap-sell-token").isEnabled()).toBe(true)
  return page
}

const pick = async (page: Page, side: "sell" | "buy", symbol: string) => {
  await page.getByTestId(`swap-${side}-token`).click()
  await page.getByTestId("swap-token-search").fill(symbol.slice(0, 3))
  await page.getByTestId(`swap-token-${symbol}`).click()
}

/** Types the amount and waits for the quote; returns the time from typing to the quote shown (reported, not asserted). */
const typeAndQuote = async (page: Page, amount: string): Promise<number> => {
  const typed = performance.now()
  await page.getByTestId("swap-amount").fill(amount)
  await page.getByTestId("swap-details").waitFor()
  return Math.round(performance.now() - typed)
}

describe("Swap (Chromium, the local exchange on anvil)", () => {
  it("ETH → wUSD: no approve, the quote shown is what the chain pays; one click even when clicked twice", async () => {
    const page = await swapView(360)
    await pick(page, "sell", "ETH")
    await pick(page, "buy", "wUSD")
    const ms = await typeAndQuote(page, "0.1")
    console.info(`swap: amount typed → quote shown in ${ms} ms`)
    expect(await label(page)).toBe("Swap")
    const quoted = parseUnits((await page.getByTestId("swap-receive").textContent()) ?? "0", 6)
    expect(await page.getByTestId("swap-minimum").textContent()).toMatch(/ wUSD$/)
    expect(await seriousModalViolations(page)).toEqual([])
    await harness().screenshot(page, "swap-quote-360")
    const before = await balances()
    const sent = await transactionsOf()
    await page.getByTestId("swap-submit").click()
    await page.getByTestId("demo-wallet-prompt").waitFor()
    // A second click while the wallet asks goes to the button itself (the prompt overlays the page).
    await page.getByTestId("swap-submit").dispatchEvent("click")
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await page.getByTestId("swap-done").waitFor()
    expect(await page.getByTestId("swap-done").getAttribute("data-outcome")).toBe("confirmed")
    // The transaction cut in the middle on one line at 360 px, the whole hash its accessible name.
    const hash = await page.getByTestId("swap-hash").getAttribute("aria-label")
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await page.getByTestId("swap-hash").textContent()).toBe(truncateAddress(hash ?? ""))
    expect(await page.getByTestId("swap-hash").evaluate((el) => el.getClientRects().length)).toBe(1)
    await harness().screenshot(page, "swap-done-360")
    const after = await balances()
    expect(await transactionsOf()).toBe(sent + 1)
    // Shown with 6 decimals: the same units wUSD has.
    expect(after.usd - before.usd).toBe(quoted)
    expect(before.eth - after.eth).toBeGreaterThan(parseEther("0.1"))
    expect(before.eth - after.eth).toBeLessThan(parseEther("0.101"))
  })

  it("wUSD → ETH at 1280 px: Approve (the exact amount) first, then Swap; balances on the chain", async () => {
    const page = await swapView(1280)
    await pick(page, "sell", "wUSD")
    await pick(page, "buy", "ETH")
    await typeAndQuote(page, "100")
    await expect.poll(() => label(page)).toBe("Approve")
    await harness().screenshot(page, "swap-approve-1280")
    await page.getByTestId("swap-submit").click()
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await expect.poll(() => label(page)).toBe("Swap")
    const allowance = await chain().readContract({
      address: wUSD(),
      abi: parseAbi(["function allowance(address,address) view returns (uint256)"]),
      functionName: "allowance",
      args: [ANVIL_ACCOUNT_0_ADDRESS, harness().stack.data.exchange.router]
    })
    expect(allowance).toBe(parseUnits("100", 6))
    const before = await balances()
    await page.getByTestId("swap-submit").click()
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await page.getByTestId("swap-done").waitFor()
    expect(await page.getByTestId("swap-done").getAttribute("data-outcome")).toBe("confirmed")
    const after = await balances()
    expect(before.usd - after.usd).toBe(parseUnits("100", 6))
    expect(after.eth).toBeGreaterThan(before.eth)
    expect(await seriousModalViolations(page)).toEqual([])
    await harness().screenshot(page, "swap-done-1280")
  })

  it("the quote follows the amount; a price moved past a tight slippage before signing ends in the node's revert", async () => {
    const page = await swapView(360)
    await pick(page, "sell", "ETH")
    await pick(page, "buy", "wUSD")
    await typeAndQuote(page, "0.2")
    const first = await page.getByTestId("swap-receive").textContent()
    await page.getByTestId("swap-amount").fill("0.3")
    await expect.poll(() => page.getByTestId("swap-receive").textContent()).not.toBe(first)
    await page.getByTestId("swap-settings").click()
    await page.getByTestId("swap-slippage-0.1").click()
    await expect.poll(() => page.getByTestId("swap-minimum").textContent()).toMatch(/0\.1% slippage|wUSD$/)
    await expect.poll(() => label(page)).toBe("Swap")
    const sent = await transactionsOf()
    await page.getByTestId("swap-submit").click()
    await page.getByTestId("demo-wallet-prompt").waitFor()
    // Someone else buys wUSD first (account 3): the price moves far past 0.1 %.
    const other = ANVIL_ACCOUNTS[3]
    if (other === undefined) throw new Error("account 3")
    const { rpcUrl, chainId, data } = harness().stack
    const wallet = createWalletClient({ chain: localChain(rpcUrl, chainId), transport: http(rpcUrl), account: privateKeyToAccount(other.privateKey) })
    const hash = await wallet.writeContract({
      address: data.exchange.router,
      abi: ROUTER_ABI,
      functionName: "swapExactETHForTokens",
      args: [0n, [data.exchange.weth, wUSD()], other.address, 2n ** 64n],
      value: parseEther("5")
    })
    await chain().waitForTransactionReceipt({ hash })
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await page.getByTestId("swap-error").waitFor()
    expect(await page.getByTestId("swap-error").textContent()).toMatch(/^Execution reverted/)
    await harness().screenshot(page, "swap-reverted-360")
    // At most one transaction of account 0 (a revert mined, or none when the wallet's own estimate refused it).
    expect(await transactionsOf()).toBeLessThanOrEqual(sent + 1)
  })
})
