// Account names through the real modal (issue 26), offline, against the local data server: the demo account picks
// a name from the Account view. The SPEC §5 rules show as typed; a taken name brings the zone's suggestions (one
// click types it); the wallet refusing the signature returns to the form; two quick clicks on Register ask the
// wallet once and register once; the success view, then the name on the Account view and the button, and after a
// reload. Axe-clean, screenshots at 360 and 1280 px.
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { registerNameByScript } from "../fixtures/registerName.js"
import { ACCOUNT_NAME_RULE_MESSAGES } from "../../schemas/validators/core/accountName.js"
import { seriousModalViolations } from "./axe.js"
import { answerDemoWallet, useHarness } from "./harness.js"

// Its own stack: registering gives the demo account (account 0) a name every other file would then see.
const harness = useHarness({ stack: "own" })
const ZONE = "walletport.id"
const NAME = "demo-names"

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const hint = (page: Page) => page.getByTestId("name-hint").textContent()

/** Registers `label` for anvil account 3 through the data API (a name someone else already holds). */
const registerForAnother = async (label: string): Promise<void> => {
  const owner = ANVIL_ACCOUNTS[3]
  if (owner === undefined) throw new Error("fixtures")
  expect((await registerNameByScript(harness().stack.data.apiUrl, owner, `${label}.${ZONE}`)).status).toBe(200)
}

/** Types `label` and waits until the hint says `text`. */
const typeName = async (page: Page, label: string, text: string): Promise<void> => {
  await page.getByTestId("name-input").fill(label)
  await expect.poll(() => hint(page)).toBe(text)
}

describe("Account names (Chromium, anvil + local data server)", () => {
  let page: Page
  /** Every POST /v1/profile/account the page made. */
  const registrations: Array<string> = []

  it("an EVM account without a name offers 'Choose a name'; the form opens (axe-clean, 360 px)", async () => {
    page = await harness().newPage("/")
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/v1/profile/account") registrations.push(request.postData() ?? "")
    })
    await page.setViewportSize({ width: 360, height: 740 })
    await page.getByTestId("connect-button").click()
    await page.getByTestId("wallet-dev.walletport.demo").click()
    await answerDemoWallet(page, "approve")
    await page.getByTestId("account-address").waitFor()
    await page.getByTestId("account-choose-name").waitFor()
    await harness().screenshot(page, "names-account-choose-360")
    await page.getByTestId("account-choose-name").click()
    await page.getByTestId("name-input").waitFor()
    expect(await dialog(page).getByRole("heading").first().textContent()).toBe("Choose Name")
    expect(await seriousModalViolations(page)).toEqual([])
  })

  it("a short or bad name shows its rule at once; the Register button stays off", async () => {
    await typeName(page, "ab", ACCOUNT_NAME_RULE_MESSAGES.minLength)
    expect(await page.getByTestId("name-register").isDisabled()).toBe(true)
    await typeName(page, "my name", ACCOUNT_NAME_RULE_MESSAGES.characters)
    await typeName(page, "naïve", ACCOUNT_NAME_RULE_MESSAGES.characters)
    expect(await page.getByTestId("name-hint").getAttribute("data-kind")).toBe("error")
    expect(await page.getByTestId("name-register").isDisabled()).toBe(true)
    await harness().screenshot(page, "names-rule-360")
  })

  it("a taken name shows the zone's free suggestions; clicking one types it and it is available", async () => {
    await registerForAnother("taken-name")
    await typeName(page, "taken-name", `taken-name.${ZONE} is taken`)
    const suggestion = page.getByTestId("name-suggestion-taken-name-1")
    await suggestion.waitFor()
    await harness().screenshot(page, "names-taken-360")
    await page.setViewportSize({ width: 1280, height: 800 })
    await harness().screenshot(page, "names-taken-1280")
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await seriousModalViolations(page)).toEqual([])
    await suggestion.click()
    expect(await page.getByTestId("name-input").inputValue()).toBe("taken-name-1")
    await expect.poll(() => hint(page)).toBe(`taken-name-1.${ZONE} is available`)
  })

  it("the wallet refusing the signature returns to the form with the reason; nothing is registered", async () => {
    await typeName(page, NAME, `${NAME}.${ZONE} is available`)
    await page.getByTestId("name-register").click()
    await page.getByTestId("name-step").waitFor()
    expect(await page.getByTestId("name-step").getAttribute("data-step")).toBe("signing")
    await answerDemoWallet(page, "reject", "personal_sign")
    await page.getByTestId("name-error").waitFor()
    expect(await page.getByTestId("name-input").inputValue()).toBe(NAME)
    expect(await page.getByTestId("name-register").isDisabled()).toBe(false)
    expect(registrations).toEqual([])
  })

  it("two quick clicks on Register: one wallet prompt, one registration, the success view (axe-clean)", async () => {
    // Both clicks land before React re-renders the button as busy.
    await page.getByTestId("name-register").evaluate((button) => {
      if (!(button instanceof HTMLButtonElement)) throw new Error("not a button")
      button.click()
      button.click()
    })
    await page.getByTestId("name-step").waitFor()
    await harness().screenshot(page, "names-signing-360")
    await answerDemoWallet(page, "approve", "personal_sign")
    await expect.poll(() => page.getByTestId("name-step").getAttribute("data-step")).toBe("registered")
    expect(await page.getByTestId("name-registered").textContent()).toBe(`${NAME}.${ZONE}`)
    // No second prompt: the wallet was asked once.
    expect(await page.getByTestId("demo-wallet-prompt").count()).toBe(0)
    expect(registrations).toHaveLength(1)
    const body: unknown = JSON.parse(registrations[0] ?? "{}")
    expect(body).toMatchObject({ coin_type: (0x80000000 | harness().stack.chainId) >>> 0, address: ANVIL_ACCOUNTS[0]?.address })
    expect(await seriousModalViolations(page)).toEqual([])
    await harness().screenshot(page, "names-registered-360")
    await page.setViewportSize({ width: 1280, height: 800 })
    await harness().screenshot(page, "names-registered-1280")
    await page.setViewportSize({ width: 360, height: 740 })
  })

  it("the Account view and the button show the name; a reload keeps it", async () => {
    await page.getByTestId("name-done").click()
    await expect.poll(() => page.getByTestId("account-name").textContent()).toBe(`${NAME}.${ZONE}`)
    expect(await page.getByTestId("account-choose-name").count()).toBe(0)
    await page.getByRole("button", { name: "Close" }).click()
    await dialog(page).waitFor({ state: "detached" })
    const buttonName = () => page.getByTestId("connect-button").getByTestId("connect-button-name").textContent()
    await expect.poll(buttonName).toBe(`${NAME}.${ZONE}`)
    await page.reload()
    await expect.poll(buttonName).toBe(`${NAME}.${ZONE}`)
  })
})
