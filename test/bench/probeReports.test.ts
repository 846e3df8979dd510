import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { probeReports } from "../../bench/probeReports.js"

describe("bench probe reports (the probe pushes its figures; the bench does not poll the page)", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("resolves a wait when its key is reported, and not for another key", async () => {
    const reports = probeReports()
    const button = reports.wait("button", 1000)
    const dialog = reports.wait("dialogPainted", 1000)
    reports.report("button")
    await expect(button).resolves.toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(dialog).resolves.toBe(false)
  })

  it("answers at once for a key reported before the wait", async () => {
    const reports = probeReports()
    reports.report("dialogPainted")
    await expect(reports.wait("dialogPainted", 0)).resolves.toBe(true)
  })

  it("times out when nothing is reported, ignores what is not a figure, and a later wait still sees the report", async () => {
    const reports = probeReports()
    const first = reports.wait("dialogPainted", 5000)
    reports.report("dialog")
    reports.report({ key: "dialogPainted" })
    await vi.advanceTimersByTimeAsync(4999)
    let settled = false
    void first.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(first).resolves.toBe(false)
    reports.report("dialogPainted")
    await expect(reports.wait("dialogPainted", 5000)).resolves.toBe(true)
  })
})
