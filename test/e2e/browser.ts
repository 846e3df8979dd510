// The one place the browser tests launch Chromium and open contexts: every context waits for a state (Playwright's
// waitFor, click, waitForSelector, waitForFunction, waitForEvent, waitForURL, goto) up to BROWSER_STATE_WAIT_MS, a
// bound against a hang, so a test gives no timeout of its own unless it asserts an absence. Every page of these
// contexts records its console errors and uncaught errors (pageErrors), and the runner screenshots the open pages
// of the launched browsers when a test fails (test/setup/e2eRunner.ts).
import { mkdir } from "node:fs/promises"
import { join } from "node:path"
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../dev/chromium.js"
import { projectRoot } from "../../dev/paths.js"
import { BROWSER_STATE_WAIT_MS } from "../setup/timeouts.js"

/** Launching the system Chromium: a hang bound too, apart from the state waits (a cold start on a loaded machine). */
const LAUNCH_TIMEOUT_MS = 60_000

const launched = new Set<Browser>()

/** Debian's Chromium, headless, with the dev stack's flags; tracked until it disconnects. */
export const launchChromium = async (): Promise<Browser> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS], timeout: LAUNCH_TIMEOUT_MS })
  launched.add(browser)
  browser.on("disconnected", () => launched.delete(browser))
  return browser
}

/** Every page open in a browser launchChromium() started (in this worker). */
export const openPages = (): ReadonlyArray<Page> =>
  [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()))

const errors = new WeakMap<Page, Array<string>>()

/** console.error messages and uncaught page errors seen so far on a page of a newContext() context. */
export const pageErrors = (page: Page): ReadonlyArray<string> => errors.get(page) ?? []

const recordErrors = (page: Page): void => {
  if (errors.has(page)) return
  const seen: Array<string> = []
  errors.set(page, seen)
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(`console.error: ${message.text()}`)
  })
  page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`))
}

/** A fresh context whose waits default to the state bound and whose pages record their errors. */
export const newContext = async (browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> => {
  const context = await browser.newContext(options)
  context.setDefaultTimeout(BROWSER_STATE_WAIT_MS)
  context.setDefaultNavigationTimeout(BROWSER_STATE_WAIT_MS)
  // Emitted before newPage() resolves, so a page's listeners are on before its first navigation.
  context.on("page", recordErrors)
  return context
}

/** Where screenshot() writes (git-ignored). */
export const SCREENSHOT_DIR = join(projectRoot(), "test-results", "screenshots")

/** A file name from a test's or a shot's name: letters, digits, dot, underscore and dash. */
export const safeName = (name: string): string => name.replace(/[^a-zA-Z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "screenshot"

/** Saves a PNG of the viewport under test-results/screenshots/<name>.png and returns its path. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${safeName(name)}.png`)
  // CSS animations run to their end, so shots are stable.
  await page.screenshot({ path, animations: "disabled" })
  return path
}
