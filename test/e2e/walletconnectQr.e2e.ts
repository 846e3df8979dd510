// The WalletConnect QR in headless Chromium against the local relay: what reaches the relay before an intent,
// and how the view hands its placeholder to the QR, for each way a visitor gets there (desktop click, after a
// hover, a phone's tap, the SPEC §2 view of WalletConnect alone clicked at once and on a settled page). No
// timing here: how fast the QR shows is measured and budgeted by `npm run bench` (bench/walletconnect/), with
// the same probe.
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { installQrProbe, readQrProbe } from "../../bench/walletconnect/probe.js"
import { pageIdle, useHarness } from "./harness.js"

const harness = useHarness()
const DAPP = "/?walletconnect=1"
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36"

const proposals = (): number => harness().stack.relay.methodCounts()["wc_proposeSession"] ?? 0

/** The page's sockets to the local relay, as they open. */
const relaySockets = (page: Page): (() => number) => {
  const sockets: Array<string> = []
  page.on("websocket", (socket) => sockets.push(socket.url()))
  return () => sockets.filter((url) => url.startsWith(harness().stack.relay.url)).length
}

/** The probe's record once the QR is painted: the view came first, on the placeholder, which the code replaced in place. */
const expectQrInPlaceOfPlaceholder = async (page: Page): Promise<void> => {
  await page.getByTestId("wc-qr").waitFor({ timeout: 15_000 })
  const { click, view, qr, placeholder, code } = await readQrProbe(page, 15_000)
  expect(click).toBeTypeOf("number")
  expect(view).toBeTypeOf("number")
  // The view does not wait for the pairing: it is painted in an earlier frame than the code.
  expect(view ?? Infinity).toBeLessThan(qr ?? -Infinity)
  expect(placeholder).toBeDefined()
  expect(code).toBe(placeholder)
}

describe("WalletConnect QR (Chromium, local relay)", () => {
  it("desktop: nothing reaches the relay before an intent; a hover opens its socket, the click alone proposes the pairing", async () => {
    const page = await harness().newPage(DAPP)
    const toRelay = relaySockets(page)
    const before = proposals()
    await page.getByTestId("connect-button").click()
    const entry = page.getByTestId("wallet-walletconnect")
    await entry.waitFor({ timeout: 15_000 })
    await pageIdle(page)
    expect(toRelay()).toBe(0)
    await entry.hover()
    await expect.poll(toRelay, { timeout: 15_000 }).toBe(1)
    await pageIdle(page)
    expect(proposals()).toBe(before)
    await entry.click()
    await page.getByTestId("wc-qr").waitFor({ timeout: 15_000 })
    expect(proposals()).toBe(before + 1)
    expect(toRelay()).toBe(1)
  })

  const visits: ReadonlyArray<readonly [string, "click" | "hover" | "phone"]> = [
    ["desktop, a click without a pause", "click"],
    ["desktop, a click once the hover has opened the relay socket", "hover"],
    ["phone, a tap once the list has opened the relay socket", "phone"]
  ]
  for (const [label, visit] of visits) {
    it(`${label}: the view opens on the placeholder, then the QR takes its place`, async () => {
      const context = visit === "phone"
        ? await harness().browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, userAgent: ANDROID_CHROME })
        : await harness().newContext()
      const page = await context.newPage()
      const toRelay = relaySockets(page)
      await installQrProbe(page, "wallet-walletconnect")
      await page.goto(new URL(DAPP, harness().stack.url).href)
      await page.getByTestId("connect-button").click()
      const entry = page.getByTestId("wallet-walletconnect")
      await entry.waitFor({ timeout: 15_000 })
      if (visit === "hover") await entry.hover()
      // Hovered (desktop) or listed (phone, no hover): the SDK warms up; the visitor acts once it has.
      if (visit !== "click") await expect.poll(toRelay, { timeout: 15_000 }).toBe(1)
      if (visit === "phone") await entry.tap()
      else await entry.click()
      await expectQrInPlaceOfPlaceholder(page)
      await context.close()
    })
  }

  for (const settled of [false, true]) {
    it(`WalletConnect alone (SPEC §2 ConnectingWalletConnectBasic), ${settled ? "on a settled page" : "clicked at once"}: the Connect button opens the view, then its QR`, async () => {
      const context = await harness().newContext()
      const page = await context.newPage()
      await installQrProbe(page, "connect-button")
      await page.goto(new URL("/?walletconnect=only", harness().stack.url).href)
      if (settled) {
        await page.locator("[data-walletport]").waitFor({ state: "attached", timeout: 15_000 })
        await page.waitForLoadState("networkidle")
      }
      await page.getByTestId("connect-button").click()
      await expectQrInPlaceOfPlaceholder(page)
      await context.close()
    })
  }
})
