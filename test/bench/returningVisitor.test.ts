// The returning visitor's localStorage preset (bench/returningVisitor.ts) is what the core itself reads back
// as its recent wallets, under the bench pages' scope.
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { BENCH_RECENT_WALLET, returningVisitorStorage } from "../../bench/returningVisitor.js"
import { BENCH_PROJECT_ID } from "../../bench/scenarios/projectId.js"
import { makeStorageLive } from "../../layers/live/Storage.js"
import { Storage } from "../../services/Storage.js"

const recentsRead = (scope: string) =>
  Effect.runPromise(
    Effect.gen(function*() {
      const kv = yield* KeyValueStore.KeyValueStore
      for (const [key, value] of Object.entries(returningVisitorStorage())) yield* kv.set(key, value)
      const storage = yield* Effect.provide(Storage, makeStorageLive(scope))
      return yield* storage.recentWallets.get
    }).pipe(Effect.provide(KeyValueStore.layerMemory), Effect.orDie)
  )

describe("the returning visitor's stored recent wallets", () => {
  it("are read by the core's Storage as the bench wallet, under the pages' projectId", async () => {
    await expect(recentsRead(BENCH_PROJECT_ID)).resolves.toEqual([BENCH_RECENT_WALLET])
  })

  it("belong to that scope only", async () => {
    await expect(recentsRead("another-project")).resolves.toEqual([])
  })
})
