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

/** The browser wallet every bench page finds (announced over EIP-6963 by the probe). */
export const BENCH_WALLET_NAME = "Bench Wallet"

/** What the init script records, on the page's clock (ms since navigation start). */
interface PageProbe {
  readonly button: number | null
  /** The first trusted click. */
  readonly click: number | null
  /** The dialog first seen with a box and visible (in a mutation or animation-frame check). */
  readonly dialog: number | null
  /** The frame that showed it painted: a task queued from the next animation frame after `dialog` runs after that frame's paint. */
  readonly dialogPainted: number | null
  /** URLs of JS whose fetch had completed when the dialog was painted (Resource Timing). */
  readonly jsAtDialog: ReadonlyArray<string> | null
  readonly dialogMatch: string | null
}

/**
 * Runs in every page before its scripts. Kept as plain JS in a string: it is evaluated in the
 * browser, not bundled. `CONFIG` is replaced by the scenario's selectors.
 */
const PROBE_SCRIPT = String.raw`(() => {
  if (window.top !== window) return;
  const CONFIG = __CONFIG__;
  const DIALOG = "[role=dialog], [aria-modal=true], dialog[open]";
  const probe = { button: null, click: null, dialog: null, dialogPainted: null, jsAtDialog: null, dialogMatch: null };
  // Click-at-once loads expose a binding that clicks (trusted input, from Playwright) at a point.
  let buttonReported = !CONFIG.clickAtOnce;
  let buttonBox = null;
  Object.defineProperty(window, "__walletportBench", { value: probe });
  // Tells the bench each figure as it is recorded (it does not poll the page).
  const report = (key) => { if (typeof window.__benchReport === "function") window.__benchReport(key); };
  // A browser wallet, as an extension's content script provides one before the page's scripts run
  // (EIP-6963 only, no window.ethereum): every page can list it; ours must before its dialog counts.
  const WALLET = { uuid: "6f0d3a52-9a1c-4d8e-8c3e-0b6f2a1d9e47", name: __WALLET_NAME__, rdns: "dev.walletport.bench",
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23f60'/%3E%3C/svg%3E" };
  const provider = {
    request: async ({ method }) => {
      if (method === "eth_accounts") return [];
      if (method === "eth_chainId") return "0x1";
      if (method === "net_version") return "1";
      throw Object.assign(new Error("The bench wallet does not support " + method), { code: 4200 });
    },
    on() { return provider; },
    removeListener() { return provider; }
  };
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info: Object.freeze(WALLET), provider }) }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
  try { performance.setResourceTimingBufferSize(100000); } catch {}
  const roots = [document];
  const options = { childList: true, subtree: true, attributes: true };
  let observer = null;
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (init && init.mode === "open") {
      roots.push(root);
      if (observer !== null) observer.observe(root, options);
    }
    return root;
  };
  // Every element matching selector in root, its descendants and their open shadow roots.
  const deepAll = (root, selector, out) => {
    for (const el of root.querySelectorAll(selector)) out.push(el);
    for (const el of root.querySelectorAll("*")) if (el.shadowRoot) deepAll(el.shadowRoot, selector, out);
    return out;
  };
  const inShadows = (selector) => {
    const out = [];
    for (const root of roots) for (const el of root.querySelectorAll(selector)) out.push(el);
    return out;
  };
  const visible = (el) => {
    if (!el.isConnected) return false;
    // opacity: 0 is not visible either (RainbowKit renders its button transparent until mounted).
    if (typeof el.checkVisibility === "function" && !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return true;
    // A zero-size wrapper (position: fixed children) counts when a child has a box.
    let seen = 0;
    for (const child of el.querySelectorAll("*")) {
      const r = child.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) return true;
      if (++seen > 200) break;
    }
    return false;
  };
  // The dialog offers the bench wallet as something to click (a Connect view, not a placeholder).
  const listsWallet = (dialog) =>
    deepAll(dialog, "button, [role=button], a[href]", []).some((el) => (el.textContent || "").includes(WALLET.name) && visible(el));
  // CONFIG.button is a chain: each selector is matched inside the previous match (and its shadow root).
  const findButton = () => {
    let scope = [document];
    for (const selector of CONFIG.button) {
      const next = [];
      for (const node of scope) {
        deepAll(node, selector, next);
        if (node !== document && node.shadowRoot) deepAll(node.shadowRoot, selector, next);
      }
      if (next.length === 0) return null;
      scope = next;
    }
    return scope.find(visible) || null;
  };
  const check = () => {
    const now = performance.now();
    if (probe.button === null) {
      const button = findButton();
      if (button !== null) {
        probe.button = now;
        report("button");
        const box = button.getBoundingClientRect();
        buttonBox = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
    }
    if (!buttonReported && buttonBox !== null && typeof window.__benchClickAt === "function") {
      buttonReported = true;
      window.__benchClickAt(buttonBox.x, buttonBox.y);
    }
    if (probe.click !== null && probe.dialog === null) {
      const found = inShadows(DIALOG).find((dialog) => visible(dialog) && (!CONFIG.walletEntry || listsWallet(dialog)));
      if (found) {
        probe.dialog = now;
        probe.dialogMatch = found.tagName.toLowerCase() + (found.getAttribute("role") ? "[role=" + found.getAttribute("role") + "]" : "");
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            probe.dialogPainted = performance.now();
            probe.jsAtDialog = performance.getEntriesByType("resource").map((e) => e.name).filter((n) => /\.m?js(\?|#|$)/.test(n));
            report("dialogPainted");
          };
          channel.port2.postMessage(null);
        });
      }
    }
    return probe.button !== null && buttonReported && (probe.dialog !== null || !CONFIG.dialog);
  };
  const frame = () => { if (!check()) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  const start = () => {
    observer = new MutationObserver(check);
    for (const root of roots) observer.observe(root, options);
    check();
  };
  if (document.documentElement) start(); else document.addEventListener("readystatechange", start, { once: true });
  window.addEventListener("click", (event) => {
    if (event.isTrusted && probe.click === null) { probe.click = performance.now(); check(); }
  }, true);
})();`

