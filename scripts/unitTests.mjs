// npm test's unit phase (scripts/test.sh): vitest over the unit projects, with one exception to "a failure fails".
// A test file vitest's worker could not load because its RPC to the main process ran out of time ("[vitest-worker]:
// Timeout calling resolveId", a bound vitest 3.2 hard-codes at 60 s) never ran: when every failure of the run is of
// that kind, those files run once more and their second results replace the first. Any other failure stands — a
// failed test, a hook, a file that times out again, or an unhandled error (the JSON report leaves those out, so
// the output is read for vitest's "Unhandled Errors" section). The rerun is announced in the output, never silent.
// Usage: node scripts/unitTests.mjs [vitest's file filters...]
import { spawn } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { stripVTControlCharacters } from "node:util"

const REPORT = ".tmp/unit-results.json"
const RERUN_REPORT = ".tmp/unit-results-rerun.json"
const vitestArgs = (outputFile) => ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${outputFile}`]

/** The RPC calls a worker makes to load a module: their timeout means the file never ran, not that it failed. */
const LOAD_TIMEOUT = /\[vitest-worker\]: Timeout calling "(resolveId|fetch|transform)"/
/** The banner of vitest's section for errors outside any test (default reporter), colours removed. */
const UNHANDLED_ERRORS = /⎯ Unhandled Errors ⎯/

/**
 * The files to run again, or undefined when the report holds a failure of another kind or none: only files that
 * failed to load on an RPC timeout, none of whose tests failed.
 */
export const rerunnableFiles = (report) => {
  const failed = (report.testResults ?? []).filter((file) => file.status === "failed")
  if (failed.length === 0 || report.numFailedTests !== 0) return undefined
  const notLoaded = failed.filter((file) =>
    LOAD_TIMEOUT.test(String(file.message ?? "")) && !(file.assertionResults ?? []).some((test) => test.status === "failed")
  )
  return notLoaded.length === failed.length ? failed.map((file) => file.name) : undefined
}

/** The first report with the rerun's files in place of the same files' first results, its test counts made again. */
export const mergeRerun = (report, rerun) => {
  const second = new Map((rerun.testResults ?? []).map((file) => [file.name, file]))
  const testResults = (report.testResults ?? []).map((file) => second.get(file.name) ?? file)
  const tests = testResults.flatMap((file) => file.assertionResults ?? [])
  const count = (status) => tests.filter((test) => test.status === status).length
  return {
    ...report,
    testResults,
    numTotalTests: tests.length,
    numPassedTests: count("passed"),
    numFailedTests: count("failed"),
    success: count("failed") === 0 && testResults.every((file) => file.status !== "failed")
  }
}

/** Runs npx with ARGS, its output passed through; resolves its exit status and whether vitest reported unhandled errors. */
const run = (args) =>
  new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"] })
    let unhandled = false
    let tail = ""
    const pass = (target) => (chunk) => {
      target.write(chunk)
      const text = tail + stripVTControlCharacters(chunk.toString("utf8"))
      if (UNHANDLED_ERRORS.test(text)) unhandled = true
      tail = text.slice(-200)
    }
    child.stdout.on("data", pass(process.stdout))
    child.stderr.on("data", pass(process.stderr))
    child.on("close", (code, signal) => resolve({ status: code ?? (signal === null ? 1 : 128), unhandled }))
  })

/** F of the JSON report at PATH, or undefined when vitest wrote none that parses. */
const readReport = (path, f) => {
  try {
    return f(JSON.parse(readFileSync(path, "utf8")))
  } catch {
    return undefined
  }
}

const main = async () => {
  const first = await run([...vitestArgs(REPORT), ...process.argv.slice(2)])
  if (first.status === 0 || first.unhandled) return first.status
  const files = readReport(REPORT, rerunnableFiles)
  if (files === undefined) return first.status
  console.log(`\n=== vitest's worker RPC timed out loading ${files.join(", ")} (vitest's fixed 60 s): those files never ran; running them once more`)
  const second = await run([...vitestArgs(RERUN_REPORT), ...files])
  const merged = readReport(RERUN_REPORT, (rerun) => readReport(REPORT, (report) => mergeRerun(report, rerun)))
  if (merged === undefined) return 1
  writeFileSync(REPORT, JSON.stringify(merged))
  const passed = second.status === 0 && !second.unhandled && merged.success
  console.log(`=== the rerun ${passed ? "passed" : "failed"}; its results replace the first run's for those files in ${REPORT}`)
  return passed ? 0 : 1
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main()
