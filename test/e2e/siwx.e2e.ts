// Sign-in with a wallet end to end (issue 12, SPEC §4): the demo with `?siwx=1` signs in through the real
// modal against the local auth server (dev/auth-server), which verifies with walletport/siwx/server and
// keeps an HTTP-only cookie. EVM with the demo wallet, Solana with the Solana demo wallet.
import type { Locator, Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { ANVIL_ACCOUNT_0_ADDRESS, ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { MULTICHAIN_WALLET_RDNS } from "../../dev/multichain-wallet/index.js"
import { SESSION_COOKIE } from "../../dev/auth-server/server.js"
import { DEMO_SOLANA_WALLET_NAME } from "../../dev/solana-wallet/index.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { answerDemoWallet, useHarness } from "./harness.js"

const harness = useHarness()
const EVM_WALLET = "wallet-dev.walletport.demo"
const SOLANA_WALLET = `wallet-${DEMO_SOLANA_WALLET_NAME}`

const dialog = (page: Page): Locator => page.locator("[role=dialog]")
const button = (page: Page): Locator => page.getByTestId("connect-button")


/** The auth server's sessions for this page's cookie, asked from the page itself (credentials included). */
const serverSessions = (page: Page): Promise<ReadonlyArray<{ readonly accountAddress: string; readonly chainId: string }>> =>
  page.evaluate(async (url) => {
    const response = await fetch(new URL("sessions", url), { credentials: "include", cache: "no-store" })
    const body: unknown = await response.json()
    const sessions = typeof body === "object" && body !== null ? Reflect.get(body, "sessions") : undefined
    return Array.isArray(sessions)
      ? sessions.map((s: unknown) => ({ accountAddress: String(Reflect.get(Object(s), "accountAddress")), chainId: String(Reflect.get(Object(s), "chainId")) }))
      : []
  }, harness().stack.authServer.url)

const connectEvm = async (page: Page) => {
  await button(page).click()
  await page.getByTestId(EVM_WALLET).click()
  await answerDemoWallet(page, "approve", "eth_requestAccounts")
  await page.getByTestId("siwx-view").waitFor()
}

/** Holds the auth server's verification (until `release`) so the "Authenticating..." toast can be seen (SPEC §8). */
const holdVerify = (page: Page): { readonly held: Promise<Route>; readonly release: () => void } => {
  let release: (() => void) | undefined
  const held = new Promise<Route>((resolve) =>
    void page.route(/\/verify$/, (route) => {
      if (route.request().method() !== "POST") return route.continue()
      resolve(route)
      return new Promise<void>((done) => (release = done)).then(() => route.continue())
    }))
  return { held, release: () => release?.() }
}

describe("sign-in with a wallet (Chromium, local auth server)", () => {
  let page: Page

  it("connect → the sign view → approve → signed in (HTTP-only cookie); reload keeps it; disconnect signs out", async () => {
    page = await harness().newPage("/?siwx=1")
    await connectEvm(page)
    expect(await dialog(page).getByRole("heading").first().textContent()).toBe("Sign In")
    await harness().screenshot(page, "siwx-1-sign-view")
    const verify = holdVerify(page)
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "personal_sign")
    await verify.held
    const toast = dialog(page).getByRole("status")
    await expect.poll(() => toast.textContent()).toBe("Authenticating...")
    await harness().screenshot(page, "siwx-1b-authenticating")
    // The toast sits below the view's buttons, never over them.
    const sign = await page.getByTestId("siwx-sign").boundingBox()
    const shown = await toast.boundingBox()
    expect(sign !== null && shown !== null && shown.y >= sign.y + sign.height).toBe(true)
    verify.release()
    await dialog(page).waitFor({ state: "detached" })
    await page.unroute(/\/verify$/)
    const cookies = await page.context().cookies()
    const cookie = cookies.find((c) => c.name === SESSION_COOKIE)
    expect(cookie?.httpOnly).toBe(true)
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE)
    expect(await serverSessions(page)).toEqual([{ accountAddress: ANVIL_ACCOUNT_0_ADDRESS, chainId: "eip155:31337" }])

    await page.reload()
    await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("connected")
    expect(await serverSessions(page)).toHaveLength(1)
    await button(page).click()
    await page.getByTestId("account-address").waitFor()
    expect(await page.getByTestId("siwx-view").count()).toBe(0)

    await page.getByTestId("disconnect").click()
    await page.getByTestId(EVM_WALLET).waitFor()
    await expect.poll(() => serverSessions(page)).toEqual([])
  })

  it("a German visitor: the \"Authenticating\" toast in German (issue 23: toasts are codes the modal words)", async () => {
    page = await harness().newPage("/?siwx=1&locale=de")
    await connectEvm(page)
    const verify = holdVerify(page)
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "personal_sign")
    await verify.held
    await expect.poll(() => dialog(page).getByRole("status").textContent()).toBe("Wird authentifiziert...")
    await harness().screenshot(page, "siwx-1c-authenticating-de")
    verify.release()
    await dialog(page).waitFor({ state: "detached" })
  })

  it("decline → 'Signature declined' on the sign view; a retry signs in", async () => {
    page = await harness().newPage("/?siwx=1")
    await connectEvm(page)
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "reject", "personal_sign")
    await expect.poll(() => page.getByTestId("siwx-error").textContent()).toBe("Signature declined")
    await harness().screenshot(page, "siwx-2-declined")
    expect(await serverSessions(page)).toEqual([])
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "personal_sign")
    await dialog(page).waitFor({ state: "detached" })
    expect(await serverSessions(page)).toHaveLength(1)
  })

  it("the auth server failing (HTTP 500) is the initialisation failure, not a smart-account problem; a retry signs in", async () => {
    page = await harness().newPage("/?siwx=1")
    await connectEvm(page)
    const down = (route: Route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" })
        : route.continue()
    await page.route(/\/verify$/, down)
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "personal_sign")
    await expect.poll(() => page.getByTestId("siwx-error").textContent()).toBe("A problem occurred while trying initialize authentication")
    expect(await serverSessions(page)).toEqual([])
    await page.unroute(/\/verify$/, down)
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "personal_sign")
    await dialog(page).waitFor({ state: "detached" })
    expect(await serverSessions(page)).toHaveLength(1)
  })

  it("required mode: no Close button, Escape and the backdrop do nothing, focus stays in the labelled dialog; Cancel disconnects", async () => {
    page = await harness().newPage("/?siwx=required")
    await page.setViewportSize({ width: 360, height: 740 })
    await connectEvm(page)
    expect(await dialog(page).getAttribute("aria-modal")).toBe("true")
    expect(await page.getByRole("dialog", { name: "Sign In" }).count()).toBe(1)
    expect(await page.getByRole("button", { name: "Close" }).count()).toBe(0)
    await page.keyboard.press("Escape")
    await page.getByTestId("modal-overlay").click({ position: { x: 4, y: 4 } })
    expect(await page.getByTestId("siwx-view").isVisible()).toBe(true)
    // Tab and Shift+Tab cycle among the dialog's own buttons.
    const focused = () =>
      page.evaluate(() => {
        let el = document.activeElement
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
        return el?.closest("[role=dialog]") ? el.getAttribute("data-testid") ?? el.getAttribute("aria-label") : "outside"
      })
    const seen = new Set<string | null>()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i < 3 ? "Tab" : "Shift+Tab")
      seen.add(await focused())
    }
    expect(seen.has("outside")).toBe(false)
    expect(seen.has("siwx-sign")).toBe(true)
    await harness().screenshot(page, "siwx-3-required-360")
    await page.getByTestId("siwx-cancel").click()
    await dialog(page).waitFor({ state: "detached" })
    await expect.poll(() => page.getByTestId("account-status").textContent()).toBe("disconnected")
    expect(await serverSessions(page)).toEqual([])
  })

  it("Solana: the Solana demo wallet signs the CAIP-122 message, the server verifies ed25519", async () => {
    page = await harness().newPage("/?siwx=1")
    await page.setViewportSize({ width: 360, height: 740 })
    await button(page).click()
    await page.getByTestId(SOLANA_WALLET).click()
    await answerDemoWallet(page, "approve", "standard:connect")
    await page.getByTestId("siwx-view").waitFor()
    await harness().screenshot(page, "siwx-4-solana-360")
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "solana:signMessage")
    await dialog(page).waitFor({ state: "detached" })
    const sessions = await serverSessions(page)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.accountAddress).toBe(SOLANA_DEMO_ACCOUNT.address)
    expect(sessions[0]?.chainId.startsWith("solana:")).toBe(true)
  })

  it("a two-namespace wallet: sign-in is for the active account; switching to the other namespace asks for it, switching back does not", async () => {
    page = await harness().newPage("/?multichain-wallet=1&siwx=1")
    await page.setViewportSize({ width: 360, height: 740 })
    await button(page).click()
    await page.getByTestId(`wallet-${MULTICHAIN_WALLET_RDNS}`).click()
    // One approval connects both namespaces; only the active (EVM) account is asked to sign in.
    const prompt = page.getByTestId("demo-wallet-prompt")
    await prompt.waitFor({ state: "visible" })
    await page.getByTestId("demo-wallet-approve").click()
    await page.getByTestId("siwx-view").waitFor()
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "personal_sign")
    await dialog(page).waitFor({ state: "detached" })
    expect(await serverSessions(page)).toEqual([{ accountAddress: ANVIL_ACCOUNTS[1]?.address, chainId: "eip155:31337" }])

    // The Account view's switcher makes Solana active: its account has no session, so the sign view asks.
    await button(page).click()
    await page.getByTestId("namespace-solana").click()
    await page.getByTestId("siwx-view").waitFor()
    await harness().screenshot(page, "siwx-5-multichain-solana-360")
    await page.getByTestId("siwx-sign").click()
    await answerDemoWallet(page, "approve", "solana:signMessage")
    await dialog(page).waitFor({ state: "detached" })
    const sessions = await serverSessions(page)
    expect(sessions.map((s) => s.accountAddress)).toEqual([ANVIL_ACCOUNTS[1]?.address, MULTICHAIN_DEMO_SOLANA_ACCOUNT.address])

    // Back to EVM: signed in already, the Account view stays.
    await button(page).click()
    await page.getByTestId("namespace-eip155").click()
    await expect.poll(() => page.getByTestId("account-address").getAttribute("title")).toBe(ANVIL_ACCOUNTS[1]?.address)
    expect(await page.getByTestId("siwx-view").count()).toBe(0)
    expect(await serverSessions(page)).toHaveLength(2)
  })
})
