// ENS end to end (issue 26), offline: ENS on anvil (dev/ens: the published registry and resolvers, our
// UniversalResolver and CCIP-read gateway). The demo wallet's account claims a primary name with an avatar
// through the ReverseRegistrar; the modal shows both in the button and the Account view. Send to alice.eth lands
// at anvil account 3 (delta read on the chain), a name under offchain.eth resolves through CCIP-read, and a name
// with a Cyrillic look-alike letter is refused with ENSIP-15's reason.
// Its own stack: naming the demo account would change what every later file on a shared stack shows in the button.
import type { Locator, Page } from "playwright-core"
import { createPublicClient, http } from "viem"
import { beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_PRIVATE_KEY, ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { OFFCHAIN_NAMES } from "../../dev/ens/gateway.js"
import { avatarOf } from "../../dev/ens/names.js"
import { registerEnsName } from "../../dev/ens/register.js"
import { seriousModalViolations } from "./axe.js"
import { answerDemoWallet, useHarness } from "./harness.js"

const harness = useHarness({ stack: "own" })
const DEMO_NAME = "demo-wallet.eth"
const ALICE = ANVIL_ACCOUNTS[3]?.address ?? "0x"
const ETHER = 10n ** 18n

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const label = (page: Page) => page.getByTestId("send-submit").textContent()
const hint = (page: Page) => page.getByTestId("send-recipient-hint")
const loaded = (image: Locator) => image.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)

/** Nothing in the page or the modal card is wider than the viewport. */
const fits = async (page: Page, width: number) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const wide = await page.evaluate(() => {
    const root = document.querySelector("[data-walletport]")?.shadowRoot ?? document
    return [...root.querySelectorAll(".card *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).length
  })
  expect(wide).toBe(0)
}

describe("ENS names (Chromium, anvil)", () => {
  let page: Page

  beforeAll(async () => {
    const { stack } = harness()
    await registerEnsName(stack, stack.ens, { label: "demo-wallet", privateKey: ANVIL_ACCOUNT_0_PRIVATE_KEY, avatar: avatarOf("#30a46c") })
  })

  it("the demo account's primary name and avatar show in the Account view and the connect button", async () => {
    page = await harness().newPage("/")
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByTestId("connect-button").click()
    await page.getByTestId("wallet-dev.walletport.demo").click()
    await answerDemoWallet(page, "approve", "eth_requestAccounts")
    await expect.poll(() => page.getByTestId("account-name").textContent()).toBe(DEMO_NAME)
    await expect.poll(() => loaded(dialog(page).locator("img.avatar"))).toBe(true)
    expect(await seriousModalViolations(page)).toEqual([])
    await harness().screenshot(page, "ens-account-360")
    await page.getByRole("button", { name: "Close" }).click()
    await dialog(page).waitFor({ state: "detached" })
    const button = page.getByTestId("connect-button")
    expect(await button.getByTestId("connect-button-name").textContent()).toBe(DEMO_NAME)
    await expect.poll(() => loaded(button.getByTestId("connect-button-avatar"))).toBe(true)
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 740 })
      await fits(page, width)
      await harness().screenshot(page, `ens-button-${width}`)
    }
    await page.setViewportSize({ width: 360, height: 740 })
    await button.click()
    await dialog(page).waitFor()
  })

  it("a name with a confusable letter is refused with ENSIP-15's reason", async () => {
    await page.getByTestId("account-send").click()
    await page.getByTestId("send-token-ETH").click()
    await page.getByTestId("send-amount").fill("0.1")
    // "аlice.eth" with a Cyrillic "а" (U+0430): it looks like alice.eth.
    await page.getByTestId("send-recipient").fill("\u0430lice.eth")
    await expect.poll(() => hint(page).textContent()).toMatch(/^Invalid name: .*illegal mixture: Cyrillic \+ Latin/)
    expect(await hint(page).getAttribute("data-kind")).toBe("error")
    expect(await label(page)).toBe("Invalid Address")
    expect(await page.getByTestId("send-submit").isDisabled()).toBe(true)
    await fits(page, 360)
    await harness().screenshot(page, "ens-send-confusable-360")
  })

  it("a name under offchain.eth resolves through CCIP-read (the gateway answers, its signature is checked on chain)", async () => {
    const [name, address] = Object.entries(OFFCHAIN_NAMES)[0] ?? []
    const before = harness().stack.ens.gateway.requests()
    await page.getByTestId("send-recipient").fill(name ?? "")
    await expect.poll(() => hint(page).textContent()).toBe(address)
    await expect.poll(() => label(page)).toBe("Review Send")
    expect(harness().stack.ens.gateway.requests()).toBeGreaterThan(before)
  })

  it("sends 0.1 ETH to Alice.eth: the resolved address shows before sending, account 3 receives exactly 0.1", async () => {
    const chain = createPublicClient({ transport: http(harness().stack.rpcUrl) })
    const before = await chain.getBalance({ address: ALICE })
    await page.getByTestId("send-recipient").fill("Alice.eth")
    await expect.poll(() => hint(page).textContent()).toBe(ALICE)
    await expect.poll(() => label(page)).toBe("Review Send")
    await harness().screenshot(page, "ens-send-form-360")
    await page.getByTestId("send-submit").click()
    // The review names the normalised name with the address the funds go to.
    expect(await page.getByTestId("send-review-to").textContent()).toBe(`alice.eth (${ALICE})`)
    await fits(page, 360)
    await harness().screenshot(page, "ens-send-review-360")
    await page.getByTestId("send-confirm").click()
    await answerDemoWallet(page, "approve", "eth_sendTransaction")
    await expect.poll(() => page.getByTestId("send-step").getAttribute("data-step")).toBe("confirmed")
    expect(await chain.getBalance({ address: ALICE }) - before).toBe(ETHER / 10n)
  })
})
