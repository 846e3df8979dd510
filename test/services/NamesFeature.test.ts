/**
 * The core's NamesFeature: the Names service's code comes with import() on the first load, never before; a chunk that
 * fails to download fails that load with ChunkLoadFailed and is imported again on the next, and the service is built once.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import { namesFeatureLive } from "../../layers/live/names/NamesFeature.js"
import { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { NamesFeature } from "../../services/Names.js"
import { harness } from "./harness.js"

describe("NamesFeature", () => {
  it("imports nothing until the first load; a failed download is ChunkLoadFailed and retried; the service is built once", async () => {
    let imports = 0
    const loader = async () => {
      imports += 1
      if (imports === 1) throw new Error("chunk failed to load")
      return import("../../layers/live/names/Names.js")
    }
    const runtime = ManagedRuntime.make(namesFeatureLive(loader).pipe(Layer.provide(harness())))
    try {
      const load = Effect.flatMap(NamesFeature, (feature) => feature.load)
      await runtime.runPromise(NamesFeature)
      expect(imports).toBe(0)
      const failed = await runtime.runPromiseExit(load)
      const failure = Exit.isFailure(failed) ? Option.getOrUndefined(Cause.failureOption(failed.cause)) : undefined
      expect(failure).toBeInstanceOf(ChunkLoadFailed)
      expect(failure?.module).toBe("the account names")
      const first = await runtime.runPromise(load)
      expect(await runtime.runPromise(load)).toBe(first)
      expect(imports).toBe(2)
    } finally {
      await runtime.dispose()
    }
  })
})
