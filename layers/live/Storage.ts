/**
 * StorageLive: the Storage service over `@effect/platform` KeyValueStore (SPEC §3 "Stored values", §4, §9).
 * Every read is decoded with its key's Schema; nothing fails toward callers. StorageBrowser picks
 * localStorage when it is usable and memory otherwise, and never touches `window` at import time.
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import type { LazyArg } from "effect/Function"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { StorageCorrupted, StorageUnavailable } from "../../schemas/errors/storage.js"
import { CACHE_MAX_ENTRIES, type CacheKind, type CacheMapOf, type CacheValues } from "../../schemas/storage/cache.js"
import { STORAGE_VERSION } from "../../schemas/constants.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { CHAIN_NAMESPACES } from "../../schemas/namespaces.js"
import type { StoredConnector } from "../../schemas/storage/connector.js"
import { MAX_STORED_VALUE_CHARS, scopedStorageKey, STORAGE_PREFIX, STORAGE_VERSION_KEY } from "../../schemas/storage/keys.js"
import { addRecentWallet, type RecentWallet } from "../../schemas/storage/recentWallets.js"
import {
  type CacheDef,
  CacheDefs,
  connectedConnectorDef,
  STORAGE_DATA_KEYS,
  type StoredValueDef,
  StoredValues
} from "../../schemas/storage/registry.js"
import {
  type CacheStore,
  type ConnectedConnectorStore,
  type RecentWalletsStore,
  Storage,
  type StoredValue
} from "../../services/Storage.js"

// ---------------------------------------------------------------------------------------------
// Backend: the KeyValueStore with a memory overlay, so a refused write (quota, private mode, a
// store that started failing mid-session) still reads back for the rest of the session.
// ---------------------------------------------------------------------------------------------

interface Backend {
  readonly get: (key: string) => Effect.Effect<Option.Option<string>>
  readonly set: (key: string, value: string) => Effect.Effect<void>
  readonly remove: (key: string) => Effect.Effect<void>
}

type Operation = "get" | "set" | "remove"

/** Failures and defects alike: a third-party store may throw instead of failing. */
const attempt = <A, E>(self: Effect.Effect<A, E>): Effect.Effect<Either.Either<A, Cause.Cause<E>>> =>
  Effect.either(Effect.sandbox(self))

const logUnavailable = <E>(operation: Operation, key: string, cause: Cause.Cause<E>): Effect.Effect<void> =>
  Effect.logWarning(new StorageUnavailable({ operation, key, cause: Cause.squash(cause) }))

const makeBackend = (store: KeyValueStore.KeyValueStore): Backend => {
  // Some = a value the store refused to keep; None = a removal it refused (hides the stale stored value).
  const overlay = new Map<string, Option.Option<string>>()
  const settle = (operation: Operation, key: string, kept: Option.Option<string>) =>
    Either.match({
      onRight: () => Effect.sync(() => void overlay.delete(key)),
      onLeft: (cause: Cause.Cause<unknown>) =>
        Effect.zipRight(Effect.sync(() => void overlay.set(key, kept)), logUnavailable(operation, key, cause))
    })
  return {
    get: (key) =>
      Effect.suspend(() => {
        const kept = overlay.get(key)
        if (kept !== undefined) return Effect.succeed(kept)
        return Effect.flatMap(
          attempt(store.get(key)),
          Either.match({
            onRight: Effect.succeed,
            onLeft: (cause) => Effect.as(logUnavailable("get", key, cause), Option.none<string>())
          })
        )
      }),
    set: (key, value) => Effect.flatMap(attempt(store.set(key, value)), settle("set", key, Option.some(value))),
    remove: (key) => Effect.flatMap(attempt(store.remove(key)), settle("remove", key, Option.none()))
  }
}

// ---------------------------------------------------------------------------------------------
// One typed value per key: size cap, then Schema.parseJson(schema); a bad value is removed and logged.
// ---------------------------------------------------------------------------------------------

