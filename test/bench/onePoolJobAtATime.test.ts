// bench/onePoolJobAtATime.ts: measure's compressions go to libuv's thread pool one after the other, so a build's
// files never fill the pool every thread of the process (vitest's main thread and workers included) waits on.
import { describe, expect, it } from "vitest"
import { onePoolJobAtATime } from "../../bench/onePoolJobAtATime.js"

/** A job that starts when called and ends when the test says. */
const gate = () => {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve))

describe("onePoolJobAtATime", () => {
  it("starts a job only once the one before it has ended", async () => {
    const started: Array<string> = []
    const first = gate()
    const a = onePoolJobAtATime(async () => {
      started.push("a")
      await first.opened
      return "a done"
    })
    const b = onePoolJobAtATime(async () => {
      started.push("b")
      return "b done"
    })
    await settled()
    expect(started).toEqual(["a"])
    first.open()
    expect(await Promise.all([a, b])).toEqual(["a done", "b done"])
    expect(started).toEqual(["a", "b"])
  })

  it("gives a job's failure to its caller and still runs the next", async () => {
    const failed = onePoolJobAtATime(() => Promise.reject(new Error("compression failed")))
    const next = onePoolJobAtATime(() => Promise.resolve(7))
    await expect(failed).rejects.toThrow("compression failed")
    expect(await next).toBe(7)
  })
})
