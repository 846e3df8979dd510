/**
 * In-memory Storage for tests, ours and host apps' (SPEC §3 "Stored values"; shipped as `walletport/testing`).
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Storage } from "../../services/Storage.js"
import { makeStorageLive, StorageLive } from "../live/Storage.js"

/** SPEC §3: Storage in memory, empty at start; each provide builds a fresh store. */
export const StorageTest: Layer.Layer<Storage> = StorageLive.pipe(Layer.provide(KeyValueStore.layerMemory))

/**
 * Storage in memory, seeded with raw strings before the service starts (to test corrupt, foreign or
 * old-version data), its keys under `scope` (default: unscoped). The raw KeyValueStore is provided too,
 * so a test can read what was really written.
 */
export const storageTestWith = (
  entries: Readonly<Record<string, string>>,
  scope?: string
): Layer.Layer<Storage | KeyValueStore.KeyValueStore> =>
  makeStorageLive(scope).pipe(
    Layer.provideMerge(
      Layer.tap(KeyValueStore.layerMemory, (context) => {
        const store = Context.get(context, KeyValueStore.KeyValueStore)
        // The memory store cannot fail; orDie only narrows the type.
        return Effect.orDie(
          Effect.forEach(Object.entries(entries), ([key, value]) => store.set(key, value), { discard: true })
        )
      })
    )
  )