/** A parseJson failure on the encoded (JSON text) side is bad JSON; anything later is the wrong shape. */
const corruptionReason = (cause: Cause.Cause<ParseResult.ParseError>): "json" | "shape" =>
  Option.match(Cause.failureOption(cause), {
    onNone: () => "json",
    onSome: (error) => (error.issue._tag === "Transformation" && error.issue.kind === "Encoded" ? "json" : "shape")
  })

const makeStoredValue = <A>(backend: Backend, def: StoredValueDef<A>, name: string): StoredValue<A> => {
  const decode = Schema.decodeUnknown(def.json)
  const encode = Schema.encode(def.json)
  const corrupted = (reason: StorageCorrupted["reason"], cause?: unknown) =>
    Effect.logWarning(new StorageCorrupted({ key: def.key, reason, cause }))
  const drop = (reason: StorageCorrupted["reason"], cause?: unknown) =>
    Effect.zipRight(backend.remove(def.key), corrupted(reason, cause))

  const get: Effect.Effect<Option.Option<A>> = Effect.gen(function*() {
    const raw = yield* backend.get(def.key)
    if (Option.isNone(raw)) return Option.none()
    // Checked before parsing: a multi-megabyte string written by another script must not be parsed.
    if (raw.value.length > MAX_STORED_VALUE_CHARS) {
      yield* drop("tooLarge")
      return Option.none()
    }
    const decoded = yield* attempt(decode(raw.value))
    if (Either.isLeft(decoded)) {
      yield* drop(corruptionReason(decoded.left), Cause.squash(decoded.left))
      return Option.none()
    }
    return Option.some(decoded.right)
  }).pipe(Effect.withSpan(`Storage.${name}.get`))

  const set = Effect.fn(`Storage.${name}.set`)(function*(value: A) {
    const encoded = yield* attempt(encode(value))
    if (Either.isLeft(encoded)) {
      // A caller handed us a value this key cannot hold (e.g. not an email): refuse it, keep the old one.
      return yield* corrupted("shape", Cause.squash(encoded.left))
    }
    if (encoded.right.length > MAX_STORED_VALUE_CHARS) {
      // It would be dropped on the next read anyway; remove the old value so it cannot resurface.
      return yield* drop("tooLarge")
    }
    yield* backend.set(def.key, encoded.right)
  })

  const remove = backend.remove(def.key).pipe(Effect.withSpan(`Storage.${name}.remove`))
  return { get, set, remove }
}

// ---------------------------------------------------------------------------------------------
// Cache kinds: one map per kind, entries fresh while 0 <= now - timestamp < expiry (SPEC §9).
// ---------------------------------------------------------------------------------------------

interface KindCache<A> {
  readonly get: (key: string) => Effect.Effect<Option.Option<A>>
  readonly set: (key: string, value: A) => Effect.Effect<void>
  readonly remove: (key: string) => Effect.Effect<void>
}

const makeKindCache = <A>(
  backend: Backend,
  def: CacheDef<A>,
  kind: CacheKind,
  serialize: <X>(self: Effect.Effect<X>) => Effect.Effect<X>
): KindCache<A> => {
  const stored = makeStoredValue(backend, def.stored, `cache.${kind}`)
  const expiryMillis = Duration.toMillis(def.expiry)
  // A future timestamp (clock moved back, or a tampered entry) is treated as expired, not fresh forever.
  const isFresh = (now: number, timestamp: number) => now - timestamp >= 0 && now - timestamp < expiryMillis

  /** Keeps fresh entries other than `without`, newest first, leaving room for one more. */
  const retained = (map: CacheMapOf<A>, now: number, without: string) =>
    Object.entries(map)
      .filter(([key, entry]) => key !== without && isFresh(now, entry.timestamp))
      .sort(([, a], [, b]) => b.timestamp - a.timestamp)
      .slice(0, CACHE_MAX_ENTRIES - 1)

  const write = (entries: ReadonlyArray<readonly [string, CacheMapOf<A>[string]]>) =>
    entries.length === 0 ? stored.remove : stored.set(Object.fromEntries(entries))

  const get = Effect.fn(`Storage.cache.${kind}.get`)(function*(key: string) {
    const map = yield* stored.get
    if (Option.isNone(map) || !Object.hasOwn(map.value, key)) return Option.none<A>()
    const entry = map.value[key]
    if (entry === undefined) return Option.none<A>()
    const now = yield* Clock.currentTimeMillis
    if (isFresh(now, entry.timestamp)) return Option.some(entry.value)
    yield* write(retained(map.value, now, key))
    return Option.none<A>()
  })

  const set = Effect.fn(`Storage.cache.${kind}.set`)(function*(key: string, value: A) {
    const now = yield* Clock.currentTimeMillis
    const map = Option.getOrElse(yield* stored.get, (): CacheMapOf<A> => ({}))
    yield* write([[key, { timestamp: now, value }], ...retained(map, now, key)])
  })

  const remove = Effect.fn(`Storage.cache.${kind}.remove`)(function*(key: string) {
    const map = yield* stored.get
    if (Option.isNone(map) || !Object.hasOwn(map.value, key)) return
    const now = yield* Clock.currentTimeMillis
    yield* write(retained(map.value, now, key))
  })

  return {
    get: (key) => serialize(get(key)),
    set: (key, value) => serialize(set(key, value)),
    remove: (key) => serialize(remove(key))
  }
}

