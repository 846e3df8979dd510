/**
 * The core's SendFeature keeps only a built Send service: a Send chunk that failed to load fails that use with
 * the typed ChunkLoadFailed and is imported again on the next use, instead of the view failing forever. It owns
 * the pending list's business rule for Activity (merging pending sends into the history), which the UI calls as
 * a plain read.
 */
import { describe, expect, it, vi } from "vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { SendFeature } from "../../services/Send.js"
import { harness, SECOND_ADDRESS } from "./harness.js"
import { OWN, pendingEntry } from "./SendSetup.js"

describe("SendFeature", () => {
  it("fails a load whose Send chunk does not download with ChunkLoadFailed (not a defect), imports it again on the next load, and keeps it once built", async () => {
    let imports = 0
    vi.doMock("../../layers/live/Send.js", async (importOriginal) => {
      imports += 1
      if (imports === 1) throw new Error("chunk failed to load")
      return importOriginal()
    })
    const runtime = ManagedRuntime.make(harness())
    try {
      const load = Effect.flatMap(SendFeature, (feature) => feature.load)
      const failed = await runtime.runPromiseExit(load)
      const failure = Exit.isFailure(failed) ? Option.getOrUndefined(Cause.failureOption(failed.cause)) : undefined
      expect(failure).toBeInstanceOf(ChunkLoadFailed)
      expect(failure?.module).toBe("the Send flow")
      const first = await runtime.runPromise(load)
      const again = await runtime.runPromise(load)
      expect(again).toBe(first)
      expect(imports).toBe(2)
    } finally {
      await runtime.dispose()
      vi.doUnmock("../../layers/live/Send.js")
    }
  })

  it("merges the account's pending sends into its Activity without loading the Send chunk", async () => {
    const runtime = ManagedRuntime.make(harness())
    try {
      const feature = await runtime.runPromise(SendFeature)
      const mine = pendingEntry(1)
      const theirs = { ...pendingEntry(2), from: SECOND_ADDRESS }
      const rows = feature.withPending([], [mine, theirs], { address: OWN.toLowerCase(), caipNetworkId: mainnet.caipNetworkId })
      expect(rows.map((t) => [t.id, t.metadata.status])).toEqual([[mine.hash, "pending"]])
    } finally {
      await runtime.dispose()
    }
  })
})
