// Browser e2e harness: Debian's Chromium driven by playwright-core, against the offline dev stack.
// One dev stack + one browser per test worker, shared by the files the worker runs one after the other
// (vitest.e2e.config.ts: forks without isolation keep this module's state across files); a file that changes
// the stack for good asks for its own. Each newPage() gets its own isolated browser context, closed when its
// file ends. Workers run in parallel: a stack shares no port, directory or file with another.
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { CHROMIUM_PATH } from "../../dev/chromium.js"
import { startDevStack, type DevStack } from "../../dev/stack.js"
import { launchChromium, newContext as newBoundContext, pageErrors, screenshot } from "./browser.js"

export { SCREENSHOT_DIR } from "./browser.js"

/** Once the core has taken over from the instant-open preview (runtime/instantOpen.ts), if there was one. */
export const instantPreviewGone = (page: Page): Promise<void> => page.locator("[data-walletport-preview]").waitFor({ state: "detached" })

/**
 * A bound on each of pageIdle's two idle callbacks: Chromium runs an idle callback given a timeout as an ordinary
 * task once it has waited that long without an idle period (a starved renderer on a loaded machine, or a page
 * Chromium does not render), instead of never.
 */
const IDLE_CALLBACK_BOUND_MS = 5_000

/**
 * Resolves once the page's main thread has been idle (two idle callbacks in a row): the state at which an absence
 * ("nothing was sent", "nothing opened") is checked, instead of after a sleep. Every task queued before has run
 * either way; when the page gave no idle period within the bound, a line says so (the check still ran after those
 * tasks). Without the bound, a loaded run's 180 s test timeout most likely sat here (its last step; not reproduced).
 */
export const pageIdle = async (page: Page): Promise<void> => {
  const idle = await page.evaluate((timeout) => {
    const next = () => new Promise<boolean>((resolve) => requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout }))
    return next().then((first) => next().then((second) => first && second))
  }, IDLE_CALLBACK_BOUND_MS)
  if (!idle) console.warn(`pageIdle: ${page.url()} gave no idle period within ${IDLE_CALLBACK_BOUND_MS} ms; checked after its queued tasks`)
}

/**
 * Resolves once every finite time-based animation in the shadow root (or document) holding `element` has finished
 * or was cancelled (a spinner's endless one is not waited for): "at rest", as a state rather than a pause.
 */
export const animationsDone = (element: Locator): Promise<void> =>
  element.evaluate(async (el) => {
    const root = el.getRootNode()
    const animations = root instanceof ShadowRoot || root instanceof Document ? root.getAnimations() : el.getAnimations({ subtree: true })
    // A scroll-driven one (the list's scroll cue) ends only when the list is scrolled to its end: not waited for.
    const finite = animations.filter((animation) => animation.timeline instanceof DocumentTimeline && animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })

/** Flips the local data server's dev switches (POST /dev/switch: explorerDown, originListed, generatedWallets). */
export const dataServerSwitch = async (stack: DevStack, body: Readonly<Record<string, unknown>>): Promise<void> => {
  const response = await fetch(`${stack.data.url}/dev/switch`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  if (response.status !== 200) throw new Error(`POST /dev/switch answered ${response.status}`)
}

/** Waits for a demo wallet's prompt (showing `method`, when given), answers it, and waits for it to go. */
export const answerDemoWallet = async (page: Page, answer: "approve" | "reject", method?: string): Promise<void> => {
  const prompt = page.getByTestId("demo-wallet-prompt")
  await prompt.waitFor({ state: "visible" })
  if (method !== undefined) expect(await prompt.getAttribute("data-method")).toBe(method)
  await page.getByTestId(`demo-wallet-${answer}`).click()
  await prompt.waitFor({ state: "detached" })
}

export interface E2EHarness {
  readonly stack: DevStack
  readonly browser: Browser
  /**
   * A fresh, isolated context (own cookies and localStorage; 1280×800 unless `options` say otherwise), with the
   * state bound as its waits' default (test/e2e/browser.ts); closed with the browser by close().
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
  /** Opens `path` of the demo dapp (default "/") in a new page, in a fresh context unless one is given. */
  newPage(path?: string, options?: { readonly context?: BrowserContext }): Promise<Page>
  /** Saves a PNG under test-results/screenshots/<name>.png and returns its path. */
  screenshot(page: Page, name: string): Promise<string>
  /** console.error messages and uncaught page errors seen so far on `page` (any page of a newContext() context). */
  pageErrors(page: Page): ReadonlyArray<string>
  /**
   * Closes the browser and stops the dev stack; throws if anvil, Surfpool or the wallet server is still alive
   * afterwards, or the demo page's or anvil's port still answers. Idempotent.
   */
  close(): Promise<void>
}

/** True while a process with this pid exists (zombies excluded only once reaped). */
export const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means it exists but belongs to someone else.
    return error instanceof Error && "code" in error && error.code === "EPERM"
  }
}

