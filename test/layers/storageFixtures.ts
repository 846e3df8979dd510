/**
 * Shared fixtures for the Storage tests: a log recorder and misbehaving KeyValueStores.
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as PlatformError from "@effect/platform/Error"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import type * as LogLevel from "effect/LogLevel"
import * as Option from "effect/Option"
import { StorageCorrupted, StorageUnavailable } from "../../schemas/errors/storage.js"

export interface LogRecord {
  readonly level: LogLevel.LogLevel
  readonly message: ReadonlyArray<unknown>
}

/** Records every log line; provide `layer` outside the Storage layer so start-up logs are caught too. */
export const recordLogs = () => {
  const records: Array<LogRecord> = []
  const logger = Logger.make<unknown, void>(({ logLevel, message }) => {
    records.push({ level: logLevel, message: Array.isArray(message) ? message : [message] })
  })
  const messages = () => records.flatMap((r) => r.message)
  return {
    records,
    layer: Logger.replace(Logger.defaultLogger, logger),
    corrupted: () => messages().filter((m): m is StorageCorrupted => m instanceof StorageCorrupted),
    unavailable: () => messages().filter((m): m is StorageUnavailable => m instanceof StorageUnavailable)
  }
}

const refused = (method: string, key: string) =>
  new PlatformError.SystemError({
    reason: "PermissionDenied",
    module: "KeyValueStore",
    method,
    pathOrDescriptor: key,
    description: "refused by the test store"
  })

/** A KeyValueStore whose every operation fails with a typed PlatformError. */
export const failingStore: KeyValueStore.KeyValueStore = KeyValueStore.make({
  get: (key) => Effect.fail(refused("get", key)),
  getUint8Array: (key) => Effect.fail(refused("getUint8Array", key)),
  set: (key) => Effect.fail(refused("set", key)),
  remove: (key) => Effect.fail(refused("remove", key)),
  clear: Effect.fail(refused("clear", "*")),
  size: Effect.fail(refused("size", "*"))
})

/** A KeyValueStore that throws (a defect, not a typed failure) on every operation, like a broken polyfill. */
export const throwingStore: KeyValueStore.KeyValueStore = KeyValueStore.make({
  get: () => Effect.sync(() => { throw new Error("get exploded") }),
  getUint8Array: () => Effect.sync(() => { throw new Error("getUint8Array exploded") }),
  set: () => Effect.sync(() => { throw new Error("set exploded") }),
  remove: () => Effect.sync(() => { throw new Error("remove exploded") }),
  clear: Effect.sync(() => { throw new Error("clear exploded") }),
  size: Effect.sync(() => { throw new Error("size exploded") })
})

/**
 * A memory store seeded with `entries` that refuses writes and removals for keys in `refuse`, like a
 * full localStorage (QuotaExceededError) that still answers reads. `raw` exposes what it holds.
 */
export const quotaStore = (entries: Readonly<Record<string, string>>, refuse: ReadonlySet<string>) => {
  const raw = new Map<string, string>(Object.entries(entries))
  const store = KeyValueStore.makeStringOnly({
    get: (key) => Effect.sync(() => Option.fromNullable(raw.get(key))),
    set: (key, value) =>
      refuse.has(key)
        ? Effect.fail(refused("set", key))
        : Effect.sync(() => void raw.set(key, value)),
    remove: (key) =>
      refuse.has(key) ? Effect.fail(refused("remove", key)) : Effect.sync(() => void raw.delete(key)),
    clear: Effect.sync(() => raw.clear()),
    size: Effect.sync(() => raw.size)
  })
  return { raw, layer: Layer.succeed(KeyValueStore.KeyValueStore, store) }
}

/** A Web Storage object over a Map; `failSet` makes setItem throw a QuotaExceededError. */
export const fakeWebStorage = (entries: Readonly<Record<string, string>>, failSet = false) => {
  const raw = new Map<string, string>(Object.entries(entries))
  const storage: globalThis.Storage = {
    get length() {
      return raw.size
    },
    key: (index) => [...raw.keys()][index] ?? null,
    getItem: (key) => raw.get(key) ?? null,
    setItem: (key, value) => {
      if (failSet) throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      raw.set(key, value)
    },
    removeItem: (key) => void raw.delete(key),
    clear: () => raw.clear()
  }
  return { raw, storage }
}
