/**
 * Cold loads in Debian's Chromium (playwright-core, never a downloaded browser) on a closed network.
 *
 * Each load gets a fresh browser (fresh user data dir, cold HTTP and code caches) and a fresh
 * context. Every non-loopback host resolves to an error (--host-resolver-rules) and every
 * non-loopback connection goes to a dead proxy, so nothing leaves the machine; requests are
 * observed (not intercepted, which would add latency to every chunk load) to count what the page
 * tried to send before the click.
 *
 * Timings are taken inside the page, on the page's own clock (performance.now(), 0 = navigation
 * start): an init script watches the document and every open shadow root (MutationObserver,
 * plus a check on every animation frame) for the button and then the dialog.
 */
import { createServer, type Server } from "node:http"
import { readFile, stat } from "node:fs/promises"
import { extname, join, normalize, sep } from "node:path"
import { chromium, type Browser, type Page } from "playwright-core"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../dev/chromium.js"
import { type PageProbe, parseProbe, probeScript } from "./probe.js"
import { probeReports } from "./probeReports.js"
import type { BrowserTarget } from "./scenarios.js"

export { CHROMIUM_PATH }

const BENCH_CHROMIUM_ARGS: ReadonlyArray<string> = [
  ...CHROMIUM_ARGS,
  // Closed network: every host but loopback fails to resolve, and whatever still tries to
  // connect (IP literals) goes to a proxy that refuses. Loopback bypasses the proxy.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=127.0.0.1;localhost"
]

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".json": "application/json"
}

export interface StaticServer {
  readonly origin: string
  readonly close: () => Promise<void>
}

/** Serves a build directory on 127.0.0.1 (uncompressed, no caching headers). */
export const serveDirectory = async (root: string): Promise<StaticServer> => {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1")
    const relativePath = decodeURIComponent(url.pathname === "/" ? "/index.html" : url.pathname)
    const file = normalize(join(root, relativePath))
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end()
      return
    }
    stat(file)
      .then(async (info) => {
        if (!info.isFile()) throw new Error("not a file")
        const body = await readFile(file)
        response.writeHead(200, {
          "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
          "content-length": body.byteLength,
          "cache-control": "no-store"
        })
        response.end(body)
      })
      .catch(() => {
        response.writeHead(404, { "content-type": "text/plain" }).end("not found")
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("static server: no port")
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/**
 * How the visitor behaves. `click`: "settled" waits until the page has loaded and settled (`settleMs`),
 * then clicks (the page sends what it sends on load; click → dialog is then a render of code already
 * there); "at-once" clicks the moment the button is visible, again every `retryMs` while no dialog shows
 * (as a person does when a click seems to do nothing). Every visitor then clicks the wallet's row as soon
 * as the modal shows it. `cpuThrottle` (CDP Emulation.setCPUThrottlingRate; 1 = none) and `latencyMs` (CDP
 * Network.emulateNetworkConditions, added to every request; throughput unlimited; 0 = none) shape the
 * machine; `storage` is localStorage as an earlier visit left it (set before the page's scripts run).
 */
export interface Visitor {
  readonly click: "settled" | "at-once"
  readonly settleMs: number
  readonly retryMs: number
  readonly cpuThrottle: number
  readonly latencyMs: number
  readonly storage?: Readonly<Record<string, string>>
}

export interface LoadOptions {
  readonly origin: string
  readonly target: BrowserTarget
  /** Paths (with leading "/") the static server serves for this build: requests to them are the page's own assets. */
  readonly ownPaths: ReadonlySet<string>
  readonly visitor: Visitor
  readonly timeoutMs: number
  /** Where to save a screenshot when the dialog does not appear. */
  readonly failureScreenshot: string | undefined
  /** Where to write a Chrome trace of the load (bench/trace.ts), from navigation to the dialog painted. */
  readonly tracePath?: string
}

export interface LoadResult {
  /** The probe's record (page clock), when the page could be read. */
  readonly probe: PageProbe | undefined
  /** Clicks on the connect button until the dialog was painted (at-once loads click again while nothing opens). */
  readonly clicks: number
  /** Requests (and WebSockets) to anything but this build's own files, before the click. */
  readonly requestsBeforeClick: ReadonlyArray<string>
  /** Why there is no modal figure, if there is none. */
  readonly error: string | undefined
  /** Why there is no row → wallet figure although the modal showed. */
  readonly rowError: string | undefined
  readonly pageErrors: ReadonlyArray<string>
}

const isLoopback = (url: URL): boolean => url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]"

/** The probe's record; undefined when the page cannot be read (closed, crashed, or busy for `ms`). */
const readProbe = (page: Page, ms: number): Promise<PageProbe | undefined> =>
  bounded(page.evaluate(() => Reflect.get(window, "__walletportBench")).then(parseProbe), ms, undefined).catch(() => undefined)

/** `promise`, or `fallback` once `ms` have passed: no wait of the bench is unbounded. */
export const bounded = <A, B>(promise: Promise<A>, ms: number, fallback: B): Promise<A | B> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<B>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** What a trace records: the main thread's tasks, script compile and evaluation, style, layout, paint, resource loads. */
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
  "toplevel",
  // JS samples (ProfileChunk events): which functions the main thread ran.
  "disabled-by-default-v8.cpu_profiler"
] as const

