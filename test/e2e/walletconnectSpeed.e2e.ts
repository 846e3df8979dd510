// How fast the WalletConnect QR shows (issue 11: "QR shown in under 300 ms after the view opens"), in headless
// Chromium against the local relay, over several fresh pages: view open → QR painted and click on "WalletConnect"
// → QR painted, on a desktop cold (the pointer lands on the entry and clicks) and after a 500 ms hover (the SDK
// warmed up by then), and on a phone (no hover: the SDK warms up when the list shows); and the SPEC §2 view
// (WalletConnect alone) from the Connect button. Times are taken in the page: a click listener, then the first
// animation frame (its callback runs just before the paint) with the view / the QR in the modal's shadow DOM.
// The bounds are generous (a loaded 2-core machine); the medians are printed for dev/wc-relay/README.md.
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { useHarness } from "./harness.js"

const harness = useHarness()
const DAPP = "/?walletconnect=1"
const RUNS = 5

interface Timing {
  readonly clickToView: number
  readonly clickToQr: number
  readonly viewToQr: number
}

declare global {
  interface Window {
    __wcSpeed?: { click?: number; view?: number; qr?: number; placeholder?: string; code?: string }
  }
}

/** Records the click on the WalletConnect entry, then the first frame showing the view and the QR. */
const installProbe = (page: Page, clicked: string) =>
  page.addInitScript((testId) => {
    const times: NonNullable<Window["__wcSpeed"]> = {}
    // The element's size and the view's layout height (offsetHeight: the view's entry animation moves it by
    // transforms, which change neither).
    const box = (element: Element | null) => {
      const r = element?.getBoundingClientRect()
      const view = find("[data-testid=wc-view]")
      const height = view instanceof HTMLElement ? view.offsetHeight : 0
      return r === undefined ? undefined : `${r.width.toFixed(1)}×${r.height.toFixed(1)} in a view ${height} px high`
    }
    window.__wcSpeed = times
    const find = (selector: string): Element | null => {
      const roots: Array<Document | ShadowRoot> = [document]
      for (const host of document.querySelectorAll("*")) if (host.shadowRoot !== null) roots.push(host.shadowRoot)
      for (const root of roots) {
        const found = root.querySelector(selector)
        if (found !== null) return found
      }
      return null
    }
    // performance.now() in the callback, not the frame's timestamp (its start, before the tasks that ran in it).
    const frame = () => {
      const at = performance.now()
      if (times.view === undefined && find("[data-testid=wc-view]") !== null) times.view = at
      // Where the placeholder sat in the frame before the code, and where the code sits: the same box, or
      // the layout jumped.
      const placeholder = box(find("[data-testid=wc-qr-placeholder]"))
      if (placeholder !== undefined) times.placeholder = placeholder
      const code = box(find("[data-testid=wc-qr]"))
      if (times.qr === undefined && code !== undefined) {
        times.qr = at
        times.code = code
      }
      if (times.qr === undefined) requestAnimationFrame(frame)
    }
    document.addEventListener(
      "click",
      (event) => {
        const path = event.composedPath()
        const onEntry = path.some((node) => node instanceof Element && node.getAttribute("data-testid") === testId)
        if (onEntry && times.click === undefined) {
          times.click = performance.now()
          requestAnimationFrame(frame)
        }
      },
      true
    )
  }, clicked)

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36"

interface Scenario {
  /** The pointer rests on the entry this long before the click. */
  readonly hoverMs?: number
  /** A phone: 360 px, touch, Android's user agent; the entry is tapped this long after the list shows. */
  readonly phoneTapAfterMs?: number
}

const measure = async (options: Scenario): Promise<Timing> => {
  const phone = options.phoneTapAfterMs !== undefined
  const context = phone
    ? await harness().browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, userAgent: ANDROID_CHROME })
    : await harness().newContext()
  const page = await context.newPage()
  await installProbe(page, "wallet-walletconnect")
  await page.goto(new URL(DAPP, harness().stack.url).href)
  await page.getByTestId("connect-button").click()
  const entry = page.getByTestId("wallet-walletconnect")
  await entry.waitFor({ timeout: 15_000 })
  if (options.hoverMs !== undefined) {
    await entry.hover()
    await page.waitForTimeout(options.hoverMs)
  }
  if (options.phoneTapAfterMs !== undefined) {
    await page.waitForTimeout(options.phoneTapAfterMs)
    await entry.tap()
  } else {
    await entry.click()
  }
  await page.getByTestId("wc-qr").waitFor({ timeout: 15_000 })
  await expect.poll(() => page.evaluate(() => window.__wcSpeed?.qr)).toBeTypeOf("number")
  const { click = 0, view = 0, qr = 0, placeholder, code } = await page.evaluate(() => ({ ...window.__wcSpeed }))
  await context.close()
  // The view opened on the placeholder, and the code took its place exactly.
  expect(placeholder).toBeDefined()
  expect(code).toBe(placeholder)
  return { clickToView: view - click, clickToQr: qr - click, viewToQr: qr - view }
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return Math.round(sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2)
}

