// WalletConnect on phones (issue 11), offline: a catalogue wallet tapped in All Wallets gets its own
// ConnectingWalletConnect view (its name, its icon in the QR), its deep link opens at once, the choice is
// stored per instance, and each later request opens the wallet's bare link again (AppKit's wcLinking); the
// choice is gone after disconnect. On iOS Safari and in a Telegram mini-app (SPEC §4) a link opens only from a
// tap: the pairing is made while the list shows, so the first tap opens the wallet, and it is reused until it
// expires. Android warms the SDK up while the list shows (no hover on a phone) without proposing a pairing. Links are captured (window.open replaced before any script),
// never followed; the demo mobile wallet (a second context) pairs with the URI taken from the captured deep link.
import type { BrowserContext, Page } from "playwright-core"
import { afterEach, describe, expect, it } from "vitest"
import { DEMO_CATALOGUE } from "../../dev/data-server/catalogue.js"
import { BUNDLED_WALLETS } from "../../layers/live/bundledWallets.js"
import { pageIdle, useHarness } from "./harness.js"

const harness = useHarness()
const DAPP = "/?walletconnect=only"
const RAINBOW = BUNDLED_WALLETS.find((w) => w.name === "Rainbow")
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36"
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"

interface Opened {
  readonly url: string
  readonly target: string
}

declare global {
  interface Window {
    __opened?: Array<Opened>
  }
}

/**
 * A phone: 360 px, touch, the given user agent (inside a Telegram mini-app when `telegram`: the WebApp object
 * Telegram injects); every window.open is recorded instead of followed.
 */
const phone = async (userAgent: string, options: { readonly telegram?: boolean } = {}): Promise<BrowserContext> => {
  const context = await harness().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, userAgent })
  await context.addInitScript((telegram) => {
    window.__opened = []
    window.open = (url?: string | URL, target?: string) => {
      window.__opened?.push({ url: String(url), target: target ?? "" })
      return null
    }
    if (telegram) Reflect.set(window, "Telegram", { WebApp: { initData: "query_id=AAE&user=%7B%7D&hash=00" } })
  }, options.telegram === true)
  return context
}

const opened = (page: Page): Promise<ReadonlyArray<Opened>> => page.evaluate(() => window.__opened ?? [])

const accountOf = (page: Page, namespace: "eip155" | "solana"): Promise<{ readonly isConnected: boolean; readonly status?: string }> =>
  page.evaluate((ns) => {
    const instance: unknown = Reflect.get(window, "__walletport")
    const get = typeof instance === "object" && instance !== null ? Reflect.get(instance, "getAccount") : undefined
    return typeof get === "function" ? JSON.parse(JSON.stringify(get.call(instance, ns))) : { isConnected: false }
  }, namespace)

/** The stored deep-link choice (the instance's own key), parsed. */
const storedChoice = (page: Page): Promise<unknown> =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith("/walletConnectDeepLink"))
    return key === undefined ? null : JSON.parse(localStorage.getItem(key) ?? "null")
  })

/**
 * Types `query` in All Wallets' search box and taps the catalogue row `id` once the list filtered with it shows.
 * The list is keyed by the debounced query, so the unfiltered list's row (the demo wallets are at its top) is
 * replaced a moment after the typing: a tap on it then is lost (the catalogue-image test once tapped and stayed
 * on the list). The scroll box of the list the typing started from is marked; the row is tapped in a new one.
 */
const searchAndTap = async (page: Page, query: string, id: string) => {
  const list = page.getByTestId("all-wallets-scroll")
  await list.evaluate((el) => el.setAttribute("data-before-search", ""))
  await page.getByTestId("wallet-search").fill(query)
  await page.locator("[data-testid=all-wallets-scroll]:not([data-before-search])").getByTestId(`wallet-explorer:${id}`).tap()
}

/** All Wallets (the phone's first view with WalletConnect alone) → search → tap Rainbow. */
const tapRainbow = async (page: Page) => {
  if (RAINBOW === undefined) throw new Error("Rainbow is not in the bundled catalogue")
  await searchAndTap(page, "Rainbow", RAINBOW.id)
}

const openWallet = async (): Promise<Page> => {
  const wallet = await harness().newPage("/wc-wallet.html")
  await wallet.setViewportSize({ width: 360, height: 740 })
  await expect.poll(() => wallet.evaluate(() => window.__wcWallet !== undefined)).toBe(true)
  return wallet
}

