// Setup file of the unit suite (vitest.config.ts): reports, per test file, the longest stretch its worker's event
// loop was blocked, when that exceeds STALL_REPORT_MS, with the test it happened in. A vitest worker blocked ≥ 60 s
// in one synchronous stretch fails its pending RPC to the main process (birpc's timer: "Timeout calling
// onTaskUpdate"), which fails the run; this line shows which file comes near, long before. A report, never a
// failure: npm test holds no time bound. How: an unref'd interval timer; the gap between two of its ticks, less
// its period, is how long the loop was held. perf_hooks' clock, not the global `performance`, which
// vi.useFakeTimers replaces with its fake clock's.
import { performance } from "node:perf_hooks"
import { afterAll, afterEach, beforeEach, expect } from "vitest"

const TICK_MS = 100
/** Stalls longer than this are reported; WALLETPORT_STALL_REPORT_MS sets another threshold for a measuring run. */
const STALL_REPORT_MS = Number(process.env["WALLETPORT_STALL_REPORT_MS"] ?? 5_000)
const OUTSIDE_TESTS = "collecting the file or in a beforeAll/afterAll hook"
/**
 * A stall this long is written out at once, not at the file's end: a file whose collection fails (vitest's
 * "Timeout calling resolveId", its 60 s worker RPC bound) never reaches afterAll, and the line then tells a
 * blocked worker from a main process that did not answer.
 */
const STALL_AT_ONCE_MS = 20_000

interface Monitor {
  lastTick: number
  longest: number
  /** Where the longest stall happened: a test's name, or OUTSIDE_TESTS. */
  where: string
  /** The longest stall was written out at once (STALL_AT_ONCE_MS): the file's end does not repeat it. */
  longestWritten: boolean
  current: string
  /** The test file this worker is running (set by each file's run of this setup file). */
  file: string
}

const isMonitor = (value: unknown): value is Monitor =>
  typeof value === "object" && value !== null && "lastTick" in value && typeof value.lastTick === "number"

/** Counts the time since the last tick as a stall of the current test's, and starts the next gap now. */
const record = (monitor: Monitor): void => {
  const now = performance.now()
  const stall = now - monitor.lastTick - TICK_MS
  const atOnce = stall >= STALL_AT_ONCE_MS
  if (atOnce) {
    process.stderr.write(`[event-loop stall] ${monitor.file}: the worker's event loop was held ${Math.round(stall)} ms (${monitor.current})\n`)
  }
  if (stall > monitor.longest) {
    monitor.longest = stall
    monitor.where = monitor.current
    monitor.longestWritten = atOnce
  }
  monitor.lastTick = now
}

// One timer per worker: without isolation a worker runs this file again for each test file, which resets the figure.
const MONITOR = Symbol.for("walletport.eventLoopStalls")

const monitor = ((): Monitor => {
  const known: unknown = Reflect.get(globalThis, MONITOR)
  if (isMonitor(known)) return known
  const created: Monitor = { lastTick: 0, longest: 0, where: OUTSIDE_TESTS, longestWritten: false, current: OUTSIDE_TESTS, file: "" }
  setInterval(() => record(created), TICK_MS).unref()
  Reflect.set(globalThis, MONITOR, created)
  return created
})()

Object.assign(monitor, { lastTick: performance.now(), longest: 0, where: OUTSIDE_TESTS, longestWritten: false, current: OUTSIDE_TESTS, file: expect.getState().testPath ?? "?" })

beforeEach(() => {
  record(monitor)
  monitor.current = expect.getState().currentTestName ?? OUTSIDE_TESTS
})

afterEach(() => {
  // A stretch that ends with the test has not seen a tick yet.
  record(monitor)
  monitor.current = OUTSIDE_TESTS
})

afterAll((suite) => {
  record(monitor)
  if (monitor.longest >= STALL_REPORT_MS && !monitor.longestWritten) {
    console.warn(`[event-loop stall] ${suite.file.name}: ${Math.round(monitor.longest)} ms (${monitor.where})`)
  }
})