// ---------------------------------------------------------------------------------------------
// Version (SPEC §3 "Storage version 1"): a different or unreadable version clears our keys only.
// ---------------------------------------------------------------------------------------------

const decodeVersion = Schema.decodeUnknownEither(Schema.parseJson(Schema.Literal(STORAGE_VERSION)))

const ensureVersion = (backend: Backend, clearData: Effect.Effect<void>): Effect.Effect<void> =>
  Effect.gen(function*() {
    const raw = yield* backend.get(STORAGE_VERSION_KEY)
    if (Option.isSome(raw)) {
      if (raw.value.length <= 32 && Either.isRight(decodeVersion(raw.value))) return
      yield* Effect.logWarning(
        new StorageCorrupted({ key: STORAGE_VERSION_KEY, reason: "version", cause: raw.value.slice(0, 64) })
      )
      yield* clearData
    }
    // A missing version is a first start (nothing of ours to clear), so it is simply written.
    yield* backend.set(STORAGE_VERSION_KEY, JSON.stringify(STORAGE_VERSION))
  }).pipe(Effect.withSpan("Storage.ensureVersion"))

// ---------------------------------------------------------------------------------------------
// Scope (issue 8): one instance's keys live under its scope; the unscoped keys of earlier versions
// are moved there once (read, written under the scope unless it already has a value, then removed).
// ---------------------------------------------------------------------------------------------

/** The backend seen through a scope: callers keep using the registry's keys. */
const scopedBackend = (backend: Backend, scope: string): Backend => ({
  get: (key) => backend.get(scopedStorageKey(key, scope)),
  set: (key, value) => backend.set(scopedStorageKey(key, scope), value),
  remove: (key) => backend.remove(scopedStorageKey(key, scope))
})

const migrateUnscoped = (backend: Backend, scope: string): Effect.Effect<void> =>
  Effect.forEach([STORAGE_VERSION_KEY, ...STORAGE_DATA_KEYS], (key) =>
    Effect.gen(function*() {
      const legacy = yield* backend.get(key)
      if (Option.isNone(legacy)) return
      const target = scopedStorageKey(key, scope)
      if (Option.isNone(yield* backend.get(target))) yield* backend.set(target, legacy.value)
      yield* backend.remove(key)
    }), { discard: true }).pipe(Effect.withSpan("Storage.migrateUnscoped"))

// ---------------------------------------------------------------------------------------------
// The service.
// ---------------------------------------------------------------------------------------------

/**
 * SPEC §3: Storage over any KeyValueStore, its keys under `scope` (an instance's `storageKey` or
 * `projectId`; undefined: the unscoped keys). Migrates the unscoped keys into the scope and checks the
 * stored version once at build.
 */