/**
 * How the visitor behaves. "settled": waits until the page has loaded and settled, then clicks (the
 * page sends what it sends on load; click → dialog is then a render of code already there).
 * "at-once": the CPU is throttled and the visitor clicks the moment the button is visible, again
 * every `retryMs` while no dialog shows (as a person does when a click seems to do nothing).
 */
export type Visitor =
  | { readonly kind: "settled"; readonly settleMs: number }
  | { readonly kind: "at-once"; readonly cpuThrottle: number; readonly retryMs: number }

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
  /** Navigation start → connect button visible (ms). */
  readonly buttonMs: number | undefined
  /** Click → dialog visible (ms), undefined when no dialog opened. */
  readonly dialogMs: number | undefined
  /** Navigation start → dialog painted (ms), undefined when no dialog opened. */
  readonly modalMs: number | undefined
  /** Clicks made until the dialog was painted (at-once loads click again while nothing opens). */
  readonly clicks: number
  /** JS files (server paths) fetched by the time the dialog was painted. */
  readonly jsAtDialog: ReadonlyArray<string> | undefined
  /** Requests (and WebSockets) to anything but this build's own files, before the click. */
  readonly requestsBeforeClick: ReadonlyArray<string>
  /** What matched as the dialog. */
  readonly dialogMatch: string | undefined
  /** Why there is no figure, if there is none. */
  readonly error: string | undefined
  readonly pageErrors: ReadonlyArray<string>
}

const isLoopback = (url: URL): boolean => url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]"

const readProbe = (page: Page): Promise<PageProbe> =>
  page.evaluate(() => {
    const probe: unknown = Reflect.get(window, "__walletportBench")
    return probe as PageProbe
  })

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

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...BENCH_CHROMIUM_ARGS], timeout: 60_000 })

/** The centre of the visible connect button, in viewport coordinates, or undefined. */
const buttonCentre = (page: Page, target: BrowserTarget): Promise<{ x: number; y: number } | undefined> =>
  page
    .locator(target.button.join(" "))
    .filter({ visible: true })
    .first()
    .boundingBox({ timeout: 1000 })
    .then((box) => (box === null ? undefined : { x: box.x + box.width / 2, y: box.y + box.height / 2 }))
    .catch(() => undefined)

/**
 * One cold load: fresh browser and context, navigate, then as the visitor does: wait for the button,
 * settle and click (settled), or click the moment it shows on a throttled CPU (at-once); wait for the dialog.
 */
