// Send and Receive through the real modal (issue 10), offline, on a 360 px phone: the demo EVM wallet sends
// 0.5 ETH and 10 tokens of an ERC-20 deployed here, the Solana demo wallet 0.1 SOL and an SPL token on Surfpool;
// balances are read from the chains. A rejection shows the catalogue message and sends nothing; an invalid
// address and an amount above the balance show their labels; Receive's QR decodes (jsQR, on a screenshot).
// Fiat values come from the local data server's price table; a name registered there is sent to; a send shows
// in Activity at once as pending, then as the indexed row (once); an account with code is a smart account.
// The demo wallet picks its own nonce (as MetaMask does): Cancel then Confirm again asks it once and lands one
// transfer (counted on the chain); a late approval after Cancel is adopted; a transfer cancelled in the wallet
// (its nonce mined under another hash) ends "cancelled" and leaves Activity.
import { address, createSolanaRpc } from "@solana/kit"
import type { Page } from "playwright-core"
import { createPublicClient, createWalletClient, http } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS, ANVIL_ACCOUNT_0_PRIVATE_KEY, ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { LOCAL_EXPLORER_PATH } from "../../dev/data-server/explorerPath.js"
import { SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { DEMO_SOLANA_WALLET_NAME } from "../../dev/solana-wallet/index.js"
import { displayBalance, displayTokenBalance } from "../../schemas/displayNumbers.js"
import { truncateAddress } from "../../schemas/format.js"
import { registerNameByScript } from "../fixtures/registerName.js"
import { deployTestToken, testTokenBalance } from "../fixtures/testToken.js"
import { answerDemoWallet, useHarness } from "./harness.js"
import { modalViolations } from "./axe.js"
import { decodeQrScreenshot } from "./qrDecode.js"

const harness = useHarness()
const RECIPIENT = ANVIL_ACCOUNTS[1]?.address ?? "0x"
const SOL_RECIPIENT = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"
const MINT = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU"
const ETHER = 10n ** 18n

const isHash = (value: string): value is `0x${string}` => /^0x[0-9a-f]{64}$/.test(value)
const evm = () => createPublicClient({ transport: http(harness().stack.rpcUrl) })
const solanaRpc = () => createSolanaRpc(harness().stack.surfpool.rpcUrl)


const label = (page: Page) => page.getByTestId("send-submit").textContent()
/** The transaction hash the Send view shows (cut in the middle on screen; whole in its title and data-value). */
const shownHash = (page: Page) => page.getByTestId("send-hash").getAttribute("data-value")
/** The Account view's Tokens tab row of `symbol`. */
const tokenRow = (page: Page, symbol: string) => page.locator("[role=dialog]").getByTestId("tokens").getByTestId(`token-${symbol}`).textContent()
/** The text of the element that has focus, through the modal's shadow root. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el?.textContent?.trim() ?? ""
  })
/** The shell's live region, without the zero-width space that makes a repeat heard again. */
const announced = (page: Page) =>
  page.locator("[role=dialog]").getByTestId("announcer").textContent().then((t) => (t ?? "").replace(/\u200b/g, ""))
/** Shows the modal in `mode` (the shell switches live on its root's attribute, as themeMode does). */
const setTheme = (page: Page, mode: "dark" | "light") =>
  page.locator("[data-walletport]").first().evaluate((host, m) => host.shadowRoot?.querySelector(".root")?.setAttribute("data-wp-theme", m), mode)
/** A recipient no other test sends tokens to (anvil account 3). */
const TOKEN_RECIPIENT = ANVIL_ACCOUNTS[3]?.address ?? "0x"
/**
 * A click in the dapp while the demo wallet's prompt is open. A real wallet asks in its own window and the page
 * stays usable; the demo wallet's prompt overlays the page, so the click goes to the button itself.
 */
const clickUnderPrompt = (page: Page, testId: string) => page.getByTestId(testId).dispatchEvent("click")

/** The Send view's step (null on the form and the review). */
const step = async (page: Page): Promise<string | null> =>
  (await page.getByTestId("send-step").count()) === 0 ? null : page.getByTestId("send-step").getAttribute("data-step")

/** A dev-only anvil method (automine, mining, code) straight to the chain. */
const anvil = async (method: string, params: ReadonlyArray<unknown> = []): Promise<void> => {
  const response = await fetch(harness().stack.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params })
  })
  const body: unknown = await response.json()
  if (typeof body === "object" && body !== null && "error" in body) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
}