export const makeStorageLive = (scope: string | undefined): Layer.Layer<Storage, never, KeyValueStore.KeyValueStore> =>
  Layer.effect(
    Storage,
    Effect.gen(function*() {
      const raw = makeBackend(yield* KeyValueStore.KeyValueStore)
      if (scope !== undefined) yield* migrateUnscoped(raw, scope)
      const backend = scope === undefined ? raw : scopedBackend(raw, scope)
      // Read-modify-write operations (recent wallets, cache maps, clearConnection) run one at a time.
      const lock = yield* Effect.makeSemaphore(1)
      const serialize = <X>(self: Effect.Effect<X>): Effect.Effect<X> => lock.withPermits(1)(self)

      const value = <A>(def: StoredValueDef<A>, name: string) => makeStoredValue(backend, def, name)
      const sessionToken = value(StoredValues.sessionToken, "sessionToken")
      const emailLoginUsed = value(StoredValues.emailLoginUsed, "emailLoginUsed")
      const lastEmailLoginTime = value(StoredValues.lastEmailLoginTime, "lastEmailLoginTime")
      const email = value(StoredValues.email, "email")
      const lastUsedChain = value(StoredValues.lastUsedChain, "lastUsedChain")
      const socialUsername = value(StoredValues.socialUsername, "socialUsername")
      const smartAccountEnabledNetworks = value(StoredValues.smartAccountEnabledNetworks, "smartAccountEnabledNetworks")
      const preferredAccountTypes = value(StoredValues.preferredAccountTypes, "preferredAccountTypes")
      const connectedSocial = value(StoredValues.connectedSocial, "connectedSocial")
      const smartAccountEnabled = value(StoredValues.smartAccountEnabled, "smartAccountEnabled")
      const recentWalletsValue = value(StoredValues.recentWallets, "recentWallets")
      const pendingTransactions = value(StoredValues.pendingTransactions, "pendingTransactions")
      const walletConnectDeepLink = value(StoredValues.walletConnectDeepLink, "walletConnectDeepLink")

      const recentWallets: RecentWalletsStore = {
        get: Effect.map(recentWalletsValue.get, Option.getOrElse(() => [])),
        add: Effect.fn("Storage.recentWallets.add")(function*(wallet: RecentWallet) {
          yield* serialize(Effect.gen(function*() {
            const current = Option.getOrElse(yield* recentWalletsValue.get, () => [])
            yield* recentWalletsValue.set(addRecentWallet(current, wallet))
          }))
        }),
        remove: recentWalletsValue.remove
      }

      const connectors: { readonly [N in ChainNamespace]: StoredValue<StoredConnector> } = {
        eip155: value(connectedConnectorDef("eip155"), "connectedConnector.eip155"),
        solana: value(connectedConnectorDef("solana"), "connectedConnector.solana"),
        bip122: value(connectedConnectorDef("bip122"), "connectedConnector.bip122"),
        polkadot: value(connectedConnectorDef("polkadot"), "connectedConnector.polkadot"),
        cosmos: value(connectedConnectorDef("cosmos"), "connectedConnector.cosmos")
      }
      const connectedConnector: ConnectedConnectorStore = {
        get: (namespace) => connectors[namespace].get,
        set: (namespace, connector) => connectors[namespace].set(connector),
        remove: (namespace) => connectors[namespace].remove
      }

      const clearLoginCache = Effect.all(
        [emailLoginUsed.remove, email.remove, lastUsedChain.remove, socialUsername.remove],
        { discard: true }
      ).pipe(Effect.withSpan("Storage.clearLoginCache"))

      const clearConnection = Effect.fn("Storage.clearConnection")(function*(namespace: ChainNamespace) {
        yield* serialize(Effect.gen(function*() {
          const removed = yield* connectors[namespace].get
          yield* connectors[namespace].remove
          if (Option.isNone(removed) || removed.value.type !== "AUTH") return
          const others = yield* Effect.forEach(
            CHAIN_NAMESPACES.filter((ns) => ns !== namespace),
            (ns) => connectors[ns].get
          )
          // The embedded-wallet session is shared by its namespaces; it ends with the last one.
          if (others.some((o) => Option.isSome(o) && o.value.type === "AUTH")) return
          yield* Effect.all([sessionToken.remove, connectedSocial.remove, clearLoginCache], { discard: true })
        }))
      })

      const caches: { readonly [K in CacheKind]: KindCache<CacheValues[K]> } = {
        portfolio: makeKindCache(backend, CacheDefs.portfolio, "portfolio", serialize),
        nativeBalance: makeKindCache(backend, CacheDefs.nativeBalance, "nativeBalance", serialize),
        nameLookup: makeKindCache(backend, CacheDefs.nameLookup, "nameLookup", serialize),
        identity: makeKindCache(backend, CacheDefs.identity, "identity", serialize)
      }
      const cache: CacheStore = {
        get: (kind, key) => caches[kind].get(key),
        set: (kind, key, value) => caches[kind].set(key, value),
        remove: (kind, key) => caches[kind].remove(key)
      }

      const clearData = Effect.forEach(STORAGE_DATA_KEYS, backend.remove, { discard: true })
      const clearAll = serialize(clearData).pipe(Effect.withSpan("Storage.clearAll"))

      yield* ensureVersion(backend, clearData)

      return Storage.of({
        sessionToken,
        emailLoginUsed,
        lastEmailLoginTime,
        email,
        lastUsedChain,
        socialUsername,
        smartAccountEnabledNetworks,
        preferredAccountTypes,
        connectedSocial,
        smartAccountEnabled,
        recentWallets,
        pendingTransactions,
        walletConnectDeepLink,
        connectedConnector,
        clearConnection,
        cache,
        clearLoginCache,
        clearAll
      })
    })
  )

