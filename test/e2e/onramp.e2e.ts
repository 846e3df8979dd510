// Onramp through the real modal (issue 25), offline, on its own stack (it moves account 0's balance): the Buy
// tile opens the Onramp view; SPEC §9's card and ACH limits say so; the quote comes from the local provider; the
// provider's page opens in a new window, declines the declined test card, settles the good one by funding the
// wallet on anvil from account 6; the modal sees the purchase land, the balance grows by what the quote said,
// and Activity lists it as a Buy.
import type { Page } from "playwright-core"
import { createPublicClient, formatEther, http } from "viem"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS } from "../../dev/accounts.js"
import { CARD_DECLINED, TEST_CARDS } from "../../dev/onramp/provider.js"
import { seriousModalViolations } from "./axe.js"
import { answerDemoWallet, useHarness } from "./harness.js"

const harness = useHarness({ stack: "own" })
const evm = () => createPublicClient({ transport: http(harness().stack.rpcUrl) })

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent()

/** No part of the modal card sticks out of the viewport. */
const fits = async (page: Page, width: number) => {
  // Time-based ones only: a scroll-driven animation (the list's scroll cue) never finishes.
  await page.waitForFunction(() => (document.querySelector("[data-walletport]")?.shadowRoot?.getAnimations() ?? []).every((a) => !(a.timeline instanceof DocumentTimeline)))
  const wide = await page.evaluate(() => {
    const root = document.querySelector("[data-walletport]")?.shadowRoot ?? document
    return [...root.querySelectorAll(".card *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.tagName)
  })
  expect(wide, `overflow at ${width} px`).toEqual([])
}

describe("Onramp (Chromium, anvil, the local provider)", () => {
  let page: Page
  let shownBalance: string | null = null

  it("the Buy tile opens the view; SPEC §9 limits by card and by ACH say so; the provider's quote is shown", async () => {
    page = await harness().newPage("/")
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByTestId("connect-button").click()
    await page.getByTestId("wallet-dev.walletport.demo").click()
    await answerDemoWallet(page, "approve", "eth_requestAccounts")
    await expect.poll(() => text(page, "account-balance")).toMatch(/ETH$/)
    shownBalance = await text(page, "account-balance")
    // The providers' options are held until the amount is typed: typed as soon as the form shows, it outlives their
    // arrival (the draft once started only after them and wiped it).
    let release = (): void => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/v1\/onramp\/options/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByTestId("account-buy").click()
    await page.getByTestId("onramp-amount").fill("9.99")
    release()
    // The network follows once the view has its providers' networks.
    await expect.poll(() => page.getByTestId("onramp-network").inputValue()).toBe("anvil")
    expect(await page.getByTestId("onramp-amount").inputValue()).toBe("9.99")
    await expect.poll(() => text(page, "onramp-amount-error")).toBe("The minimum by card is 10.00 USD")
    await page.getByTestId("onramp-amount").fill("7600")
    await expect.poll(() => text(page, "onramp-amount-error")).toBe("The maximum by card is 7,500.00 USD")
    await expect.poll(() => page.getByTestId("onramp-buy").isDisabled()).toBe(true)
    await page.getByTestId("onramp-method-ach_bank_account").click()
    await page.getByTestId("onramp-quote").waitFor()
    await expect.poll(() => page.getByTestId("onramp-amount-error").count()).toBe(0)
    await page.getByTestId("onramp-amount").fill("25000.01")
    await expect.poll(() => text(page, "onramp-amount-error")).toBe("The maximum by bank account (ACH) is 25,000.00 USD")
    await page.getByTestId("onramp-method-card").click()

    await page.getByTestId("onramp-amount").fill("100")
    await expect.poll(() => text(page, "onramp-receive")).toBe("0.031564 ETH")
    expect(await text(page, "onramp-subtotal")).toBe("98.50 USD")
    expect(await text(page, "onramp-fee")).toBe("1.50 USD")
    expect(await text(page, "onramp-total")).toBe("100.00 USD")
    expect(await page.getByTestId("onramp-estimate").count()).toBe(0)
    expect(await seriousModalViolations(page)).toEqual([])
    await fits(page, 360)
    await harness().screenshot(page, "onramp-quote-360")
    await page.setViewportSize({ width: 1280, height: 800 })
    await fits(page, 1280)
    await harness().screenshot(page, "onramp-quote-1280")
    await page.setViewportSize({ width: 390, height: 844 })
  })

  it("the provider's window declines the declined card, settles the test card on anvil; the modal sees it land; Activity lists a Buy", async () => {
    const before = await evm().getBalance({ address: ANVIL_ACCOUNT_0_ADDRESS })
    const opened = page.context().waitForEvent("page")
    await page.getByTestId("onramp-buy").click()
    const provider = await opened
    await provider.getByLabel("Card number").waitFor()
    await page.getByTestId("onramp-waiting").waitFor()
    expect(await provider.getByLabel("Amount").inputValue()).toBe("100")
    await provider.getByLabel("Card number").fill(TEST_CARDS.declined)
    await provider.getByLabel("Expiry").fill("12/34")
    await provider.getByLabel("CVC").fill("123")
    await provider.getByRole("button", { name: "Pay" }).click()
    await expect.poll(() => provider.getByRole("alert").textContent()).toBe(CARD_DECLINED)
    expect(await evm().getBalance({ address: ANVIL_ACCOUNT_0_ADDRESS })).toBe(before)
    await harness().screenshot(provider, "onramp-provider-declined")

    await provider.getByLabel("Card number").fill("4242 4242 4242 4242")
    await provider.getByRole("button", { name: "Pay" }).click()
    await expect.poll(() => provider.locator("#status").textContent()).toMatch(/^Purchase complete: 0\.031564 ETH sent/)
    expect(formatEther((await evm().getBalance({ address: ANVIL_ACCOUNT_0_ADDRESS })) - before)).toBe("0.031564")

    await page.getByTestId("onramp-landed").waitFor()
    expect(await page.getByTestId("onramp-landed").textContent()).toContain("0.031564 ETH arrived in your wallet.")
    await harness().screenshot(page, "onramp-landed-390")
    await page.getByTestId("onramp-done").click()
    await page.getByTestId("account-address").waitFor()
    // The balance the modal shows was read again when the purchase landed.
    await expect.poll(() => text(page, "account-balance")).not.toBe(shownBalance)
    await page.getByTestId("tab-activity").click()
    const first = page.getByTestId("activity-tx").first()
    await expect.poll(() => first.textContent()).toContain("Buy")
    await harness().screenshot(page, "onramp-activity-390")
  })
})
