// The browser tests' runner (vitest.e2e.config.ts): vitest's own, plus the end of the worker's shared harness and
// a picture of every open page when a test fails.
// A worker runs several files one after the other without isolation and keeps test/e2e/harness.ts's stack and
// browser between them; vitest tears a worker down once it has no file left, and the cleanup listeners run then.
import { appendFile, mkdir } from "node:fs/promises"
import { basename } from "node:path"
import type { Test } from "@vitest/runner"
import type { Page } from "playwright-core"
import { VitestTestRunner } from "vitest/runners"
import { openPages, pageErrors, safeName, screenshot } from "../e2e/browser.js"
import { closeWorkerHarness } from "../e2e/harness.js"

/** Where a failed test's pages are described in words (scripts/test.sh prints it last: CI keeps only the log's tail). */
const FAILURE_NOTES = ".tmp/e2e-failures.txt"

/** What the visitor saw: the open dialogs' text (Playwright's locators pierce the modal's shadow root), else the body's. */
const visibleText = async (page: Page): Promise<string> => {
  const dialogs = await page.locator("[role=dialog]").allInnerTexts()
  const text = dialogs.length > 0 ? `dialog: ${dialogs.join(" | ")}` : `body: ${await page.locator("body").innerText()}`
  return text.replace(/\s+/g, " ").slice(0, 400)
}

/**
 * Saves test-results/screenshots/FAILED-<file>-<test>.png (then -page2, -page3… for further pages) of every page
 * open in a browser the tests launched, and prints each page's recorded errors. Never throws: a page that cannot
 * be shot (closed meanwhile, crashed) must not turn the failure's report into another one.
 */
const shootFailure = async (test: Test): Promise<void> => {
  const file = basename(test.file.name).replace(/\.e2e\.ts$/, "")
  const pages = openPages()
  await Promise.all(
    pages.map(async (page, index) => {
      const errors = pageErrors(page)
      if (errors.length > 0) console.error(`page ${index + 1} (${page.url()}) errors:\n  ${errors.join("\n  ")}`)
      const seen = await visibleText(page).catch((error: unknown) => `no text: ${String(error)}`)
      const note = [`${file} > ${test.name}, page ${index + 1} (${page.url()})`, `  ${seen}`, ...errors.slice(-3).map((e) => `  ${e.slice(0, 300)}`)]
      await mkdir(".tmp", { recursive: true })
      await appendFile(FAILURE_NOTES, `${note.join("\n")}\n`)
      const name = safeName(`FAILED-${file}-${test.name}${index === 0 ? "" : `-page${index + 1}`}`)
      await screenshot(page, name).catch((error: unknown) => console.error(`no screenshot ${name}: ${String(error)}`))
    })
  )
}

export default class E2ERunner extends VitestTestRunner {
  constructor(...args: ConstructorParameters<typeof VitestTestRunner>) {
    super(...args)
    // One listener per worker (a Set of listeners: the same function is added once, whatever the file count).
    this.onCleanupWorkerContext(closeWorkerHarness)
  }

  /** Right after the test's body, before afterEach and afterAll close its pages. */
  async onTaskFinished(test: Test): Promise<void> {
    if (test.result?.state !== "fail") return
    await shootFailure(test).catch((error: unknown) => console.error(`failure screenshots: ${String(error)}`))
  }
}
