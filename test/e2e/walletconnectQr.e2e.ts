// The WalletConnect QR in headless Chromium against the local relay: what reaches the relay before an intent,
// and how the view hands its placeholder to the QR, for each way a visitor gets there (desktop click, after a
// hover, a phone's tap, the SPEC §2 view of WalletConnect alone clicked at once and on a settled page), and
// that the code shows before the relay acknowledges the proposal (its answer held back by a proxy). No
// timing here: how fast the QR shows is measured and budgeted by `npm run bench` (bench/walletconnect/), with
// the same probe.
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { installQrProbe, readQrProbe } from "../../bench/walletconnect/probe.js"
import { BROWSER_STATE_WAIT_MS } from "../setup/timeouts.js"
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

/**
 * The probe's record once the QR is painted. `warm` (the SDK started ahead, by a hover or a phone's list): the
 * code may be there in the view's first frame; otherwise the view came first, on the placeholder (it does not
 * wait for the pairing). A placeholder shown is replaced by the code in place.
 */
const expectQrInPlaceOfPlaceholder = async (page: Page, options: { readonly warm: boolean }): Promise<void> => {
  await page.getByTestId("wc-qr").waitFor()
  const { click, view, qr, placeholder, code } = await readQrProbe(page, BROWSER_STATE_WAIT_MS)
  expect(click).toBeTypeOf("number")
  expect(view).toBeTypeOf("number")
  expect(view ?? Infinity).toBeLessThanOrEqual(qr ?? -Infinity)
  if (!options.warm) {
    expect(view ?? Infinity).toBeLessThan(qr ?? -Infinity)
    expect(placeholder).toBeDefined()
  }
  if (placeholder !== undefined) expect(code).toBe(placeholder)
}

describe("WalletConnect QR (Chromium, local relay)", () => {
  it("desktop: nothing reaches the relay before an intent; a hover opens its socket, the click alone proposes the pairing", async () => {
    const page = await harness().newPage(DAPP)
    const toRelay = relaySockets(page)
    const before = proposals()
    await page.getByTestId("connect-button").click()
    const entry = page.getByTestId("wallet-walletconnect")
    await entry.waitFor()
    await pageIdle(page)
    expect(toRelay()).toBe(0)
    await entry.hover()
    await expect.poll(toRelay).toBe(1)
    await pageIdle(page)
    expect(proposals()).toBe(before)
    await entry.click()
    await page.getByTestId("wc-qr").waitFor()
    // The code may show before the proposal reaches the relay (its URI is known first).
    await expect.poll(proposals).toBe(before + 1)
    expect(toRelay()).toBe(1)
  })

  const visits: ReadonlyArray<readonly [string, "click" | "hover" | "phone"]> = [
    ["desktop, a click without a pause", "click"],
    ["desktop, a click once the hover has opened the relay socket", "hover"],
    ["phone, a tap once the list has opened the relay socket", "phone"]
  ]
  for (const [label, visit] of visits) {
    it(`${label}: the view opens on the placeholder (or, warmed up, on the code), then the QR takes its place`, async () => {
      const context = visit === "phone"
        ? await harness().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, userAgent: ANDROID_CHROME })
        : await harness().newContext()
      const page = await context.newPage()
      const toRelay = relaySockets(page)
      await installQrProbe(page, "wallet-walletconnect")
      await page.goto(new URL(DAPP, harness().stack.url).href)
      await page.getByTestId("connect-button").click()
      const entry = page.getByTestId("wallet-walletconnect")
      await entry.waitFor()
      if (visit === "hover") await entry.hover()
      // Hovered (desktop) or listed (phone, no hover): the SDK warms up; the visitor acts once it has.
      if (visit !== "click") await expect.poll(toRelay).toBe(1)
      if (visit === "phone") await entry.tap()
      else await entry.click()
      await expectQrInPlaceOfPlaceholder(page, { warm: visit !== "click" })
      await context.close()
    })
  }

  it("the QR shows before the relay acknowledges the proposal: its answer is not on the way to the QR (WalletConnect alone, settled page)", async () => {
    const context = await harness().newContext()
    const page = await context.newPage()
    const relayPort = new URL(harness().stack.relay.url).port
    // The page's relay socket through a proxy that forwards everything but holds the relay's answer to the
    // proposal until the QR has shown.
    const proposalIds = new Set<unknown>()
    const held: Array<() => void> = []
    let holding = true
    await page.routeWebSocket((url) => url.port === relayPort, (socket) => {
      const relay = socket.connectToServer()
      const idOf = (message: string | Buffer): { id: unknown; method: unknown } | undefined => {
        try {
          const parsed: unknown = JSON.parse(message.toString())
          return typeof parsed === "object" && parsed !== null && "id" in parsed
            ? { id: parsed.id, method: "method" in parsed ? parsed.method : undefined }
            : undefined
        } catch {
          return undefined
        }
      }
      socket.onMessage((message) => {
        const request = idOf(message)
        if (request?.method === "wc_proposeSession") proposalIds.add(request.id)
        relay.send(message)
      })
      relay.onMessage((message) => {
        const answer = idOf(message)
        if (holding && answer !== undefined && answer.method === undefined && proposalIds.has(answer.id)) held.push(() => socket.send(message))
        else socket.send(message)
      })
    })
    const before = proposals()
    await page.goto(new URL("/?walletconnect=only", harness().stack.url).href)
    await page.locator("[data-walletport]").waitFor({ state: "attached" })
    await page.getByTestId("connect-button").click()
    await page.getByTestId("wc-qr").waitFor()
    // The relay has the proposal (a wallet scanning the code finds it), and its answer has not reached the page.
    await expect.poll(proposals).toBe(before + 1)
    await expect.poll(() => held.length).toBe(1)
    expect(await page.getByTestId("wc-view").getAttribute("data-status")).toBe("ready")
    holding = false
    for (const release of held) release()
    await pageIdle(page)
    // The answer that arrives later keeps the code shown (the same pairing).
    expect(await page.getByTestId("wc-view").getAttribute("data-status")).toBe("ready")
    await context.close()
  })

  for (const settled of [false, true]) {
    it(`WalletConnect alone (SPEC §2 ConnectingWalletConnectBasic), ${settled ? "on a settled page" : "clicked at once"}: the Connect button opens the view and its QR`, async () => {
      const context = await harness().newContext()
      const page = await context.newPage()
      await installQrProbe(page, "connect-button")
      const toRelay = relaySockets(page)
      await page.goto(new URL("/?walletconnect=only", harness().stack.url).href)
      if (settled) {
        await page.locator("[data-walletport]").waitFor({ state: "attached" })
        await page.waitForLoadState("networkidle")
        // The closed modal has started the SDK (runtime/walletConnect.ts prepareWalletConnectOnly), and opened
        // no socket: nothing reaches the relay before the click.
        await pageIdle(page)
        expect(toRelay()).toBe(0)
      }
      await page.getByTestId("connect-button").click()
      // WalletConnect alone: the SDK's code comes with the core (layers/live/walletconnect), so the pairing can
      // be ready when the view's chunk is: the code may be in the view's first frame, as when warmed up.
      await expectQrInPlaceOfPlaceholder(page, { warm: true })
      await context.close()
    })
  }
})
