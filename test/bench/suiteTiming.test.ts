// `npm test` times nothing (issue 22): a browser test waits for states, never for durations, and no test asserts
// a duration; speed is measured and budgeted by `npm run bench` (bench/walletconnect/ for the WalletConnect QR,
// bench/validators.ts for the email check on hostile input). Scans the test files for sleeps and clock reads.
import { readdir, readFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { projectRoot } from "../../bench/paths.js"

const SELF = "test/bench/suiteTiming.test.ts"

/** `under`: the folder a rule applies to (the browser tests for sleeps; unit tests flush with setTimeout 0). */
const RULES: ReadonlyArray<{ readonly under: string; readonly pattern: RegExp; readonly what: string }> = [
  { under: "test/e2e/", pattern: /\bwaitForTimeout\(/, what: "a sleep (wait for a state instead)" },
  { under: "test/e2e/", pattern: /setTimeout\(\s*(?:r|res|resolve)\s*,/, what: "a sleep (wait for a state instead)" },
  { under: "test/", pattern: /\b(?:performance|Date)\.now\(\)/, what: "a clock read (a duration belongs in the bench)" }
]

/** Clock reads that time nothing, each with why. */
const ALLOWED: ReadonlyArray<{ readonly file?: string; readonly line: RegExp; readonly why: string }> = [
  { line: /Date\.now\(\) \/ 1000/, why: "a Unix timestamp inside a signed message" },
  { line: /\$\{Date\.now\(\)\}/, why: "a unique file name" },
  { file: "test/e2e/instantOpen.e2e.ts", line: /= performance\.now\(\)/, why: "page-clock stamps compared with each other (which came first), never with a duration" },
  { file: "test/dev/chaosProxy.test.ts", line: /Date\.now\(\)/, why: "a lower bound (the fault held the request its delay): load only lengthens it" },
  { file: "test/dev/dataServer.test.ts", line: /Date\.parse\(.*Date\.now\(\)/, why: "the block was mined now, not at another date (a minute's slack on a date, not a speed)" },
  { file: "test/package/check.mjs", line: /performance\.now\(\)/, why: "prints each step's duration, asserts none" },
  { file: "test/e2e/embedded.e2e.ts", line: /performance\.now\(\)/, why: "prints the email login's timings issue 21 asks for, asserts none" },
  { file: "test/e2e/swap.e2e.ts", line: /performance\.now\(\)/, why: "prints the time from amount typed to quote shown issue 25 asks for, asserts none" },
  { file: "test/setup/eventLoopStalls.ts", line: /performance\.now\(\)/, why: "prints each unit file's longest event-loop stall (how near birpc's 60 s timeout it comes), asserts none" },
  { file: "test/setup/slowRpcReport.ts", line: /performance\.now\(\)/, why: "prints a resolve of 5 s or more and a main-process stall of 10 s or more (birpc's 60 s bound), asserts none" }
]

const testFiles = async (dir: string): Promise<ReadonlyArray<string>> => {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map(async (entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path)
    return /\.(?:ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : []
  }))
  return nested.flat()
}

describe("the test suite times nothing", () => {
  it("no test file sleeps or reads a clock, but for the listed timestamps", async () => {
    const root = projectRoot()
    const found: Array<string> = []
    for (const path of await testFiles(join(root, "test"))) {
      const file = relative(root, path)
      if (file === SELF) continue
      const lines = (await readFile(path, "utf8")).split("\n")
      lines.forEach((text, index) => {
        for (const rule of RULES) {
          if (!file.startsWith(rule.under) || !rule.pattern.test(text)) continue
          const allowed = ALLOWED.some((entry) => (entry.file === undefined || entry.file === file) && entry.line.test(text))
          if (!allowed) found.push(`${file}:${index + 1}: ${rule.what}: ${text.trim()}`)
        }
      })
    }
    expect(found).toEqual([])
  })
})
