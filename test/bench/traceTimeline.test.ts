import { describe, expect, it } from "vitest"
import { mainThreadTimeline, parseTrace, profileSummary } from "../../bench/traceTimeline.js"

// A small trace as Chromium writes it: navigation at 1 s on the trace clock (µs), one 40 ms task that
// evaluates a module and lays out, one JS file, and JS samples of the main thread's profile.
const T0 = 1_000_000
const trace = {
  traceEvents: [
    { name: "thread_name", ph: "M", ts: 0, pid: 7, tid: 1, args: { name: "CrRendererMain" } },
    { name: "thread_name", ph: "M", ts: 0, pid: 7, tid: 9, args: { name: "Compositor" } },
    { name: "navigationStart", ph: "R", ts: T0, pid: 7, tid: 1, args: { data: { documentLoaderURL: "http://127.0.0.1:5000/" } } },
    { name: "RunTask", ph: "X", ts: T0 + 10_000, dur: 40_000, pid: 7, tid: 1, args: {} },
    { name: "ThreadControllerImpl::RunTask", ph: "X", ts: T0 + 10_000, dur: 40_000, pid: 7, tid: 1, args: {} },
    { name: "v8.evaluateModule", ph: "X", ts: T0 + 11_000, dur: 30_000, pid: 7, tid: 1, args: { fileName: "http://127.0.0.1:5000/chunks/app.js" } },
    { name: "Layout", ph: "X", ts: T0 + 42_000, dur: 6_000, pid: 7, tid: 1, args: {} },
    // Another thread's task is not the page's.
    { name: "RunTask", ph: "X", ts: T0 + 10_000, dur: 90_000, pid: 7, tid: 9, args: {} },
    { name: "ResourceSendRequest", ph: "I", ts: T0 + 2_000, pid: 7, tid: 1, args: { data: { requestId: "r1", url: "http://127.0.0.1:5000/chunks/app.js" } } },
    { name: "ResourceReceiveResponse", ph: "I", ts: T0 + 5_000, pid: 7, tid: 1, args: { data: { requestId: "r1" } } },
    { name: "ResourceFinish", ph: "I", ts: T0 + 6_000, pid: 7, tid: 1, args: { data: { requestId: "r1" } } },
    { name: "Profile", ph: "P", ts: T0, pid: 7, tid: 1, id: "0x1", args: { data: { startTime: T0 } } },
    {
      name: "ProfileChunk",
      ph: "P",
      ts: T0 + 50_000,
      pid: 7,
      tid: 3,
      id: "0x1",
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: "(root)" } },
              { id: 2, parent: 1, callFrame: { functionName: "render", url: "http://127.0.0.1:5000/chunks/app.js", lineNumber: 0, columnNumber: 41 } },
              { id: 3, parent: 2, callFrame: { functionName: "focus" } }
            ],
            samples: [2, 3, 3, 2]
          },
          // Samples at 10, 20, 30 and 100 ms: the last one is outside the window asked for.
          timeDeltas: [10_000, 10_000, 10_000, 70_000]
        }
      }
    }
  ]
}

describe("bench trace timeline", () => {
  const events = parseTrace(JSON.stringify(trace))

  it("lists the page main thread's tasks with what they spent their time on, and the JS files", () => {
    const text = mainThreadTimeline(events, { minTaskMs: 3, depth: 4 })
    expect(text).toContain("   10.0    40.0   task")
    expect(text).toContain("   11.0    30.0     v8.evaluateModule /chunks/app.js")
    expect(text).toContain("   42.0     6.0     Layout")
    expect(text).toContain("    2.0     5.0     6.0   /chunks/app.js")
    // Only the main thread's tasks count as busy time.
    expect(text).toContain("busy    40.0 ms")
  })

  it("counts JS samples in a window, of their own and on the stack", () => {
    const text = profileSummary(events, { fromMs: 0, toMs: 50, top: 5 })
    expect(text).toContain("JS samples 0–50 ms: 3")
    expect(text).toMatch(/most samples of their own:\n +2 {2}focus\n +1 {2}render \/chunks\/app\.js:1:42/)
    const stack = text.slice(text.indexOf("most samples on the stack:"))
    expect(stack).toMatch(/\n +3 {2}\(root\)\n/)
    expect(stack).toMatch(/\n +3 {2}render \/chunks\/app\.js:1:42\n/)
    expect(stack).toMatch(/\n +2 {2}focus\n/)
  })

  it("refuses what is not a trace", () => {
    expect(() => parseTrace("{}")).toThrow("not a Chrome trace")
  })
})