const withTimeout = async <A>(promise: Promise<A>, ms: number, what: string): Promise<A> => {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms)
      })
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** Starts the dev stack and Chromium side by side. */
export const startHarness = async (): Promise<E2EHarness> => {
  const [stackResult, browserResult] = await Promise.allSettled([
    startDevStack(),
    // Playwright creates (and removes) a fresh temporary user-data-dir for every launch.
    launchChromium()
  ])
  if (stackResult.status === "rejected" || browserResult.status === "rejected") {
    await Promise.allSettled([
      stackResult.status === "fulfilled" ? stackResult.value.stop() : Promise.resolve(),
      browserResult.status === "fulfilled" ? browserResult.value.close() : Promise.resolve()
    ])
    throw stackResult.status === "rejected"
      ? stackResult.reason
      : browserResult.status === "rejected"
        ? new Error(`could not launch ${CHROMIUM_PATH} (run: apt-get install -y chromium)`, { cause: browserResult.reason })
        : new Error("unreachable")
  }
  const stack = stackResult.value
  const browser = browserResult.value
  const newContext = (options: BrowserContextOptions = {}): Promise<BrowserContext> =>
    newBoundContext(browser, { viewport: { width: 1280, height: 800 }, ...options })

  const newPage = async (path = "/", options: { readonly context?: BrowserContext } = {}): Promise<Page> => {
    const context = options.context ?? (await newContext())
    const page = await context.newPage()
    await page.goto(new URL(path, stack.url).href)
    return page
  }

  let closing: Promise<void> | undefined
  const close = (): Promise<void> => {
    closing ??= (async () => {
      const results = await Promise.allSettled([
        withTimeout(browser.close(), 30_000, "browser.close()"),
        withTimeout(stack.stop(), 30_000, "dev stack stop()")
      ])
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []))
      if (isProcessAlive(stack.anvil.pid)) failures.push(new Error(`anvil (pid ${stack.anvil.pid}) survived stop()`))
      if (isProcessAlive(stack.walletServer.pid)) failures.push(new Error(`the wallet server (pid ${stack.walletServer.pid}) survived stop()`))
      if (isProcessAlive(stack.surfpool.pid)) failures.push(new Error(`Surfpool (pid ${stack.surfpool.pid}) survived stop()`))
      // The demo page's server and anvil's RPC port are closed (a request is refused, not answered).
      for (const url of [stack.url, stack.rpcUrl]) {
        if (await fetch(url, { method: "POST" }).then(() => true, () => false)) failures.push(new Error(`${url} still answers after stop()`))
      }
      if (failures.length > 0) throw new AggregateError(failures, "e2e harness teardown failed")
    })()
    return closing
  }

  return {
    stack,
    browser,
    newContext,
    newPage,
    screenshot,
    pageErrors,
    close
  }
}

let workerHarness: Promise<E2EHarness> | undefined

/** The worker's shared harness, started by the first file that asks for it (again after a failed start). */
const sharedHarness = (): Promise<E2EHarness> => {
  const started = (workerHarness ??= startHarness())
  started.catch(() => {
    if (workerHarness === started) workerHarness = undefined
  })
  return started
}

/**
 * Closes the worker's shared harness, with the pid checks of close(); test/setup/e2eRunner.ts calls it when the
 * worker ends. Idempotent.
 */
export const closeWorkerHarness = async (): Promise<void> => {
  const started = workerHarness
  workerHarness = undefined
  if (started === undefined) return
  const harness = await started.catch(() => undefined)
  await harness?.close()
}

/**
 * Closes every context (and so every page) open in the harness's browser: a file's pages stop working (polling,
 * WalletConnect sockets) before the next file of the worker starts.
 */
const closeContexts = async (harness: E2EHarness): Promise<void> => {
  await Promise.all(harness.browser.contexts().map((context) => context.close()))
}

export interface UseHarnessOptions {
  /**
   * "own": a dev stack and browser for this file alone, stopped when it ends, for a file that changes the stack
   * for good (e.g. restarts one of its servers). Default "shared": the worker's.
   */
  readonly stack?: "shared" | "own"
}

/**
 * Registers beforeAll/afterAll for the file's harness and returns its getter. A failed test's open pages are
 * screenshotted by the runner (test/setup/e2eRunner.ts).
 */
export const useHarness = (options: UseHarnessOptions = {}): (() => E2EHarness) => {
  let harness: E2EHarness | undefined
  beforeAll(async () => {
    harness = options.stack === "own" ? await startHarness() : await sharedHarness()
  })
  afterAll(async () => {
    if (harness === undefined) return
    if (options.stack === "own") await harness.close()
    else await closeContexts(harness)
  })
  return () => {
    if (harness === undefined) throw new Error("e2e harness not started (call useHarness() at the top of the test file)")
    return harness
  }
}
