// The setup's state bound (test/setup/stateWaits.ts): a state that takes more than vitest's and Testing Library's
// 1 s default to hold is still waited for, and a call's own timeout still wins.
import { getConfig } from "@testing-library/dom"
import { afterEach, describe, expect, it, vi } from "vitest"
import { STATE_WAIT_TIMEOUT_MS } from "./timeouts.js"

/** A flag that turns true after `ms` of (real or fake) time. */
const trueAfter = (ms: number): { readonly holds: () => boolean } => {
  let done = false
  setTimeout(() => {
    done = true
  }, ms)
  return { holds: () => done }
}

const PAST_DEFAULT_MS = 1_500

describe("waits for a state get the suite's bound, not 1 s", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("vi.waitFor without a timeout waits for a state 1.5 s of fake time away", async () => {
    // vi.waitFor moves fake timers by its interval at each real-time check, so the state needs > 1 s of real time.
    vi.useFakeTimers()
    const state = trueAfter(PAST_DEFAULT_MS)
    await vi.waitFor(() => {
      if (!state.holds()) throw new Error("not yet")
    })
    expect(state.holds()).toBe(true)
  })

  it("vi.waitFor with only an interval still gets the bound", async () => {
    vi.useFakeTimers()
    const state = trueAfter(PAST_DEFAULT_MS)
    await vi.waitFor(() => expect(state.holds()).toBe(true), { interval: 50 })
  })

  it("vi.waitUntil without a timeout waits for a state 1.5 s of real time away", async () => {
    const state = trueAfter(PAST_DEFAULT_MS)
    await expect(vi.waitUntil(() => state.holds())).resolves.toBe(true)
  })

  it("expect.poll without a timeout waits for a state 1.5 s of real time away", async () => {
    const state = trueAfter(PAST_DEFAULT_MS)
    await expect.poll(() => state.holds()).toBe(true)
  })

  it("Testing Library's waitFor and findBy* get the bound", () => {
    expect(getConfig().asyncUtilTimeout).toBe(STATE_WAIT_TIMEOUT_MS)
  })

  it("a call's own timeout wins", async () => {
    await expect(vi.waitFor(() => { throw new Error("never") }, 100)).rejects.toThrow("never")
    await expect(vi.waitUntil(() => false, { timeout: 100 })).rejects.toThrow("Timed out in waitUntil!")
  })
})