/**
 * Resolves once the page has read `hash` from the node as a known transaction (eth_getTransactionByHash answered
 * with its nonce): from then on its watch can match a replacement of that nonce. Watches the page's RPC answers
 * from now on, so call it before the transaction is sent.
 */
const pageSawTransaction = (page: Page): ((hash: string) => Promise<void>) => {
  const answers: Array<string> = []
  page.on("response", (response) => {
    if (!(response.request().postData() ?? "").includes("eth_getTransactionByHash")) return
    response.text().then((text) => answers.push(text), () => {})
  })
  return (hash) => expect.poll(() => answers.some((text) => text.includes(hash) && text.includes('"nonce"'))).toBe(true)
}


/** Registers `name` for anvil account 1 through the data API, signed by that account (SPEC §4 message). */
const registerName = async (name: string): Promise<void> => {
  const owner = ANVIL_ACCOUNTS[1]
  if (owner === undefined) throw new Error("fixtures")
  expect((await registerNameByScript(harness().stack.data.apiUrl, owner, name)).status).toBe(200)
}

/** Opens the demo on a phone and connects `walletTestId` through the modal. */
const connected = async (path: string, walletTestId: string, method: string): Promise<Page> => {
  const page = await harness().newPage(path)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.getByTestId("connect-button").click()
  await page.getByTestId(walletTestId).click()
  await answerDemoWallet(page, "approve", method)
  await page.getByTestId("account-address").waitFor()
  return page
}

/** From the Account view: Send, pick `symbol`, type amount and recipient, wait for the ready label. */
const fillSend = async (page: Page, symbol: string, amount: string, to: string) => {
  await page.getByTestId("account-send").click()
  await page.getByTestId(`send-token-${symbol}`).click()
  await page.getByTestId("send-amount").fill(amount)
  await page.getByTestId("send-recipient").fill(to)
  await expect.poll(() => label(page)).toBe("Review Send")
}

/** Review → wallet → confirmed; returns the hash shown. */
const confirmSend = async (page: Page, method: string, shot: string): Promise<string> => {
  await page.getByTestId("send-submit").click()
  await page.getByTestId("send-confirm").waitFor()
  await harness().screenshot(page, `${shot}-review-360`)
  await page.getByTestId("send-confirm").click()
  await answerDemoWallet(page, "approve", method)
  await expect.poll(() => page.getByTestId("send-step").getAttribute("data-step")).toBe("confirmed")
  await harness().screenshot(page, `${shot}-confirmed-360`)
  const hash = (await shownHash(page)) ?? ""
  await page.getByTestId("send-done").click()
  await page.getByTestId("account-address").waitFor()
  return hash
}

