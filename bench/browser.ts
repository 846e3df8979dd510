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

/** What the init script records, on the page's clock (ms since navigation start). */
interface PageProbe {
  readonly button: number | null
  readonly click: number | null
  readonly dialog: number | null
  /** URLs of JS the page had fetched when the dialog was first seen visible. */
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
  const probe = { button: null, click: null, dialog: null, jsAtDialog: null, dialogMatch: null };
  Object.defineProperty(window, "__walletportBench", { value: probe });
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
    if (typeof el.checkVisibility === "function" && !el.checkVisibility({ visibilityProperty: true })) return false;
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
    if (probe.button === null && findButton() !== null) probe.button = now;
    if (probe.click !== null && probe.dialog === null) {
      const found = inShadows(DIALOG).find(visible);
      if (found) {
        probe.dialog = now;
        probe.dialogMatch = found.tagName.toLowerCase() + (found.getAttribute("role") ? "[role=" + found.getAttribute("role") + "]" : "");
        probe.jsAtDialog = performance.getEntriesByType("resource").map((e) => e.name).filter((n) => /\.m?js(\?|#|$)/.test(n));
      }
    }
    return probe.button !== null && (probe.dialog !== null || !CONFIG.dialog);
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

export interface LoadOptions {
  readonly origin: string
  readonly target: BrowserTarget
  /** Paths (with leading "/") the static server serves for this build: requests to them are the page's own assets. */
  readonly ownPaths: ReadonlySet<string>
  /** Wait after the button is visible before clicking, to let the page send what it sends on load. */
  readonly settleMs: number
  readonly timeoutMs: number
  /** Where to save a screenshot when the dialog does not appear. */
  readonly failureScreenshot: string | undefined
}

export interface LoadResult {
  /** Navigation start → connect button visible (ms). */
  readonly buttonMs: number | undefined
  /** Click → dialog visible (ms), undefined when no dialog opened. */
  readonly dialogMs: number | undefined
  /** JS files (server paths) fetched by the time the dialog was visible. */
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

const waitForProbe = async (page: Page, key: "button" | "dialog", timeoutMs: number): Promise<boolean> => {
  try {
    await page.waitForFunction(
      (name) => {
        const probe: unknown = Reflect.get(window, "__walletportBench")
        return typeof probe === "object" && probe !== null && Reflect.get(probe, name) !== null
      },
      key,
      { timeout: timeoutMs, polling: 100 }
    )
    return true
  } catch {
    return false
  }
}

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...BENCH_CHROMIUM_ARGS], timeout: 60_000 })

/** One cold load: fresh browser and context, navigate, wait for the button, settle, click, wait for the dialog. */
export const coldLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const browser = await launchBrowser()
  const requestsBeforeClick: Array<string> = []
  const pageErrors: Array<string> = []
  let clicked = false
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
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" })
    await context.addInitScript({ content: PROBE_SCRIPT.replace("__CONFIG__", JSON.stringify(options.target)) })
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
      jsAtDialog: probe?.jsAtDialog?.map((url) => new URL(url).pathname),
      requestsBeforeClick: [...requestsBeforeClick],
      dialogMatch: probe?.dialogMatch ?? undefined,
      error,
      pageErrors: [...pageErrors]
    })

    await page.goto(`${options.origin}/`, { waitUntil: "commit", timeout: options.timeoutMs })
    if (!(await waitForProbe(page, "button", options.timeoutMs))) {
      await screenshot(page, options.failureScreenshot)
      return result(await readProbe(page), `no button within ${options.timeoutMs / 1000} s`)
    }
    await page.waitForLoadState("load", { timeout: options.timeoutMs }).catch(() => undefined)
    await page.waitForTimeout(options.settleMs)
    if (!options.target.dialog) return result(await readProbe(page), undefined)

    clicked = true
    try {
      await page.locator(options.target.button.join(" ")).filter({ visible: true }).first().click({ timeout: options.timeoutMs })
    } catch (error) {
      await screenshot(page, options.failureScreenshot)
      return result(await readProbe(page), `click failed: ${firstLine(error)}`)
    }
    if (!(await waitForProbe(page, "dialog", options.timeoutMs))) {
      await screenshot(page, options.failureScreenshot)
      return result(await readProbe(page), `no dialog within ${options.timeoutMs / 1000} s`)
    }
    return result(await readProbe(page), undefined)
  } catch (error) {
    return {
      buttonMs: undefined,
      dialogMs: undefined,
      jsAtDialog: undefined,
      requestsBeforeClick,
      dialogMatch: undefined,
      error: firstLine(error),
      pageErrors
    }
  } finally {
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