const report = (label: string, runs: ReadonlyArray<Timing>) => {
  const line = (name: keyof Timing) =>
    `${name} median ${median(runs.map((r) => r[name]))} ms [${runs.map((r) => Math.round(r[name])).join(", ")}]`
  console.log(`walletconnect speed, ${label}: ${line("viewToQr")}; ${line("clickToQr")}; ${line("clickToView")}`)
}

describe("WalletConnect QR speed (Chromium, local relay)", () => {
  it("desktop: nothing reaches the relay before an intent; a hover opens its socket, the click alone proposes the pairing", async () => {
    const proposals = () => harness().stack.relay.methodCounts()["wc_proposeSession"] ?? 0
    const page = await harness().newPage(DAPP)
    const sockets: Array<string> = []
    page.on("websocket", (socket) => sockets.push(socket.url()))
    const before = proposals()
    await page.getByTestId("connect-button").click()
    const entry = page.getByTestId("wallet-walletconnect")
    await entry.waitFor({ timeout: 15_000 })
    await page.waitForTimeout(1_000)
    const toRelay = () => sockets.filter((url) => url.startsWith(harness().stack.relay.url)).length
    expect(toRelay()).toBe(0)
    await entry.hover()
    await expect.poll(toRelay, { timeout: 15_000 }).toBe(1)
    await page.waitForTimeout(300)
    expect(proposals()).toBe(before)
    await entry.click()
    await page.getByTestId("wc-qr").waitFor({ timeout: 15_000 })
    expect(proposals()).toBe(before + 1)
    expect(toRelay()).toBe(1)
  })

  it("desktop with WalletConnect alone (SPEC §2 ConnectingWalletConnectBasic): the QR shows after the modal opens, clicked at once and on a settled page (medians printed)", async () => {
    /** Click → view and click → QR on a fresh page; `settled`: once the closed modal is mounted and the page idle. */
    const run = async (settled: boolean) => {
      const context = await harness().newContext()
      const page = await context.newPage()
      await installProbe(page, "connect-button")
      await page.goto(new URL("/?walletconnect=only", harness().stack.url).href)
      if (settled) {
        await page.locator("[data-walletport]").waitFor({ state: "attached", timeout: 15_000 })
        await page.waitForLoadState("networkidle")
      }
      await page.getByTestId("connect-button").click()
      await page.getByTestId("wc-qr").waitFor({ timeout: 15_000 })
      await expect.poll(() => page.evaluate(() => window.__wcSpeed?.qr)).toBeTypeOf("number")
      const { click = 0, view = 0, qr = 0 } = await page.evaluate(() => ({ ...window.__wcSpeed }))
      await context.close()
      return { view: view - click, qr: qr - click }
    }
    const line = (runs: ReadonlyArray<{ readonly view: number; readonly qr: number }>, name: "view" | "qr") =>
      `median ${median(runs.map((r) => r[name]))} ms [${runs.map((r) => Math.round(r[name])).join(", ")}]`
    const cold: Array<{ view: number; qr: number }> = []
    const settled: Array<{ view: number; qr: number }> = []
    for (let i = 0; i < RUNS; i++) {
      cold.push(await run(false))
      settled.push(await run(true))
    }
    console.log(`walletconnect speed, basic view clicked at once: open → QR painted ${line(cold, "qr")}`)
    console.log(`walletconnect speed, basic view on a settled page: open → view ${line(settled, "view")}; open → QR painted ${line(settled, "qr")}`)
    for (const { qr } of cold) expect(qr).toBeLessThan(2_000)
    for (const { view, qr } of settled) {
      // Its chunk is there before the click (React would hold a suspended view 300 ms), and the pairing started
      // with the open: the QR follows the SDK's start-up and one relay round trip.
      expect(view).toBeLessThan(250)
      expect(qr).toBeLessThan(1_000)
    }
    // ~350 ms here (was ~570 when the pairing waited for the view); room for a loaded machine's swings.
    expect(median(settled.map((r) => r.qr))).toBeLessThan(600)
  }, 180_000)

  const scenarios: ReadonlyArray<readonly [string, Scenario]> = [
    ["desktop, click without a pause", {}],
    ["desktop, after a 500 ms hover", { hoverMs: 500 }],
    ["phone, tap 500 ms after the list shows", { phoneTapAfterMs: 500 }]
  ]
  for (const [label, options] of scenarios) {
    it(`${label}: the view opens at once and its QR is painted within 1.5 s (${RUNS} fresh pages, medians printed)`, async () => {
      const runs: Array<Timing> = []
      for (let i = 0; i < RUNS; i++) runs.push(await measure(options))
      report(label, runs)
      for (const run of runs) {
        // The view does not wait for the pairing (nor for React's 300 ms hold of a suspended view, when loaded).
        expect(run.clickToView).toBeLessThan(1_000)
        expect(run.clickToView).toBeLessThan(run.clickToQr)
        expect(run.viewToQr).toBeLessThan(1_500)
        expect(run.clickToQr).toBeLessThan(2_000)
      }
    }, 120_000)
  }
})
