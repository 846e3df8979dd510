// Types of scripts/unitTests.mjs (a plain Node module: scripts/test.sh runs it without TypeScript).

/** The parts of vitest's JSON report (its json reporter) the unit phase reads. */
export interface TestReport {
  readonly numTotalTests: number
  readonly numPassedTests: number
  readonly numFailedTests: number
  readonly success: boolean
  readonly testResults: ReadonlyArray<{
    readonly name: string
    readonly status: string
    readonly message: string
    readonly assertionResults: ReadonlyArray<{ readonly status: string; readonly fullName: string }>
  }>
}

export declare const rerunnableFiles: (report: TestReport) => ReadonlyArray<string> | undefined
export declare const mergeRerun: (report: TestReport, rerun: TestReport) => TestReport