/** How long Chromium may take to start: a bound against a hang, generous for a loaded machine. */
export const BROWSER_LAUNCH_TIMEOUT_MS = 60_000

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...BENCH_CHROMIUM_ARGS], timeout: BROWSER_LAUNCH_TIMEOUT_MS })

/** The centre of the visible connect button, in viewport coordinates, or undefined. */
const buttonCentre = (page: Page, target: BrowserTarget): Promise<{ x: number; y: number } | undefined> =>
  page
    .locator(target.button.join(" "))
    .filter({ visible: true })
    .first()
    .boundingBox({ timeout: 1000 })
    .then((box) => (box === null ? undefined : { x: box.x + box.width / 2, y: box.y + box.height / 2 }))
    .catch(() => undefined)

/** How long the bench waits, after the modal showed, for the wallet to receive the row click's request. */
const WALLET_REQUEST_TIMEOUT_MS = 15_000
/** Reading the probe and closing the browser: bounded, so that a hung page cannot hang the run. */
const PAGE_CALL_TIMEOUT_MS = 10_000

/**
 * One cold load: fresh browser and context, navigate, then as the visitor does: wait for the button,
 * settle and click (settled), or click the moment it shows (at-once); wait for the modal; click the wallet's
 * row and wait for the wallet to receive the connection request. Never throws; every wait is bounded.
 */