const answer = async (wallet: Page, kind: string) => {
  const prompt = wallet.locator(`[data-testid=wc-wallet-prompt][data-kind="${kind}"]`)
  await prompt.waitFor()
  await prompt.getByTestId("wc-wallet-approve").click()
  await prompt.waitFor({ state: "detached" })
}

const uriOf = (deepLink: string): string => new URL(deepLink.replace(/^rainbow:\/\//, "https://x/")).searchParams.get("uri") ?? ""

describe("WalletConnect on a phone (Chromium, mobile viewport and touch, local relay)", () => {
  // The relay's proposal count is the stack's, not a page's: an earlier test's page left open (the harness closes
  // contexts when the file ends) could propose again and be counted as this test's (the iOS test once saw 3 for 2).
  afterEach(async () => {
    await Promise.all(harness().browser.contexts().map((context) => context.close()))
  })

  it("a catalogue wallet: its own view, its deep link at once, the choice stored, each request back to it, cleared on disconnect", async () => {
    const context = await phone(ANDROID_CHROME)
    const dapp = await harness().newPage(DAPP, { context })
    await dapp.getByTestId("connect-button").click()
    await tapRainbow(dapp)
    const qr = dapp.getByTestId("wc-qr")
    await qr.waitFor()
    const uri = (await qr.getAttribute("data-value")) ?? ""
    // The view is Rainbow's: its name in the header and under the QR (the bundled entry has no image: no mark in the QR).
    await expect.poll(() => dapp.locator("[role=dialog]").textContent()).toContain("Scan this QR code with Rainbow")
    expect(await dapp.locator("[role=dialog] h2.title").textContent()).toBe("Rainbow")
    expect(await qr.locator("image").count()).toBe(0)
    await expect.poll(() => opened(dapp)).toEqual([{ url: `rainbow://wc?uri=${encodeURIComponent(uri)}`, target: "_self" }])
    expect(await dapp.getByTestId("wc-open").textContent()).toBe("Open in Rainbow")
    await harness().screenshot(dapp, "wc-mobile-rainbow-360")

    // Back and Rainbow again: the pairing is reused (SPEC §4) and its link opens once more, once (StrictMode too).
    await dapp.getByRole("button", { name: "Back" }).tap()
    await tapRainbow(dapp)
    const deepLink = { url: `rainbow://wc?uri=${encodeURIComponent(uri)}`, target: "_self" }
    await expect.poll(() => opened(dapp)).toEqual([deepLink, deepLink])
    await pageIdle(dapp)
    expect(await opened(dapp)).toEqual([deepLink, deepLink])

    // "Rainbow" pairs with the URI its deep link carried.
    const wallet = await openWallet()
    const [link] = await opened(dapp)
    await wallet.evaluate((value) => window.__wcWallet?.pair(value), uriOf(link?.url ?? ""))
    await answer(wallet, "proposal")
    await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: true })
    await expect.poll(() => storedChoice(dapp)).toEqual({ walletId: RAINBOW?.id, name: "Rainbow", href: "rainbow://" })

    // A request through the session: the bare link opens first, so the visitor lands in the wallet.
    const signed = dapp.evaluate(() => {
      const instance: unknown = Reflect.get(window, "__walletport")
      const sign = typeof instance === "object" && instance !== null ? Reflect.get(instance, "signMessage") : undefined
      return typeof sign === "function" ? sign.call(instance, { message: "back to the wallet", namespace: "eip155" }) : undefined
    })
    await answer(wallet, "personal_sign")
    expect(typeof (await signed)).toBe("string")
    expect((await opened(dapp)).slice(2)).toEqual([{ url: "rainbow://", target: "_self" }])

    await dapp.evaluate(() => {
      const instance: unknown = Reflect.get(window, "__walletport")
      const disconnect = typeof instance === "object" && instance !== null ? Reflect.get(instance, "disconnect") : undefined
      return typeof disconnect === "function" ? disconnect.call(instance) : undefined
    })
    await expect.poll(() => storedChoice(dapp)).toBe(null)
    expect(harness().pageErrors(dapp).filter((e) => !e.includes("WalletConnect"))).toEqual([])
  })

  it("a catalogue wallet with an image: the QR carries its icon and the view its name", async () => {
    const context = await phone(ANDROID_CHROME)
    const dapp = await harness().newPage(DAPP, { context })
    await dapp.getByTestId("connect-button").click()
    const entry = DEMO_CATALOGUE.find((w) => w.id === "walletport-multichain-demo")
    if (entry === undefined) throw new Error("walletport-multichain-demo is not in the demo catalogue")
    await searchAndTap(dapp, entry.name, entry.id)
    const qr = dapp.getByTestId("wc-qr")
    await qr.waitFor()
    expect(await qr.locator("image").getAttribute("href")).toMatch(/\/getWalletImage\/walletport-multichain-demo/)
    expect(await qr.getAttribute("aria-label")).toBe(`Scan with ${entry.name}`)
    // No mobile link in its entry: nothing opens by itself, and "Open in wallet" hands the phone the bare URI.
    await pageIdle(dapp)
    expect(await opened(dapp)).toEqual([])
    expect(await dapp.getByTestId("wc-open").getAttribute("href")).toBe(await qr.getAttribute("data-value"))
    await harness().screenshot(dapp, "wc-mobile-catalogue-icon-360")
  })

  for (const [where, userAgent, telegram] of [["iOS Safari", IPHONE_SAFARI, false], ["a Telegram mini-app", ANDROID_CHROME, true]] as const) {
    it(`${where} (SPEC §4): the pairing is made while the list shows, so the first tap opens the wallet within the tap; reused until it expires; connecting then connected`, async () => {
      const proposals = () => harness().stack.relay.methodCounts()["wc_proposeSession"] ?? 0
      const before = proposals()
      const context = await phone(userAgent, { telegram })
      const dapp = await harness().newPage(DAPP, { context })
      await dapp.getByTestId("connect-button").click()
      // All Wallets shows: the pairing is proposed to the relay before any tap.
      await expect.poll(proposals).toBe(before + 1)
      await pageIdle(dapp)
      expect(await opened(dapp)).toEqual([])
      await tapRainbow(dapp)
      // The first tap opened Rainbow within itself, with the pairing the QR shows.
      const qr = dapp.getByTestId("wc-qr")
      await qr.waitFor()
      const uri = (await qr.getAttribute("data-value")) ?? ""
      const deepLink = { url: `rainbow://wc?uri=${encodeURIComponent(uri)}`, target: "_self" }
      expect(await opened(dapp)).toEqual([deepLink])
      expect(await accountOf(dapp, "eip155")).toMatchObject({ status: "connecting" })
      // Nothing else opens outside a tap; Open opens it again.
      await pageIdle(dapp)
      expect(await opened(dapp)).toEqual([deepLink])
      await dapp.getByTestId("wc-open").tap()
      expect(await opened(dapp)).toEqual([deepLink, deepLink])
      await harness().screenshot(dapp, `wc-${telegram ? "telegram" : "ios-safari"}-360`)

      // Back to the list, tap Rainbow again: the same pairing (still usable) opens within the tap; no new proposal.
      await dapp.getByRole("button", { name: "Back" }).tap()
      await tapRainbow(dapp)
      await expect.poll(() => opened(dapp)).toEqual([deepLink, deepLink, deepLink])
      expect(await dapp.getByTestId("wc-qr").getAttribute("data-value")).toBe(uri)
      expect(proposals()).toBe(before + 1)

      const wallet = await openWallet()
      await wallet.evaluate((value) => window.__wcWallet?.pair(value), uri)
      await answer(wallet, "proposal")
      await expect.poll(() => accountOf(dapp, "eip155")).toMatchObject({ isConnected: true, status: "connected" })
    })
  }

  it("Android (no hover): the SDK warms up while the list shows, but no pairing is proposed before the tap", async () => {
    const proposals = () => harness().stack.relay.methodCounts()["wc_proposeSession"] ?? 0
    const context = await phone(ANDROID_CHROME)
    const dapp = await harness().newPage(DAPP, { context })
    const sockets: Array<string> = []
    dapp.on("websocket", (socket) => sockets.push(socket.url()))
    const before = proposals()
    await dapp.getByTestId("connect-button").click()
    await expect.poll(() => sockets.some((url) => url.startsWith(harness().stack.relay.url))).toBe(true)
    await pageIdle(dapp)
    expect(proposals()).toBe(before)
    await tapRainbow(dapp)
    await dapp.getByTestId("wc-qr").waitFor()
    // The code may show before the proposal reaches the relay (its URI is known first).
    await expect.poll(proposals).toBe(before + 1)
  })
})
