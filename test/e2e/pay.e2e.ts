// pay() through the real modal (issue 25), offline, on the worker's shared stack (it moves 0.01 ETH of account 0's, as
// send.e2e.ts does, and checks deltas only: the payee's balance and account 0's nonce): the demo's host
// button (usePay) is refused while features.pay is off; with it on, the visitor connects first, the Pay view
// shows the payment, Pay sends 0.01 ETH once (pressed twice, the wallet is asked once) and the button gets the
// hash, which is on the chain; a refusal in the wallet rejects with UserRejectedRequest and moves nothing.
import type { Page } from "playwright-core"
import { createPublicClient, http, parseEther } from "viem"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { DEMO_PAYEE } from "../../dev/demo/PayDemo.js"
import { truncateAddress } from "../../schemas/format.js"
import { seriousModalViolations } from "./axe.js"
import { answerDemoWallet, pageIdle, useHarness } from "./harness.js"

const harness = useHarness()
const evm = () => createPublicClient({ transport: http(harness().stack.rpcUrl) })
const isHash = (value: string): value is `0x${string}` => /^0x[0-9a-f]{64}$/.test(value)
const status = (page: Page) => page.getByTestId("pay-status").textContent()

describe("pay() (Chromium, anvil, the demo's host button)", () => {
  it("features.pay is off by default: the host gets FeatureDisabled and no modal opens", async () => {
    const page = await harness().newPage("/")
    await page.getByTestId("pay-button").click()
    await expect.poll(() => status(page)).toBe("failed: FeatureDisabled: The pay feature is not enabled")
    await pageIdle(page)
    expect(await page.getByTestId("pay-confirm").count()).toBe(0)
  })

  let page: Page
  it("connect first, then Pay pressed twice asks the wallet once; the host button gets the hash of the one transfer", async () => {
    page = await harness().newPage("/?pay=1")
    await page.setViewportSize({ width: 360, height: 740 })
    const payeeBefore = await evm().getBalance({ address: DEMO_PAYEE })
    await page.getByTestId("pay-button").click()
    await page.getByTestId("wallet-dev.walletport.demo").click()
    await answerDemoWallet(page, "approve", "eth_requestAccounts")
    await page.getByTestId("pay-confirm").waitFor()
    expect(await page.getByTestId("pay-amount").textContent()).toBe("0.01 ETH")
    expect(await page.getByTestId("pay-to").textContent()).toBe(DEMO_PAYEE)
    expect(await seriousModalViolations(page)).toEqual([])
    await harness().screenshot(page, "pay-review-360")
    const nonce = await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })
    // Two presses before the view can re-render: the Send flow makes one wallet request.
    await page.getByTestId("pay-confirm").evaluate((button) => {
      if (!(button instanceof HTMLElement)) return
      button.click()
      button.click()
    })
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await expect.poll(() => status(page)).toMatch(/^paid 0x[0-9a-f]{64}$/)
    const hash = ((await status(page)) ?? "").slice("paid ".length)
    if (!isHash(hash)) throw new Error(`not a hash: ${hash}`)
    const receipt = await evm().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe("success")
    expect(await evm().getBalance({ address: DEMO_PAYEE }) - payeeBefore).toBe(parseEther("0.01"))
    expect(await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })).toBe(nonce + 1)
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    await page.getByTestId("pay-hash").waitFor()
    // Cut in the middle on one line at 360 px; the whole hash is its accessible name.
    expect(await page.getByTestId("pay-hash").getAttribute("aria-label")).toBe(hash)
    expect(await page.getByTestId("pay-hash").textContent()).toBe(truncateAddress(hash))
    expect(await page.getByTestId("pay-hash").evaluate((el) => el.getClientRects().length)).toBe(1)
    await harness().screenshot(page, "pay-sent-360")
    await page.getByTestId("pay-done").click()
  })

  it("refused in the wallet: the host gets UserRejectedRequest; the view says so; nothing moves", async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const nonce = await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })
    await page.getByTestId("pay-button").click()
    await page.getByTestId("pay-confirm").click()
    await answerDemoWallet(page, "reject", "eth_sendTransaction")
    await expect.poll(() => status(page)).toBe("failed: UserRejectedRequest: User rejected the request.")
    // The host gets the catalogue error; the visitor reads the modal's own wording of it.
    expect(await page.getByTestId("pay-error").textContent()).toBe("You rejected the request in your wallet.")
    // One call, one attempt: the view offers only Close.
    expect(await page.getByTestId("pay-confirm").count()).toBe(0)
    await harness().screenshot(page, "pay-rejected-1280")
    expect(await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })).toBe(nonce)
    await page.getByTestId("pay-cancel").click()
  })
})
