/**
 * StorageBrowser and its localStorage probe (SPEC §3 "Stored values": local storage, memory fallback).
 * The tests run in node, so `window` is absent, which is the server case.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { makeKeyValueStoreBrowser, STORAGE_PROBE_KEY, StorageLive } from "../../layers/live/Storage.js"
import { STORAGE_VERSION_KEY } from "../../schemas/storage/keys.js"
import { StoredValues } from "../../schemas/storage/registry.js"
import { Storage } from "../../services/Storage.js"
import { fakeWebStorage, recordLogs } from "./storageFixtures.js"

const storageOver = (evaluate: () => globalThis.Storage | undefined) =>
  StorageLive.pipe(Layer.provide(makeKeyValueStoreBrowser(evaluate)))

/** Sets and reads back a value: proves the service works whatever store it ended up on. */
const works = Effect.gen(function*() {
  const s = yield* Storage
  yield* s.sessionToken.set("tok")
  assert.deepStrictEqual(yield* s.sessionToken.get, Option.some("tok"))
})

describe("StorageBrowser", () => {
  it("imports and builds without a window (server)", async () => {
    assert.strictEqual(typeof window, "undefined")
    const mod = await import("../../layers/live/Storage.js")
    await Effect.runPromise(works.pipe(Effect.provide(mod.StorageBrowser)))
  })

  it.effect("uses a usable localStorage, leaves the host's keys and removes its probe", () => {
    const web = fakeWebStorage({ "host-app:theme": "dark" })
    return Effect.gen(function*() {
      yield* works
      yield* (yield* Storage).clearAll
      assert.strictEqual(web.raw.get("host-app:theme"), "dark")
      assert.strictEqual(web.raw.get(STORAGE_VERSION_KEY), "1")
      assert.isFalse(web.raw.has(STORAGE_PROBE_KEY))
      assert.isFalse(web.raw.has(StoredValues.sessionToken.key))
    }).pipe(Effect.provide(storageOver(() => web.storage)))
  })

  it.effect("persists across instances on the same localStorage", () => {
    const web = fakeWebStorage({})
    return Effect.gen(function*() {
      yield* works.pipe(Effect.provide(storageOver(() => web.storage)))
      const again = yield* Effect.provide(Effect.flatMap(Storage, (s) => s.sessionToken.get), storageOver(() => web.storage))
      assert.deepStrictEqual(again, Option.some("tok"))
    })
  })

  it.effect("falls back to memory when localStorage access throws SecurityError", () => {
    const logs = recordLogs()
    return works.pipe(
      Effect.provide(storageOver(() => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      })),
      Effect.provide(logs.layer),
      Effect.tap(() => assert.deepStrictEqual(logs.unavailable().map((e) => e.key), [STORAGE_PROBE_KEY]))
    )
  })

  it.effect("falls back to memory when the probe write hits the quota", () => {
    const web = fakeWebStorage({ "host-app:theme": "dark" }, true)
    const logs = recordLogs()
    return works.pipe(
      Effect.provide(storageOver(() => web.storage)),
      Effect.provide(logs.layer),
      Effect.tap(() => {
        assert.strictEqual(logs.unavailable().length, 1)
        assert.deepStrictEqual([...web.raw.keys()], ["host-app:theme"])
      })
    )
  })

  it.effect("falls back to memory quietly when there is no localStorage", () => {
    const logs = recordLogs()
    return works.pipe(
      Effect.provide(storageOver(() => undefined)),
      Effect.provide(logs.layer),
      Effect.tap(() => assert.deepStrictEqual(logs.unavailable(), []))
    )
  })
})
