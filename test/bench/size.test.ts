// Deterministic size check of our own host page (bench/scenarios/walletport: React 19, two EVM
// networks, <ConnectButton/>), built with the bench's esbuild settings in memory. No peers, no timing.
// The budget lives in bench/size-budget.json (`npm run size -- --update` resets it to now + ~5%).
import { beforeAll, describe, expect, it } from "vitest"
import { describeSize, type HostPageSize, measureHostPage, readBudget, type SizeBudget } from "../../bench/size.js"

describe("host page bundle size", () => {
  let size: HostPageSize
  let budget: SizeBudget

  beforeAll(async () => {
    ;[size, budget] = await Promise.all([measureHostPage(), readBudget()])
    console.log(`walletport host page: ${describeSize(size)}; budget ${budget.initialBrotliMaxBytes} B brotli`)
  }, 120_000)

  it("keeps the initial JS (entry + static imports, brotli) within bench/size-budget.json", () => {
    expect(size.initial.brotli).toBeLessThanOrEqual(budget.initialBrotliMaxBytes)
  })

  it("keeps the modal UI out of the initial chunks (only the button is there)", () => {
    expect(size.uiInInitial).toEqual([])
    expect(size.initialInputs).toContain("ui/ConnectButton.tsx")
  })

  it("loads something lazily (the modal)", () => {
    expect(size.lazy.min).toBeGreaterThan(0)
  })
})