/** SPEC §3: Storage over any KeyValueStore, on the unscoped keys. */
export const StorageLive: Layer.Layer<Storage, never, KeyValueStore.KeyValueStore> = makeStorageLive(undefined)

// ---------------------------------------------------------------------------------------------
// Browser: localStorage when usable, memory otherwise.
// ---------------------------------------------------------------------------------------------

/** Written and removed once at start to learn whether writes are accepted (Safari private mode, quota 0). */
export const STORAGE_PROBE_KEY = `${STORAGE_PREFIX}probe`

/**
 * A KeyValueStore over the Web Storage object `evaluate` returns, after probing it; memory when it is
 * absent (server), throws on access (SecurityError: sandboxed frame, blocked cookies) or refuses a write.
 */
export const makeKeyValueStoreBrowser = (
  evaluate: LazyArg<globalThis.Storage | undefined>
): Layer.Layer<KeyValueStore.KeyValueStore> =>
  Layer.unwrapEffect(
    Effect.try({
      try: () => {
        const storage = evaluate()
        if (storage === undefined) return Option.none()
        storage.setItem(STORAGE_PROBE_KEY, "1")
        storage.removeItem(STORAGE_PROBE_KEY)
        return Option.some(storage)
      },
      catch: (cause) => new StorageUnavailable({ operation: "set", key: STORAGE_PROBE_KEY, cause })
    }).pipe(
      Effect.matchEffect({
        onFailure: (error) => Effect.as(Effect.logWarning(error), KeyValueStore.layerMemory),
        onSuccess: Option.match({
          // No Web Storage at all is the normal server case, not worth a warning.
          onNone: () => Effect.as(Effect.logDebug("no localStorage, using memory"), KeyValueStore.layerMemory),
          onSome: (storage) => Effect.succeed(KeyValueStore.layerStorage(() => storage))
        })
      })
    )
  )

/** `window.localStorage`, read only when the layer is built, so importing this module on a server is safe. */
const windowLocalStorage = (): globalThis.Storage | undefined =>
  typeof window === "undefined" ? undefined : window.localStorage

/** A KeyValueStore over `window.localStorage` when usable, else memory. */
export const KeyValueStoreBrowser: Layer.Layer<KeyValueStore.KeyValueStore> = makeKeyValueStoreBrowser(
  windowLocalStorage
)

/** SPEC §3: Storage for the browser under an instance's scope: localStorage when usable, memory otherwise. */
export const storageBrowser = (scope: string | undefined): Layer.Layer<Storage> =>
  makeStorageLive(scope).pipe(Layer.provide(KeyValueStoreBrowser))

/** SPEC §3: Storage for the browser on the unscoped keys. */
export const StorageBrowser: Layer.Layer<Storage> = storageBrowser(undefined)