export const coldLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const browser = await launchBrowser()
  const requestsBeforeClick: Array<string> = []
  const pageErrors: Array<string> = []
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
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" })
    const config = { ...options.target, clickAtOnce: visitor.kind === "at-once" }
    await context.addInitScript({
      content: PROBE_SCRIPT.replace("__CONFIG__", JSON.stringify(config)).replace("__WALLET_NAME__", JSON.stringify(BENCH_WALLET_NAME))
    })
    context.on("request", (request) => {
      if (!clicked && notOwn(request.url())) requestsBeforeClick.push(`${request.method()} ${request.url()}`)
    })
    const page = await context.newPage()
    page.on("websocket", (socket) => {
      if (!clicked) requestsBeforeClick.push(`WS ${socket.url()}`)
    })
    page.on("pageerror", (error) => pageErrors.push(error.message))
    const result = (probe: PageProbe | undefined, error: string | undefined): LoadResult => ({
      buttonMs: probe?.button ?? undefined,
      dialogMs: probe !== undefined && probe.dialog !== null && probe.click !== null ? probe.dialog - probe.click : undefined,
      modalMs: probe?.dialogPainted ?? undefined,
      clicks,
      jsAtDialog: probe?.jsAtDialog?.map((url) => new URL(url).pathname),
      requestsBeforeClick: [...requestsBeforeClick],
      dialogMatch: probe?.dialogMatch ?? undefined,
      error,
      pageErrors: [...pageErrors]
    })
    const click = async (at: { x: number; y: number }): Promise<void> => {
      clicked = true
      clicks++
      // Moving there first, as a user does (hover handlers run), then a trusted click.
      await page.mouse.move(at.x, at.y)
      await page.mouse.click(at.x, at.y)
    }

    const reports = probeReports()
    await page.exposeBinding("__benchReport", (_source, key: unknown) => reports.report(key))

    if (visitor.kind === "at-once") {
      // Throttle before navigating; the emulation follows the page's target across the navigation.
      const cdp = await context.newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: visitor.cpuThrottle })
      // The probe calls this the moment it sees the button visible.
      await page.exposeBinding("__benchClickAt", (_source, x: unknown, y: unknown) => {
        if (typeof x === "number" && typeof y === "number") void click({ x, y }).catch(() => undefined)
      })
    }

    if (options.tracePath !== undefined) await browser.startTracing(page, { path: options.tracePath, categories: [...TRACE_CATEGORIES] })
    await page.goto(`${options.origin}/`, { waitUntil: "commit", timeout: options.timeoutMs })
    if (!(await reports.wait("button", options.timeoutMs))) {
      await screenshot(page, options.failureScreenshot)
      return result(await readProbe(page), `no button within ${options.timeoutMs / 1000} s`)
    }
    if (!options.target.dialog) {
      if (visitor.kind === "settled") {
        await page.waitForLoadState("load", { timeout: options.timeoutMs }).catch(() => undefined)
        await page.waitForTimeout(visitor.settleMs)
      }
      return result(await readProbe(page), undefined)
    }

    if (visitor.kind === "settled") {
      await page.waitForLoadState("load", { timeout: options.timeoutMs }).catch(() => undefined)
      // Finds the button once before settling: the locator has Playwright evaluate its injected script in
      // the page, which must not happen in the measured click.
      await buttonCentre(page, options.target)
      await page.waitForTimeout(visitor.settleMs)
      clicked = true
      clicks++
      try {
        await page.locator(options.target.button.join(" ")).filter({ visible: true }).first().click({ timeout: options.timeoutMs })
      } catch (error) {
        await screenshot(page, options.failureScreenshot)
        return result(await readProbe(page), `click failed: ${firstLine(error)}`)
      }
      if (!(await reports.wait("dialogPainted", options.timeoutMs))) {
        await screenshot(page, options.failureScreenshot)
        return result(await readProbe(page), `no dialog within ${options.timeoutMs / 1000} s`)
      }
      return result(await readProbe(page), undefined)
    }

    // At once: the binding has clicked (or is about to); click again while nothing opens.
    const deadline = performance.now() + options.timeoutMs
    while (!(await reports.wait("dialogPainted", Math.min(visitor.retryMs, Math.max(1, deadline - performance.now()))))) {
      if (performance.now() >= deadline) {
        await screenshot(page, options.failureScreenshot)
        return result(await readProbe(page), `no dialog within ${options.timeoutMs / 1000} s (${clicks} clicks)`)
      }
      const at = await buttonCentre(page, options.target)
      if (at !== undefined) await click(at).catch(() => undefined)
    }
    return result(await readProbe(page), undefined)
  } catch (error) {
    return {
      buttonMs: undefined,
      dialogMs: undefined,
      modalMs: undefined,
      clicks,
      jsAtDialog: undefined,
      requestsBeforeClick,
      dialogMatch: undefined,
      error: firstLine(error),
      pageErrors
    }
  } finally {
    if (options.tracePath !== undefined) await browser.stopTracing().catch(() => undefined)
    await browser.close().catch(() => undefined)
  }
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? ""

const screenshot = async (page: Page, path: string | undefined): Promise<void> => {
  if (path !== undefined) await page.screenshot({ path }).catch(() => undefined)
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
