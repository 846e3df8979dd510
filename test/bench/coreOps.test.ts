// The work of an instance's start, counted (bench/coreOps.ts): a deterministic figure, not a time.
import { describe, expect, it } from "vitest"
import { CORE_START_MAX_OPS, countCoreStart } from "../../bench/coreOps.js"

describe("the core's start with every adapter configured", () => {
  it("runs within its budget of Effect operations, and the same count every time", async () => {
    const first = await countCoreStart()
    const second = await countCoreStart()
    expect(first.ops).toBeLessThanOrEqual(CORE_START_MAX_OPS)
    expect(second.ops).toBe(first.ops)
    expect(second.fibers).toBe(first.fibers)
  })
})
