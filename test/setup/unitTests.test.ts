// scripts/unitTests.mjs: which failures of the unit phase it runs again (only files vitest's worker could not load
// on its 60 s RPC bound) and how the second results replace the first in the report the summary reads.
import { describe, expect, it } from "vitest"
import { mergeRerun, rerunnableFiles, type TestReport } from "../../scripts/unitTests.mjs"

type FileResult = TestReport["testResults"][number]

const TIMEOUT = `[vitest-worker]: Timeout calling "resolveId" with "["@effect/platform/HttpClient","/w/layers/live/ens/resolver.ts","ssr"]"`
const passedFile = (name: string, tests = 2): FileResult => ({
  name,
  status: "passed",
  message: "",
  assertionResults: Array.from({ length: tests }, (_, index) => ({ status: "passed", fullName: `${name} ${index}` }))
})
const notLoaded = (name: string, message = TIMEOUT): FileResult => ({ name, status: "failed", message, assertionResults: [] })
const report = (testResults: ReadonlyArray<FileResult>): TestReport => {
  const tests = testResults.flatMap((file) => file.assertionResults)
  return {
    numTotalTests: tests.length,
    numPassedTests: tests.filter((test) => test.status === "passed").length,
    numFailedTests: tests.filter((test) => test.status === "failed").length,
    success: testResults.every((file) => file.status === "passed"),
    testResults
  }
}

describe("the unit phase's rerun", () => {
  it("runs again only the files that failed to load on vitest's RPC timeout", () => {
    expect(rerunnableFiles(report([passedFile("/w/a.test.ts"), notLoaded("/w/resolver.test.ts"), notLoaded("/w/b.test.ts", TIMEOUT.replace("resolveId", "fetch"))])))
      .toEqual(["/w/resolver.test.ts", "/w/b.test.ts"])
  })

  it("runs nothing again when the run passed, a test failed, or a file failed for another reason", () => {
    expect(rerunnableFiles(report([passedFile("/w/a.test.ts")]))).toBeUndefined()
    const failedTest: FileResult = { name: "/w/c.test.ts", status: "failed", message: "", assertionResults: [{ status: "failed", fullName: "c" }] }
    expect(rerunnableFiles(report([notLoaded("/w/resolver.test.ts"), failedTest]))).toBeUndefined()
    expect(rerunnableFiles(report([notLoaded("/w/resolver.test.ts"), notLoaded("/w/d.test.ts", "SyntaxError: Unexpected token")]))).toBeUndefined()
    // An RPC timeout in a test (not while loading) is a failure of that test's, not a file that never ran.
    expect(rerunnableFiles(report([notLoaded("/w/e.test.ts", `[vitest-worker]: Timeout calling "onTaskUpdate"`)]))).toBeUndefined()
  })

  it("puts the rerun's results in place of the first ones and counts the tests again", () => {
    const first = report([passedFile("/w/a.test.ts", 3), notLoaded("/w/resolver.test.ts")])
    const merged = mergeRerun(first, report([passedFile("/w/resolver.test.ts", 8)]))
    expect(merged.testResults.map((file) => [file.name, file.status])).toEqual([["/w/a.test.ts", "passed"], ["/w/resolver.test.ts", "passed"]])
    expect([merged.numTotalTests, merged.numPassedTests, merged.numFailedTests, merged.success]).toEqual([11, 11, 0, true])
  })

  it("keeps the run failed when the rerun fails", () => {
    const failedAgain: FileResult = { name: "/w/resolver.test.ts", status: "failed", message: "", assertionResults: [{ status: "failed", fullName: "r" }] }
    const merged = mergeRerun(report([passedFile("/w/a.test.ts"), notLoaded("/w/resolver.test.ts")]), report([failedAgain]))
    expect([merged.numFailedTests, merged.success]).toEqual([1, false])
    expect(mergeRerun(report([notLoaded("/w/resolver.test.ts")]), report([notLoaded("/w/resolver.test.ts")])).success).toBe(false)
  })
})
