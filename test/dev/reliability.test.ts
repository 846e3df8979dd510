/**
 * Issue 10's reliability check, small enough for `npm test`: reads and sends through ChainRpc against anvil behind
 * the chaos proxy at a 30 % fault rate. No read may be lost (each is the chain's value or a typed error), no send
 * may land twice (checked on the chain by nonce and hash), every failure is a catalogue error.
 */
import { describe, expect, it } from "vitest"
import { RELIABILITY_RPC_TIMEOUT_MS } from "../setup/timeouts.js"
import { runReliability } from "../../dev/chaos/reliability.js"

describe("ChainRpc under injected faults (chaos proxy, 30 %)", () => {
  it("150 reads and 8 sends: 0 lost reads, 0 duplicate broadcasts, every failure typed", async () => {
    const report = await runReliability({ reads: 150, sends: 8, rate: 0.3, seed: 7, timeoutMs: RELIABILITY_RPC_TIMEOUT_MS })
    console.log(JSON.stringify(report))
    expect(report.proxy.requests).toBeGreaterThan(150 / 7)
    // The proxy really failed a large share of the traffic, of every kind.
    const faults = Object.values(report.proxy.faults).reduce((a, b) => a + b, 0)
    expect(faults / report.proxy.requests).toBeGreaterThan(0.15)
    expect(report.reads.lost).toBe(0)
    expect(report.reads.correct + report.reads.typedFailures).toBe(150)
    // Most reads get through (the rest are typed failures, allowed); a loaded machine may time a few more out.
    expect(report.reads.correct).toBeGreaterThan(100)
    expect(report.sends.duplicateBroadcasts).toBe(0)
    expect(report.sends.untyped).toBe(0)
    expect(report.sends.landed + report.sends.typedFailures).toBe(8)
    // Retries happened: some calls needed more than one attempt.
    expect(Object.keys(report.attempts).some((k) => Number(k) > 1)).toBe(true)
  }, 180_000)
})
