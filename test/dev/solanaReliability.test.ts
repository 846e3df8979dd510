/**
 * Issue 10's reliability check for Solana, small enough for `npm test`: reads and sends through the Solana reads
 * (the shared ChainRpc policy) against Surfpool behind the chaos proxy at a 30 % fault rate. No read may be lost,
 * no transfer credited twice, every failure a catalogue error.
 */
import { describe, expect, it } from "vitest"
import { RELIABILITY_RPC_TIMEOUT_MS } from "../setup/timeouts.js"
import { runSolanaReliability } from "../../dev/chaos/solanaReliability.js"

describe("Solana reads under injected faults (chaos proxy, 30 %)", () => {
  it("100 reads and 4 sends: 0 lost reads, 0 double credits, every failure typed", async () => {
    const report = await runSolanaReliability({ reads: 100, sends: 4, rate: 0.3, seed: 7, timeoutMs: RELIABILITY_RPC_TIMEOUT_MS })
    console.log(JSON.stringify(report))
    const faults = Object.values(report.proxy.faults).reduce((a, b) => a + b, 0)
    expect(faults / report.proxy.requests).toBeGreaterThan(0.15)
    expect(report.reads.lost).toBe(0)
    expect(report.reads.correct + report.reads.typedFailures).toBe(100)
    expect(report.reads.correct).toBeGreaterThan(60)
    expect(report.sends.duplicateBroadcasts).toBe(0)
    expect(report.sends.untyped).toBe(0)
    expect(report.sends.landed + report.sends.typedFailures).toBe(4)
    expect(report.sends.landed).toBeGreaterThan(0)
    expect(Object.keys(report.attempts).some((k) => Number(k) > 1)).toBe(true)
  }, 180_000)
})