/** No part of the modal card sticks out of a 360 px viewport. */
const fitsPhone = async (page: Page) => {
  // Measured once the view's entry animation (a small slide) has finished.
  // Time-based ones only: a scroll-driven animation (the list's scroll cue) never finishes.
  await page.waitForFunction(() => (document.querySelector("[data-walletport]")?.shadowRoot?.getAnimations() ?? []).every((a) => !(a.timeline instanceof DocumentTimeline)))
  const overflow = await page.evaluate(() => {
    const host = document.querySelector("[data-walletport]") ?? document.body
    const root = host.shadowRoot ?? document
    const card = root.querySelector(".card")
    const wide = [...root.querySelectorAll(".card *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
    return { card: card?.getBoundingClientRect().right ?? 0, wide: wide.map((el) => `${el.tagName}.${el.getAttribute("class") ?? ""}`) }
  })
  expect(overflow.card).toBeLessThanOrEqual(360)
  expect(overflow.wide).toEqual([])
}

describe("Send and Receive (Chromium, anvil + Surfpool)", () => {
  let page: Page
  let token: `0x${string}` = "0x"

  it("EVM: the labels lead the user; an invalid address and an amount above the balance say so", async () => {
    const { rpcUrl, chainId } = harness().stack
    token = await deployTestToken({
      rpcUrl,
      chainId,
      deployerKey: ANVIL_ACCOUNT_0_PRIVATE_KEY,
      name: "Walletport Test Dollar",
      symbol: "WTD",
      decimals: 6,
      supply: 1_000_000_000n
    })
    page = await connected(`/?token=${token}`, "wallet-dev.walletport.demo", "eth_requestAccounts")
    await page.getByTestId("account-send").click()
    await page.getByTestId("send-token-WTD").waitFor()
    // The native coin is preselected.
    await expect.poll(() => label(page)).toBe("Add Amount")
    expect(await page.getByTestId("send-token-ETH").getAttribute("aria-current")).toBe("true")
    await page.getByTestId("send-amount").fill("0.5")
    expect(await label(page)).toBe("Add Address")
    // The amount's value in USD from the data plane's price, following what is typed.
    expect(await page.getByTestId("send-fiat").textContent()).toBe("$1,560.27") // 0.5 ETH at the data server's $3,120.55, floored to the cent and grouped as the account panel writes money
    await page.getByTestId("send-amount").fill("2")
    expect(await page.getByTestId("send-fiat").textContent()).toBe("$6,241.10") // 2 ETH at $3,120.55
    await page.getByTestId("send-amount").fill("0.5")
    // A name nobody registered: "Invalid Address" once the lookup answers.
    await page.getByTestId("send-recipient").fill("nobody.walletport.id")
    await expect.poll(() => label(page)).toBe("Invalid Address")
    expect(await page.getByTestId("send-recipient-hint").textContent()).toBe("No address is registered for this name")
    await page.getByTestId("send-recipient").fill("0x1234")
    expect(await label(page)).toBe("Invalid Address")
    await page.getByTestId("send-recipient").fill(RECIPIENT)
    await page.getByTestId("send-amount").fill("1000000")
    expect(await label(page)).toBe("Insufficient funds")
    expect(await page.getByTestId("send-submit").isDisabled()).toBe(true)
    await harness().screenshot(page, "send-evm-insufficient-360")
    await fitsPhone(page)
    await page.getByRole("button", { name: "Back" }).click()
  })

  it("EVM: sends 0.5 ETH; the recipient gets exactly 0.5, the sender pays 0.5 plus at most the shown fee", async () => {
    const [toBefore, fromBefore] = await Promise.all([evm().getBalance({ address: RECIPIENT }), evm().getBalance({ address: ANVIL_ACCOUNT_0_ADDRESS })])
    await fillSend(page, "ETH", "0.5", RECIPIENT)
    await page.getByTestId("send-submit").click()
    expect(await page.getByTestId("send-review-amount").textContent()).toBe("0.5 ETH")
    expect(await page.getByTestId("send-review-amount-fiat").textContent()).toBe("$1,560.27") // 0.5 ETH at the data server's $3,120.55, floored to the cent and grouped as the account panel writes money
    expect(await page.getByTestId("send-review-fee-fiat").textContent()).toMatch(/^(<)?\$[\d,]+\.\d{2}$/)
    expect(await page.getByTestId("send-review-to").textContent()).toBe(RECIPIENT)
    const feeText = (await page.getByTestId("send-review-fee").textContent()) ?? ""
    expect(await page.getByTestId("send-total").textContent()).toMatch(/^0\.5\d* ETH$/)
    await page.getByTestId("send-edit").click()
    const hash = await confirmSend(page, "eth_sendTransaction", "send-evm-eth")
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const [toAfter, fromAfter] = await Promise.all([evm().getBalance({ address: RECIPIENT }), evm().getBalance({ address: ANVIL_ACCOUNT_0_ADDRESS })])
    expect(toAfter - toBefore).toBe(ETHER / 2n)
    const paid = fromBefore - fromAfter
    const maxFee = BigInt(Math.ceil(Number(feeText.replace(" ETH", "")) * 1e18))
    expect(paid > ETHER / 2n && paid <= ETHER / 2n + maxFee).toBe(true)
    if (!isHash(hash)) throw new Error(`not a hash: ${hash}`)
    expect((await evm().getTransactionReceipt({ hash })).status).toBe("success")
    // Back on the Account view, without a reload: the balance and the Tokens tab show the chain's new figures.
    await expect.poll(() => page.getByTestId("account-balance").textContent()).toBe(displayBalance(fromAfter, "ETH"))
    await expect.poll(() => tokenRow(page, "ETH")).toContain(`${displayTokenBalance(fromAfter)} ETH`)
    await harness().screenshot(page, "send-evm-eth-account-after-360")
  })

  it("EVM: sends 10 ERC-20 tokens; both token balances change on the chain", async () => {
    const before = await testTokenBalance(harness().stack.rpcUrl, token, ANVIL_ACCOUNT_0_ADDRESS)
    await fillSend(page, "WTD", "10", RECIPIENT)
    await page.getByTestId("send-submit").click()
    expect(await page.getByTestId("send-total").textContent()).toMatch(/^10 WTD \+ 0\.\d+ ETH$/)
    // The data server has no price for this token: no fiat value rather than "$0.00".
    expect(await page.getByTestId("send-review-amount-fiat").count()).toBe(0)
    await page.getByTestId("send-edit").click()
    await confirmSend(page, "eth_sendTransaction", "send-evm-token")
    expect(await testTokenBalance(harness().stack.rpcUrl, token, RECIPIENT)).toBe(10_000_000n)
    expect(await testTokenBalance(harness().stack.rpcUrl, token, ANVIL_ACCOUNT_0_ADDRESS)).toBe(before - 10_000_000n)
  })

  it("EVM: the Tokens tab's dev token is listed in Send with its balance and sent; the recipient gets exactly that amount, the tab shows the rest", async () => {
    const wusd = harness().stack.data.fixtures.tokens.find((t) => t.symbol === "wUSD")
    if (wusd === undefined) throw new Error("no wUSD fixture")
    const { rpcUrl } = harness().stack
    const [held, toBefore] = await Promise.all([testTokenBalance(rpcUrl, wusd.address, ANVIL_ACCOUNT_0_ADDRESS), testTokenBalance(rpcUrl, wusd.address, TOKEN_RECIPIENT)])
    await expect.poll(() => tokenRow(page, "wUSD")).toContain(`${displayTokenBalance(held, { decimals: 6 })} wUSD`)
    await page.getByTestId("account-send").click()
    // The same token the Tokens tab lists, with its balance from the chain.
    await expect.poll(() => page.getByTestId("send-token-wUSD").textContent()).toContain(`${displayTokenBalance(held, { decimals: 6 })} wUSD`)
    // Named as the Tokens tab names it.
    await expect.poll(() => page.getByTestId("send-token-wUSD").textContent()).toContain(wusd.name)
    await page.setViewportSize({ width: 1280, height: 800 })
    await harness().screenshot(page, "send-evm-dev-token-picker-1280")
    await page.setViewportSize({ width: 360, height: 740 })
    await harness().screenshot(page, "send-evm-dev-token-picker-360")
    await fitsPhone(page)
    await page.getByRole("button", { name: "Back" }).click()
    await fillSend(page, "wUSD", "1.25", TOKEN_RECIPIENT)
    await confirmSend(page, "eth_sendTransaction", "send-evm-dev-token")
    const [left, toAfter] = await Promise.all([testTokenBalance(rpcUrl, wusd.address, ANVIL_ACCOUNT_0_ADDRESS), testTokenBalance(rpcUrl, wusd.address, TOKEN_RECIPIENT)])
    expect(toAfter - toBefore).toBe(1_250_000n)
    expect(held - left).toBe(1_250_000n)
    await expect.poll(() => tokenRow(page, "wUSD")).toContain(`${displayTokenBalance(left, { decimals: 6 })} wUSD`)
  })

  it("Sent: the amount, the recipient cut in the middle (whole in its title), the hash with Copy; focus on \"Sent\", announced; axe-clean", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    const to = ANVIL_ACCOUNTS[4]?.address ?? "0x"
    await fillSend(page, "ETH", "0.02", to)
    await page.getByTestId("send-submit").click()
    await page.getByTestId("send-confirm").click()
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await expect.poll(() => step(page)).toBe("confirmed")
    await expect.poll(() => focusedText(page)).toBe("Sent")
    await expect.poll(() => announced(page)).toBe("Sent")
    expect(await page.getByTestId("send-sent-amount").textContent()).toBe("0.02 ETH")
    const address = page.getByTestId("send-sent-address")
    expect(await address.textContent()).toBe(truncateAddress(to))
    expect(await address.getAttribute("title")).toBe(to)
    expect(await address.getAttribute("aria-label")).toBe(to)
    const hash = (await shownHash(page)) ?? ""
    expect(await page.getByTestId("send-hash").textContent()).toBe(truncateAddress(hash))
    // The network's explorer (offline: the data server's, which anvil names in the demo) shows the transaction.
    const explorerUrl = `${harness().stack.data.apiUrl}${LOCAL_EXPLORER_PATH}/tx/${hash}`
    expect(await page.getByTestId("send-explorer").getAttribute("href")).toBe(explorerUrl)
    const explorer = await fetch(explorerUrl)
    expect(explorer.status).toBe(200)
    expect(await explorer.text()).toContain("Transaction Success")
    await page.getByTestId("send-copy-hash").click()
    await expect.poll(() => page.getByTestId("send-copy-hash").textContent()).toContain("Copied")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash)
    await expect.poll(() => announced(page)).toBe("Transaction hash copied")
    for (const [width, height] of [[360, 740], [390, 800], [1280, 800]] as const) {
      await page.setViewportSize({ width, height })
      // The address and the hash each on one line: never wrapped mid-string.
      expect(await address.evaluate((el) => el.getClientRects().length)).toBe(1)
      expect(await page.getByTestId("send-hash").evaluate((el) => el.getClientRects().length)).toBe(1)
      await harness().screenshot(page, `send-sent-${width}`)
    }
    for (const mode of ["light", "dark"] as const) {
      await setTheme(page, mode)
      expect(await modalViolations(page)).toEqual([])
    }
    await page.setViewportSize({ width: 360, height: 740 })
    await fitsPhone(page)
    await page.getByTestId("send-done").click()
    await page.getByTestId("account-address").waitFor()
  })

  it("EVM: a rejection in the wallet shows the catalogue message and sends nothing; Try again works", async () => {
    const nonce = await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })
    await fillSend(page, "ETH", "0.1", RECIPIENT)
    await page.getByTestId("send-submit").click()
    await page.getByTestId("send-confirm").click()
    await answerDemoWallet(page, "reject", "eth_sendTransaction")
    await expect.poll(() => page.getByTestId("send-error").textContent()).toBe("You rejected the request in your wallet.")
    expect(await page.getByTestId("send-confirm").textContent()).toBe("Try again")
    await harness().screenshot(page, "send-evm-rejected-360")
    expect(await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })).toBe(nonce)
    await page.getByTestId("send-confirm").click()
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await expect.poll(() => page.getByTestId("send-step").getAttribute("data-step")).toBe("confirmed")
    // The retry was the same transaction: exactly one more on the chain.
    expect(await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })).toBe(nonce + 1)
    await page.getByTestId("send-done").click()
  })

  it("EVM: Cancel while the wallet asks, then Confirm again: the wallet (which picks its own nonce) is asked once, one transfer lands", async () => {
    const nonce = await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })
    await fillSend(page, "ETH", "0.01", RECIPIENT)
    await page.getByTestId("send-submit").click()
    await page.getByTestId("send-confirm").click()
    const prompt = page.getByTestId("demo-wallet-prompt")
    await prompt.waitFor({ state: "visible" })
    await clickUnderPrompt(page, "send-cancel")
    await clickUnderPrompt(page, "send-confirm")
    await expect.poll(() => step(page)).toBe("signing")
    const waiting = await page.evaluate(() => window.__demoWallet?.pendingRequests() ?? [])
    // Approve everything the wallet holds, so the chain tells how many transfers the two clicks made.
    await page.evaluate(() => {
      window.__demoWallet?.setAutoApprove("approve")
      window.__demoWallet?.setAutoApprove("ask")
    })
    await expect.poll(() => step(page)).toBe("confirmed")
    const hash = (await shownHash(page)) ?? ""
    if (!isHash(hash)) throw new Error(`not a hash: ${hash}`)
    await evm().waitForTransactionReceipt({ hash })
    expect(await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS, blockTag: "pending" })).toBe(nonce + 1)
    expect(waiting).toEqual(["eth_sendTransaction"])
    expect((await evm().getTransaction({ hash })).nonce).toBe(nonce)
    expect(await prompt.count()).toBe(0)
    await page.getByTestId("send-done").click()
  })

  it("EVM: Cancel, then the wallet approves late: the transfer it made is adopted as the send's result", async () => {
    const nonce = await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })
    await fillSend(page, "ETH", "0.01", RECIPIENT)
    await page.getByTestId("send-submit").click()
    await page.getByTestId("send-confirm").click()
    await page.getByTestId("demo-wallet-prompt").waitFor({ state: "visible" })
    await clickUnderPrompt(page, "send-cancel")
    await expect.poll(() => step(page)).toBe(null)
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await expect.poll(() => step(page)).toBe("confirmed")
    const hash = (await shownHash(page)) ?? ""
    if (!isHash(hash)) throw new Error(`not a hash: ${hash}`)
    expect((await evm().getTransaction({ hash })).nonce).toBe(nonce)
    expect(await evm().getTransactionCount({ address: ANVIL_ACCOUNT_0_ADDRESS })).toBe(nonce + 1)
    await page.getByTestId("send-done").click()
  })

  it("EVM: sends 0.1 ETH to a name registered on the data server; the resolved address shows and receives it", async () => {
    const name = "sendee.walletport.id"
    await registerName(name)
    const before = await evm().getBalance({ address: RECIPIENT })
    await fillSend(page, "ETH", "0.1", name)
    expect(await page.getByTestId("send-recipient-hint").textContent()).toBe(RECIPIENT)
    await harness().screenshot(page, "send-evm-name-form-360")
    await fitsPhone(page)
    await page.getByTestId("send-submit").click()
    expect(await page.getByTestId("send-review-to").textContent()).toBe(`${name} (${RECIPIENT})`)
    await page.getByTestId("send-edit").click()
    await confirmSend(page, "eth_sendTransaction", "send-evm-name")
    expect(await evm().getBalance({ address: RECIPIENT }) - before).toBe(ETHER / 10n)
  })

  it("Activity: a send shows at once as pending on top, then as the indexed confirmed row, once", async () => {
    const to = ANVIL_ACCOUNTS[2]?.address ?? "0x"
    // Blocks wait for us: the transaction stays pending until it is mined by hand.
    await anvil("evm_setAutomine", [false])
    try {
      await fillSend(page, "ETH", "0.2", to)
      await page.getByTestId("send-submit").click()
      await page.getByTestId("send-confirm").click()
      await answerDemoWallet(page, "approve", "eth_sendTransaction")
      await expect.poll(() => page.getByTestId("send-step").getAttribute("data-step")).toBe("pending")
      const hash = (await shownHash(page)) ?? ""
      await page.getByRole("button", { name: "Back" }).click()
      await page.getByTestId("tab-activity").click()
      const rows = page.getByTestId("activity-tx")
      await rows.first().waitFor()
      expect(await rows.first().getAttribute("data-hash")).toBe(hash)
      expect(await rows.first().locator("[data-status]").textContent()).toBe("pending")
      await harness().screenshot(page, "send-activity-pending-360")
      await fitsPhone(page)
      await anvil("evm_mine")
      const row = page.locator(`[data-testid=activity-tx][data-hash="${hash}"]`)
      await expect.poll(() => row.locator("[data-status]").textContent()).toBe("confirmed")
      expect(await row.count()).toBe(1)
      expect(await rows.first().getAttribute("data-hash")).toBe(hash)
      await harness().screenshot(page, "send-activity-confirmed-360")
    } finally {
      await anvil("evm_setAutomine", [true])
    }
    await page.getByTestId("tab-tokens").click()
  })

  it("EVM: a transfer cancelled in the wallet (a zero-value call to itself mined under its nonce) ends \"cancelled\" and leaves Activity", async () => {
    const { rpcUrl } = harness().stack
    await anvil("evm_setAutomine", [false])
    const sawTransaction = pageSawTransaction(page)
    try {
      await fillSend(page, "ETH", "0.03", RECIPIENT)
      await page.getByTestId("send-submit").click()
      await page.getByTestId("send-confirm").click()
      await answerDemoWallet(page, "approve", "eth_sendTransaction")
      await expect.poll(() => step(page)).toBe("pending")
      const hash = (await shownHash(page)) ?? ""
      if (!isHash(hash)) throw new Error(`not a hash: ${hash}`)
      const sent = await evm().getTransaction({ hash })
      // A cancel mined before the page's first look at its transaction leaves it a hash the node never showed it,
      // which ends "dropped" (layers/live/evm/sentOutcome.ts): under load the page's first poll came that late.
      await sawTransaction(hash)
      // The wallet's own "Cancel": the same nonce, to itself, no value, twice the fees.
      const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0_PRIVATE_KEY), transport: http(rpcUrl) })
      const cancel = await wallet.sendTransaction({
        chain: null,
        to: ANVIL_ACCOUNT_0_ADDRESS,
        value: 0n,
        nonce: sent.nonce,
        gas: 21_000n,
        maxFeePerGas: (sent.maxFeePerGas ?? 0n) * 2n,
        maxPriorityFeePerGas: (sent.maxPriorityFeePerGas ?? 0n) * 2n
      })
      await anvil("evm_mine")
      expect((await evm().getTransactionReceipt({ hash: cancel })).status).toBe("success")
      await expect.poll(() => step(page)).toBe("cancelled")
      await harness().screenshot(page, "send-evm-cancelled-360")
      await page.getByTestId("send-done").click()
      await page.getByTestId("tab-activity").click()
      await page.getByTestId("activity-tx").first().waitFor()
      expect(await page.locator(`[data-testid=activity-tx][data-hash="${hash}"]`).count()).toBe(0)
      await page.getByTestId("tab-tokens").click()
    } finally {
      await anvil("evm_setAutomine", [true])
    }
  })

  it("Receive: the address, its networks, and a QR code that decodes (jsQR on a screenshot) to the address", async () => {
    await page.getByTestId("account-receive").click()
    await page.getByTestId("receive-qr").waitFor()
    expect(await page.getByTestId("receive-address").textContent()).toBe(ANVIL_ACCOUNT_0_ADDRESS)
    expect(await page.getByTestId("receive-networks").textContent()).toBe("Anvil")
    await fitsPhone(page)
    await harness().screenshot(page, "receive-evm-360")
    expect(await decodeQrScreenshot(page, page.getByTestId("receive-qr"))).toBe(ANVIL_ACCOUNT_0_ADDRESS)
    // A plain dev account has no code: no smart-account tag, no warning.
    expect(await page.getByTestId("receive-smart-account").count()).toBe(0)
    expect(await page.getByTestId("receive-undeployed").count()).toBe(0)
    await page.getByRole("button", { name: "Back" }).click()
  })

  it("Receive: an account with code (an EIP-7702 delegation set on anvil) is a smart account, deployed on the one network", async () => {
    // The delegation designator 0xef0100 ‖ address: code that still lets the account send.
    await anvil("anvil_setCode", [ANVIL_ACCOUNT_0_ADDRESS, `0xef0100${"11".repeat(20)}`])
    try {
      await page.getByTestId("account-receive").click()
      await page.getByTestId("receive-smart-account").waitFor()
      // Anvil is the only EVM network and the account has code there: nothing to warn about.
      expect(await page.getByTestId("receive-undeployed").count()).toBe(0)
      await harness().screenshot(page, "receive-smart-account-360")
      await fitsPhone(page)
    } finally {
      await anvil("anvil_setCode", [ANVIL_ACCOUNT_0_ADDRESS, "0x"])
    }
  })

  it("Solana: sends 0.1 SOL and 10 SPL tokens on Surfpool; the balances change on the chain", async () => {
    const { surfpool } = harness().stack
    await surfpool.createMint(MINT, 6)
    await surfpool.fundToken(SOLANA_DEMO_ACCOUNT.address, MINT, 25_000_000n)
    const sol = await connected("/", `wallet-${DEMO_SOLANA_WALLET_NAME}`, "standard:connect")
    const before = (await solanaRpc().getBalance(address(SOL_RECIPIENT)).send()).value
    await fillSend(sol, "SOL", "0.1", SOL_RECIPIENT)
    await confirmSend(sol, "solana:signAndSendTransaction", "send-solana-sol")
    expect((await solanaRpc().getBalance(address(SOL_RECIPIENT)).send()).value - before).toBe(100_000_000n)

    const symbol = truncateAddress(MINT)
    await fillSend(sol, symbol, "10", SOL_RECIPIENT)
    await confirmSend(sol, "solana:signAndSendTransaction", "send-solana-spl")
    const { value } = await solanaRpc().getTokenAccountsByOwner(address(SOL_RECIPIENT), { mint: address(MINT) }, { encoding: "jsonParsed" }).send()
    expect(value[0]?.account.data.parsed.info.tokenAmount.amount).toBe("10000000")
    expect(harness().pageErrors(sol)).toEqual([])
  })
})