export const coldLoad = async (options: LoadOptions): Promise<LoadResult> => {
  let browser: Browser
  try {
    browser = await launchBrowser()
  } catch (error) {
    return { probe: undefined, clicks: 0, requestsBeforeClick: [], error: `Chromium did not start: ${firstLine(error)}`, rowError: undefined, pageErrors: [] }
  }
  const requestsBeforeClick: Array<string> = []
  const pageErrors: Array<string> = []
  let page: Page | undefined
  let clicked = false
  let clicks = 0
  const notOwn = (raw: string): boolean => {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return true
    }
    if (url.protocol === "data:" || url.protocol === "blob:") return false
    return !(isLoopback(url) && url.origin === options.origin && options.ownPaths.has(url.pathname === "/" ? "/index.html" : url.pathname))
  }
  const { visitor } = options
  const result = async (error: string | undefined, rowError?: string): Promise<LoadResult> => {
    if (error !== undefined) await screenshot(page, options.failureScreenshot)
    return {
      probe: page === undefined ? undefined : await readProbe(page, PAGE_CALL_TIMEOUT_MS),
      clicks,
      requestsBeforeClick: [...requestsBeforeClick],
      error,
      rowError,
      pageErrors: [...pageErrors]
    }
  }
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" })
    if (visitor.storage !== undefined) {
      // What an earlier visit left, in place before the page's scripts run.
      const entries = Object.entries(visitor.storage)
      await context.addInitScript({
        content: `(() => { if (window.top !== window) return; ${entries.map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`).join(" ")} })();`
      })
    }
    await context.addInitScript({ content: probeScript({ button: options.target.button, dialog: options.target.dialog, clickAtOnce: visitor.click === "at-once" }) })
    context.on("request", (request) => {
      if (!clicked && notOwn(request.url())) requestsBeforeClick.push(`${request.method()} ${request.url()}`)
    })
    const opened = await context.newPage()
    page = opened
    opened.on("websocket", (socket) => {
      if (!clicked) requestsBeforeClick.push(`WS ${socket.url()}`)
    })
    opened.on("pageerror", (error) => pageErrors.push(error.message))
    const click = async (at: { x: number; y: number }): Promise<void> => {
      // Moving there first, as a user does (hover handlers run), then a trusted click.
      await opened.mouse.move(at.x, at.y)
      await opened.mouse.click(at.x, at.y)
    }
    const clickButton = (at: { x: number; y: number }): Promise<void> => {
      clicked = true
      clicks++
      return click(at)
    }

    const reports = probeReports()
    await opened.exposeBinding("__benchReport", (_source, key: unknown) => reports.report(key))
    // The probe calls this the moment it sees the button (visitor clicking at once) or the wallet's row.
    await opened.exposeBinding("__benchClickAt", (_source, x: unknown, y: unknown, what: unknown) => {
      if (typeof x !== "number" || typeof y !== "number") return
      void (what === "button" ? clickButton({ x, y }) : click({ x, y })).catch(() => undefined)
    })

    // Set before navigating; the emulation follows the page's target across the navigation.
    if (visitor.cpuThrottle > 1 || visitor.latencyMs > 0) {
      const cdp = await context.newCDPSession(opened)
      if (visitor.cpuThrottle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: visitor.cpuThrottle })
      if (visitor.latencyMs > 0) {
        await cdp.send("Network.enable")
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: visitor.latencyMs, downloadThroughput: -1, uploadThroughput: -1 })
      }
    }

    if (options.tracePath !== undefined) await browser.startTracing(opened, { path: options.tracePath, categories: [...TRACE_CATEGORIES] })
    await opened.goto(`${options.origin}/`, { waitUntil: "commit", timeout: options.timeoutMs })
    if (!(await reports.wait("button", options.timeoutMs))) return await result(`no button within ${options.timeoutMs / 1000} s`)
    if (!options.target.dialog) {
      if (visitor.click === "settled") {
        await opened.waitForLoadState("load", { timeout: options.timeoutMs }).catch(() => undefined)
        await opened.waitForTimeout(visitor.settleMs)
      }
      return await result(undefined)
    }

    if (visitor.click === "settled") {
      await opened.waitForLoadState("load", { timeout: options.timeoutMs }).catch(() => undefined)
      // Finds the button once before settling: the locator has Playwright evaluate its injected script in
      // the page, which must not happen in the measured click.
      await buttonCentre(opened, options.target)
      await opened.waitForTimeout(visitor.settleMs)
      clicked = true
      clicks++
      try {
        await opened.locator(options.target.button.join(" ")).filter({ visible: true }).first().click({ timeout: options.timeoutMs })
      } catch (error) {
        return await result(`click failed: ${firstLine(error)}`)
      }
      if (!(await reports.wait("dialogPainted", options.timeoutMs))) return await result(`no dialog within ${options.timeoutMs / 1000} s`)
    } else {
      // At once: the binding has clicked (or is about to); click again while nothing opens.
      const deadline = performance.now() + options.timeoutMs
      while (!(await reports.wait("dialogPainted", Math.min(visitor.retryMs, Math.max(1, deadline - performance.now()))))) {
        if (performance.now() >= deadline) return await result(`no dialog within ${options.timeoutMs / 1000} s (${clicks} clicks)`)
        const at = await buttonCentre(opened, options.target)
        if (at !== undefined) await clickButton(at).catch(() => undefined)
      }
    }
    // The probe clicks the wallet's row as soon as the modal shows it; the wallet then gets the request.
    const requested = await reports.wait("walletRequest", WALLET_REQUEST_TIMEOUT_MS)
    return await result(undefined, requested ? undefined : `no eth_requestAccounts within ${WALLET_REQUEST_TIMEOUT_MS / 1000} s of the modal`)
  } catch (error) {
    return await result(firstLine(error))
  } finally {
    if (options.tracePath !== undefined) await bounded(browser.stopTracing(), PAGE_CALL_TIMEOUT_MS, undefined).catch(() => undefined)
    await bounded(browser.close(), PAGE_CALL_TIMEOUT_MS, undefined).catch(() => undefined)
  }
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? ""

const screenshot = async (page: Page | undefined, path: string | undefined): Promise<void> => {
  if (page !== undefined && path !== undefined) await page.screenshot({ path, timeout: PAGE_CALL_TIMEOUT_MS }).catch(() => undefined)
}

/** The Chromium version string, for the record. */
export const chromiumVersion = async (): Promise<string> => {
  const browser = await launchBrowser()
  try {
    return browser.version()
  } finally {
    await browser.close()
  }
}
