/**
 * Storage service (SPEC §3 "Stored values", §4 login cache, §9 cache expiries and recent wallets).
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import { assert, describe, it } from "@effect/vitest"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as TestClock from "effect/TestClock"
import { makeStorageLive, StorageLive } from "../../layers/live/Storage.js"
import { StorageTest, storageTestWith } from "../../layers/test/Storage.js"
import {
  CACHE_MAX_ENTRIES,
  type CacheKind,
  type CacheValues,
  IDENTITY_CACHE_EXPIRY,
  NAME_LOOKUP_CACHE_EXPIRY,
  NATIVE_BALANCE_CACHE_EXPIRY,
  nativeBalanceCacheKey,
  PORTFOLIO_CACHE_EXPIRY
} from "../../schemas/storage/cache.js"
import { CHAIN_NAMESPACES } from "../../schemas/namespaces.js"
import { MAX_STORED_VALUE_CHARS, scopedStorageKey, STORAGE_PREFIX, STORAGE_VERSION_KEY } from "../../schemas/storage/keys.js"
import { RECENT_WALLETS_MAX } from "../../schemas/constants.js"
import type { RecentWallet } from "../../schemas/storage/recentWallets.js"
import { CacheDefs, connectedConnectorDef, STORAGE_DATA_KEYS, StoredValues } from "../../schemas/storage/registry.js"
import { CaipNetworkId } from "../../schemas/entities/ids.js"
import { Storage, type StorageShape, type StoredValue } from "../../services/Storage.js"
import { failingStore, quotaStore, recordLogs, throwingStore } from "../layers/storageFixtures.js"

const decodeRawMap = Schema.decodeUnknownSync(Schema.parseJson(Schema.Record({ key: Schema.String, value: Schema.Unknown })))
const rawGet = (key: string) => Effect.flatMap(KeyValueStore.KeyValueStore, (kv) => Effect.orDie(kv.get(key)))

const metamask: RecentWallet = { id: "metamask", name: "MetaMask", rdns: "io.metamask", imageUrl: "https://img/mm.png" }
const rainbow: RecentWallet = { id: "rainbow", name: "Rainbow" }
const phantom: RecentWallet = { id: "phantom", name: "Phantom", imageUrl: "data:image/svg+xml;base64,PHN2Zy8+" }

const cacheSamples: { readonly [K in CacheKind]: CacheValues[K] } = {
  portfolio: [{
    name: "USD Coin",
    symbol: "USDC",
    chainId: "eip155:1",
    address: "eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
    value: 12.5,
    price: 1,
    quantity: { decimals: "6", numeric: "12.5" },
    iconUrl: "https://img/usdc.png"
  }],
  nativeBalance: { balance: "1.234", symbol: "ETH" },
  nameLookup: { name: "alice.wport.id", addresses: { "60": { address: "0xabc" } }, attributes: [{ bio: "hi" }] },
  identity: { name: "alice.eth", avatar: null }
}

/** A valid sample and accessor for every single-key value, so round trips and corruption cover each key. */
interface Case {
  readonly key: string
  readonly read: (s: StorageShape) => Effect.Effect<Option.Option<unknown>>
  readonly roundTrip: (s: StorageShape) => Effect.Effect<void, never, KeyValueStore.KeyValueStore>
}
const valueCase = <A>(key: string, sample: A, access: (s: StorageShape) => StoredValue<A>): Case => ({
  key,
  read: (s) => access(s).get,
  roundTrip: (s) =>
    Effect.gen(function*() {
      const value = access(s)
      assert.isTrue(Option.isNone(yield* value.get))
      yield* value.set(sample)
      assert.deepStrictEqual(yield* value.get, Option.some(sample))
      assert.deepStrictEqual(yield* rawGet(key), Option.some(JSON.stringify(sample)))
      yield* value.remove
      assert.isTrue(Option.isNone(yield* value.get))
      assert.isTrue(Option.isNone(yield* rawGet(key)))
    })
})
const valueCases = {
  sessionToken: valueCase(StoredValues.sessionToken.key, "tok_123", (s) => s.sessionToken),
  emailLoginUsed: valueCase(StoredValues.emailLoginUsed.key, true, (s) => s.emailLoginUsed),
  lastEmailLoginTime: valueCase(StoredValues.lastEmailLoginTime.key, 1_700_000_000_000, (s) => s.lastEmailLoginTime),
  email: valueCase(StoredValues.email.key, "alice@example.com", (s) => s.email),
  lastUsedChain: valueCase(StoredValues.lastUsedChain.key, "eip155:137", (s) => s.lastUsedChain),
  socialUsername: valueCase(StoredValues.socialUsername.key, "alice", (s) => s.socialUsername),
  smartAccountEnabledNetworks: valueCase(
    StoredValues.smartAccountEnabledNetworks.key,
    [1, 137, 8453],
    (s) => s.smartAccountEnabledNetworks
  ),
  preferredAccountTypes: valueCase(
    StoredValues.preferredAccountTypes.key,
    { eip155: "smartAccount", bip122: "payment" },
    (s) => s.preferredAccountTypes
  ),
  connectedSocial: valueCase(StoredValues.connectedSocial.key, "farcaster", (s) => s.connectedSocial),
  smartAccountEnabled: valueCase(StoredValues.smartAccountEnabled.key, false, (s) => s.smartAccountEnabled),
  pendingTransactions: valueCase(
    StoredValues.pendingTransactions.key,
    [{
      hash: "0xabc",
      namespace: "eip155" as const,
      caipNetworkId: CaipNetworkId.make("eip155:1"),
      from: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      to: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      amount: "0.5",
      symbol: "ETH",
      sentAt: 1_700_000_000_000
    }],
    (s) => s.pendingTransactions
  ),
  walletConnectDeepLink: valueCase(
    StoredValues.walletConnectDeepLink.key,
    { walletId: "rainbow", name: "Rainbow", href: "rainbow://" },
    (s) => s.walletConnectDeepLink
  )
}

/** Every data key with a read that reports Option (recent wallets: Some when non-empty). */
const readers: ReadonlyArray<readonly [string, (s: StorageShape) => Effect.Effect<Option.Option<unknown>>]> = [
  ...Object.values(valueCases).map((c) => [c.key, c.read] as const),
  [
    StoredValues.recentWallets.key,
    (s) => Effect.map(s.recentWallets.get, (ws) => (ws.length === 0 ? Option.none() : Option.some(ws)))
  ],
  ...CHAIN_NAMESPACES.map((ns) => [connectedConnectorDef(ns).key, (s: StorageShape) => s.connectedConnector.get(ns)] as const),
  ...(["portfolio", "nativeBalance", "nameLookup", "identity"] as const).map(
    (kind) => [CacheDefs[kind].stored.key, (s: StorageShape) => s.cache.get(kind, "k")] as const
  )
]

describe("Storage", () => {
  describe("round trips (SPEC §3)", () => {
    for (const [name, c] of Object.entries(valueCases)) {
      it.effect(`${name} set → get → remove`, () =>
        Effect.gen(function*() {
          yield* c.roundTrip(yield* Storage)
        }).pipe(Effect.provide(storageTestWith({}))))
    }

    it.effect("every key is under the prefix and covered by a reader", () =>
      Effect.sync(() => {
        for (const key of [...STORAGE_DATA_KEYS, STORAGE_VERSION_KEY]) assert.isTrue(key.startsWith(STORAGE_PREFIX))
        assert.deepStrictEqual(new Set(readers.map(([key]) => key)), new Set(STORAGE_DATA_KEYS))
        assert.strictEqual(new Set(STORAGE_DATA_KEYS).size, STORAGE_DATA_KEYS.length)
      }))

    it.effect("connected connector is kept per namespace", () =>
      Effect.gen(function*() {
        const { connectedConnector } = yield* Storage
        yield* connectedConnector.set("eip155", { id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" })
        yield* connectedConnector.set("solana", { id: "phantom", type: "INJECTED" })
        assert.deepStrictEqual(
          yield* connectedConnector.get("eip155"),
          Option.some({ id: "io.metamask", type: "ANNOUNCED" as const, name: "MetaMask" })
        )
        yield* connectedConnector.remove("eip155")
        assert.isTrue(Option.isNone(yield* connectedConnector.get("eip155")))
        assert.deepStrictEqual(yield* connectedConnector.get("solana"), Option.some({ id: "phantom", type: "INJECTED" as const }))
      }).pipe(Effect.provide(StorageTest)))

    it.effect("cache round trips each kind", () =>
      Effect.gen(function*() {
        const { cache } = yield* Storage
        yield* cache.set("portfolio", "eip155:1:0xabc", cacheSamples.portfolio)
        yield* cache.set("nativeBalance", nativeBalanceCacheKey("eip155:1:0xabc", "eip155:1"), cacheSamples.nativeBalance)
        yield* cache.set("nameLookup", "alice.wport.id", cacheSamples.nameLookup)
        yield* cache.set("identity", "0xabc", cacheSamples.identity)
        assert.deepStrictEqual(yield* cache.get("portfolio", "eip155:1:0xabc"), Option.some(cacheSamples.portfolio))
        assert.deepStrictEqual(
          yield* cache.get("nativeBalance", nativeBalanceCacheKey("eip155:1:0xabc", "eip155:1")),
          Option.some(cacheSamples.nativeBalance)
        )
        assert.isTrue(Option.isNone(yield* cache.get("nativeBalance", nativeBalanceCacheKey("eip155:1:0xabc", "eip155:10"))))
        assert.deepStrictEqual(yield* cache.get("nameLookup", "alice.wport.id"), Option.some(cacheSamples.nameLookup))
        assert.deepStrictEqual(yield* cache.get("identity", "0xabc"), Option.some(cacheSamples.identity))
        yield* cache.remove("identity", "0xabc")
        assert.isTrue(Option.isNone(yield* cache.get("identity", "0xabc")))
      }).pipe(Effect.provide(StorageTest)))

    it.effect("writes a value the key cannot hold are refused and logged, the old value kept", () => {
      const logs = recordLogs()
      return Effect.gen(function*() {
        const storage = yield* Storage
        yield* storage.email.set("alice@example.com")
        yield* storage.email.set("not an email")
        yield* storage.lastUsedChain.set("ethereum")
        assert.deepStrictEqual(yield* storage.email.get, Option.some("alice@example.com"))
        assert.isTrue(Option.isNone(yield* storage.lastUsedChain.get))
        assert.deepStrictEqual(
          logs.corrupted().map((e) => [e.key, e.reason]),
          [[StoredValues.email.key, "shape"], [StoredValues.lastUsedChain.key, "shape"]]
        )
      }).pipe(Effect.provide(StorageTest), Effect.provide(logs.layer))
    })

    it.effect("a write over the size cap is not stored and the old value is removed", () => {
      const logs = recordLogs()
      return Effect.gen(function*() {
        const storage = yield* Storage
        yield* storage.socialUsername.set("alice")
        yield* storage.cache.set("identity", "0xabc", { name: "x".repeat(MAX_STORED_VALUE_CHARS), avatar: null })
        assert.isTrue(Option.isNone(yield* storage.cache.get("identity", "0xabc")))
        assert.isTrue(Option.isNone(yield* rawGet(CacheDefs.identity.stored.key)))
        assert.deepStrictEqual(logs.corrupted().map((e) => e.reason), ["tooLarge"])
      }).pipe(Effect.provide(storageTestWith({})), Effect.provide(logs.layer))
    })
  })

  describe("recent wallets (SPEC §3, §9: max 2)", () => {
    it.effect("newest first, at most 2, re-adding moves to the front without duplicates", () =>
      Effect.gen(function*() {
        const { recentWallets } = yield* Storage
        assert.deepStrictEqual(yield* recentWallets.get, [])
        yield* recentWallets.add(metamask)
        yield* recentWallets.add(rainbow)
        assert.deepStrictEqual(yield* recentWallets.get, [rainbow, metamask])
        yield* recentWallets.add(phantom)
        assert.deepStrictEqual(yield* recentWallets.get, [phantom, rainbow])
        assert.strictEqual((yield* recentWallets.get).length, RECENT_WALLETS_MAX)
        yield* recentWallets.add({ ...rainbow, name: "Rainbow 2" })
        assert.deepStrictEqual(yield* recentWallets.get, [{ ...rainbow, name: "Rainbow 2" }, phantom])
        yield* recentWallets.add(phantom)
        assert.deepStrictEqual(yield* recentWallets.get, [phantom, { ...rainbow, name: "Rainbow 2" }])
        yield* recentWallets.remove
        assert.deepStrictEqual(yield* recentWallets.get, [])
      }).pipe(Effect.provide(StorageTest)))

    it.effect("concurrent adds are not lost", () =>
      Effect.gen(function*() {
        const { recentWallets } = yield* Storage
        yield* Effect.all([recentWallets.add(metamask), recentWallets.add(rainbow)], { concurrency: "unbounded" })
        assert.deepStrictEqual(new Set((yield* recentWallets.get).map((w) => w.id)), new Set(["metamask", "rainbow"]))
      }).pipe(Effect.provide(StorageTest)))
  })

  describe("cache expiry (SPEC §9)", () => {
    const expiries: ReadonlyArray<readonly [CacheKind, Duration.Duration, number]> = [
      ["portfolio", PORTFOLIO_CACHE_EXPIRY, 30_000],
      ["nativeBalance", NATIVE_BALANCE_CACHE_EXPIRY, 30_000],
      ["nameLookup", NAME_LOOKUP_CACHE_EXPIRY, 300_000],
      ["identity", IDENTITY_CACHE_EXPIRY, 300_000]
    ]
    for (const [kind, expiry, millis] of expiries) {
      it.effect(`${kind}: present at ${millis - 1} ms, gone (and removed) at ${millis} ms`, () =>
        Effect.gen(function*() {
          assert.strictEqual(Duration.toMillis(expiry), millis)
          const { cache } = yield* Storage
          yield* TestClock.adjust("1 hour") // a non-zero start, so timestamps are real-looking
          yield* cache.set(kind, "key", cacheSamples[kind])
          yield* TestClock.adjust(Duration.millis(millis - 1))
          assert.isTrue(Option.isSome(yield* cache.get(kind, "key")))
          yield* TestClock.adjust(Duration.millis(1))
          assert.isTrue(Option.isNone(yield* cache.get(kind, "key")))
          assert.isTrue(Option.isNone(yield* rawGet(CacheDefs[kind].stored.key)))
        }).pipe(Effect.provide(storageTestWith({}))))
    }

    it.effect("an entry stamped in the future is treated as expired", () =>
      Effect.gen(function*() {
        const { cache } = yield* Storage
        assert.isTrue(Option.isNone(yield* cache.get("identity", "0xabc")))
      }).pipe(Effect.provide(storageTestWith({
        [CacheDefs.identity.stored.key]: JSON.stringify({ "0xabc": { timestamp: 9e12, value: cacheSamples.identity } })
      }))))

    it.effect("writes prune expired entries and keep at most CACHE_MAX_ENTRIES", () =>
      Effect.gen(function*() {
        const { cache } = yield* Storage
        yield* cache.set("portfolio", "old", cacheSamples.portfolio)
        yield* TestClock.adjust("31 seconds")
        for (let i = 0; i < CACHE_MAX_ENTRIES + 3; i++) {
          yield* cache.set("portfolio", `a${i}`, cacheSamples.portfolio)
          yield* TestClock.adjust("1 millis")
        }
        const raw = yield* rawGet(CacheDefs.portfolio.stored.key)
        assert.isTrue(Option.isSome(raw))
        const keys = Object.keys(Option.isSome(raw) ? decodeRawMap(raw.value) : {})
        assert.strictEqual(keys.length, CACHE_MAX_ENTRIES)
        assert.isFalse(keys.includes("old"))
        assert.isFalse(keys.includes("a0"))
        assert.isTrue(keys.includes(`a${CACHE_MAX_ENTRIES + 2}`))
      }).pipe(Effect.provide(storageTestWith({}))))
  })

  describe("corruption recovery (hostile input, every key)", () => {
    const payloads: ReadonlyArray<readonly [string, string, "json" | "shape" | "tooLarge"]> = [
      ["bad JSON", "{not json", "json"],
      ["wrong shape", "-1.5", "shape"],
      ["truncated JSON", '[{"id":"io.metamask","name":"Meta', "json"],
      ["a 5 MB string", "x".repeat(5 * 1024 * 1024), "tooLarge"]
    ]
    for (const [key, read] of readers) {
      for (const [label, payload, reason] of payloads) {
        it.effect(`${key.slice(STORAGE_PREFIX.length)}: ${label} → None, removed, ${reason} logged`, () => {
          const logs = recordLogs()
          return Effect.gen(function*() {
            const storage = yield* Storage
            assert.isTrue(Option.isNone(yield* read(storage)))
            assert.isTrue(Option.isNone(yield* rawGet(key)))
            assert.deepStrictEqual(logs.corrupted().map((e) => [e.key, e.reason]), [[key, reason]])
          }).pipe(Effect.provide(storageTestWith({ [key]: payload })), Effect.provide(logs.layer))
        })
      }
    }

    it.effect("a __proto__ record key is ignored, not turned into a prototype", () =>
      Effect.gen(function*() {
        const { cache } = yield* Storage
        const found = yield* cache.get("nameLookup", "alice")
        assert.isTrue(Option.isSome(found))
        if (Option.isSome(found)) {
          assert.strictEqual(Object.getPrototypeOf(found.value.addresses), Object.prototype)
          assert.deepStrictEqual(Object.keys(found.value.addresses), ["60"])
        }
        assert.isTrue(Option.isNone(yield* cache.get("nameLookup", "__proto__")))
      }).pipe(Effect.provide(storageTestWith({
        [CacheDefs.nameLookup.stored.key]:
          `{"alice":{"timestamp":0,"value":{"name":"alice","addresses":{"__proto__":{"address":"evil"},"60":{"address":"0x1"}}}}}`
      }))))

    it.effect("decoding strips unknown fields instead of passing them on", () =>
      Effect.gen(function*() {
        const { connectedConnector } = yield* Storage
        assert.deepStrictEqual(yield* connectedConnector.get("eip155"), Option.some({ id: "x", type: "AUTH" as const }))
      }).pipe(Effect.provide(storageTestWith({
        [connectedConnectorDef("eip155").key]: `{"id":"x","type":"AUTH","evil":"<script>"}`
      }))))
  })

  describe("version (SPEC §3: storage version 1)", () => {
    const hostKey = "host-app:theme"
    const seeded = {
      [StoredValues.sessionToken.key]: JSON.stringify("tok"),
      [StoredValues.recentWallets.key]: JSON.stringify([metamask]),
      [connectedConnectorDef("solana").key]: JSON.stringify({ id: "phantom", type: "INJECTED" }),
      [hostKey]: "dark",
      "walletport/unrelated": "kept"
    }

    it.effect("a first start writes version 1", () =>
      Effect.gen(function*() {
        yield* Storage
        assert.deepStrictEqual(yield* rawGet(STORAGE_VERSION_KEY), Option.some("1"))
      }).pipe(Effect.provide(storageTestWith({}))))

    it.effect("version 1 keeps our data", () =>
      Effect.gen(function*() {
        const storage = yield* Storage
        assert.deepStrictEqual(yield* storage.sessionToken.get, Option.some("tok"))
      }).pipe(Effect.provide(storageTestWith({ ...seeded, [STORAGE_VERSION_KEY]: "1" }))))

    for (const [label, version] of [["an unknown version", "2"], ["an unparseable version", "{v:"], ["an old string version", "\"1\""]] as const) {
      it.effect(`${label} clears our keys only and writes version 1`, () => {
        const logs = recordLogs()
        return Effect.gen(function*() {
          const storage = yield* Storage
          for (const key of STORAGE_DATA_KEYS) assert.isTrue(Option.isNone(yield* rawGet(key)))
          assert.deepStrictEqual(yield* rawGet(hostKey), Option.some("dark"))
          assert.deepStrictEqual(yield* rawGet("walletport/unrelated"), Option.some("kept"))
          assert.deepStrictEqual(yield* rawGet(STORAGE_VERSION_KEY), Option.some("1"))
          assert.deepStrictEqual(yield* storage.recentWallets.get, [])
          assert.deepStrictEqual(logs.corrupted().map((e) => [e.key, e.reason]), [[STORAGE_VERSION_KEY, "version"]])
        }).pipe(Effect.provide(storageTestWith({ ...seeded, [STORAGE_VERSION_KEY]: version })), Effect.provide(logs.layer))
      })
    }
  })

  describe("clearing (SPEC §4)", () => {
    it.effect("clearLoginCache clears flag, email, last chain and social username only", () =>
      Effect.gen(function*() {
        const s = yield* Storage
        yield* s.emailLoginUsed.set(true)
        yield* s.email.set("a@b.co")
        yield* s.lastUsedChain.set("eip155:1")
        yield* s.socialUsername.set("alice")
        yield* s.sessionToken.set("tok")
        yield* s.lastEmailLoginTime.set(5)
        yield* s.clearLoginCache
        assert.isTrue(Option.isNone(yield* s.emailLoginUsed.get))
        assert.isTrue(Option.isNone(yield* s.email.get))
        assert.isTrue(Option.isNone(yield* s.lastUsedChain.get))
        assert.isTrue(Option.isNone(yield* s.socialUsername.get))
        assert.deepStrictEqual(yield* s.sessionToken.get, Option.some("tok"))
        assert.deepStrictEqual(yield* s.lastEmailLoginTime.get, Option.some(5))
      }).pipe(Effect.provide(StorageTest)))

    it.effect("clearConnection of a non-embedded connector only forgets that namespace", () =>
      Effect.gen(function*() {
        const s = yield* Storage
        yield* s.sessionToken.set("tok")
        yield* s.connectedConnector.set("eip155", { id: "io.metamask", type: "ANNOUNCED" })
        yield* s.connectedConnector.set("solana", { id: "phantom", type: "INJECTED" })
        yield* s.clearConnection("eip155")
        assert.isTrue(Option.isNone(yield* s.connectedConnector.get("eip155")))
        assert.isTrue(Option.isSome(yield* s.connectedConnector.get("solana")))
        assert.deepStrictEqual(yield* s.sessionToken.get, Option.some("tok"))
      }).pipe(Effect.provide(StorageTest)))

    it.effect("clearConnection ends the embedded session with its last AUTH namespace", () =>
      Effect.gen(function*() {
        const s = yield* Storage
        yield* s.sessionToken.set("tok")
        yield* s.email.set("a@b.co")
        yield* s.connectedSocial.set("google")
        yield* s.connectedConnector.set("eip155", { id: "auth", type: "AUTH" })
        yield* s.connectedConnector.set("solana", { id: "auth", type: "AUTH" })
        yield* s.clearConnection("eip155")
        assert.deepStrictEqual(yield* s.sessionToken.get, Option.some("tok"))
        yield* s.clearConnection("solana")
        assert.isTrue(Option.isNone(yield* s.sessionToken.get))
        assert.isTrue(Option.isNone(yield* s.email.get))
        assert.isTrue(Option.isNone(yield* s.connectedSocial.get))
      }).pipe(Effect.provide(StorageTest)))

    it.effect("clearAll removes every key of ours and none of the host's", () =>
      Effect.gen(function*() {
        const s = yield* Storage
        yield* s.sessionToken.set("tok")
        yield* s.recentWallets.add(metamask)
        yield* s.cache.set("identity", "0xabc", cacheSamples.identity)
        yield* s.connectedConnector.set("cosmos", { id: "keplr", type: "EXTERNAL" })
        yield* s.clearAll
        for (const key of STORAGE_DATA_KEYS) assert.isTrue(Option.isNone(yield* rawGet(key)))
        assert.deepStrictEqual(yield* rawGet("host-app:session"), Option.some("keep me"))
        assert.deepStrictEqual(yield* rawGet(STORAGE_VERSION_KEY), Option.some("1"))
      }).pipe(Effect.provide(storageTestWith({ "host-app:session": "keep me" }))))
  })

  describe("a failing backend (SPEC §3: the session keeps working from memory)", () => {
    for (const [label, store] of [["fails", failingStore], ["throws", throwingStore]] as const) {
      it.effect(`a store that ${label} on every operation`, () => {
        const logs = recordLogs()
        return Effect.gen(function*() {
          const s = yield* Storage
          assert.isTrue(Option.isNone(yield* s.sessionToken.get))
          yield* s.sessionToken.set("tok")
          assert.deepStrictEqual(yield* s.sessionToken.get, Option.some("tok"))
          yield* s.recentWallets.add(metamask)
          yield* s.recentWallets.add(rainbow)
          assert.deepStrictEqual(yield* s.recentWallets.get, [rainbow, metamask])
          yield* s.cache.set("identity", "0xabc", cacheSamples.identity)
          assert.deepStrictEqual(yield* s.cache.get("identity", "0xabc"), Option.some(cacheSamples.identity))
          yield* s.sessionToken.remove
          assert.isTrue(Option.isNone(yield* s.sessionToken.get))
          yield* s.clearAll
          assert.deepStrictEqual(yield* s.recentWallets.get, [])
          const ops = new Set(logs.unavailable().map((e) => e.operation))
          assert.deepStrictEqual(ops, new Set(["get", "set", "remove"]))
          assert.deepStrictEqual(logs.corrupted(), [])
        }).pipe(
          Effect.provide(StorageLive.pipe(Layer.provide(Layer.succeed(KeyValueStore.KeyValueStore, store)))),
          Effect.provide(logs.layer)
        )
      })
    }

    it.effect("a quota failure on set keeps the new value readable in this session", () => {
      const logs = recordLogs()
      const backend = quotaStore(
        { [STORAGE_VERSION_KEY]: "1", [StoredValues.sessionToken.key]: JSON.stringify("old") },
        new Set([StoredValues.sessionToken.key])
      )
      return Effect.gen(function*() {
        const s = yield* Storage
        assert.deepStrictEqual(yield* s.sessionToken.get, Option.some("old"))
        yield* s.sessionToken.set("new")
        assert.deepStrictEqual(yield* s.sessionToken.get, Option.some("new"))
        assert.strictEqual(backend.raw.get(StoredValues.sessionToken.key), JSON.stringify("old"))
        // A refused removal hides the stale stored value too.
        yield* s.sessionToken.remove
        assert.isTrue(Option.isNone(yield* s.sessionToken.get))
        // Other keys still persist.
        yield* s.email.set("a@b.co")
        assert.strictEqual(backend.raw.get(StoredValues.email.key), JSON.stringify("a@b.co"))
        assert.deepStrictEqual(
          logs.unavailable().map((e) => [e.operation, e.key]),
          [["set", StoredValues.sessionToken.key], ["remove", StoredValues.sessionToken.key]]
        )
      }).pipe(Effect.provide(StorageLive.pipe(Layer.provide(backend.layer))), Effect.provide(logs.layer))
    })
  })
})

describe("Storage scope (issue 8: keys per instance, by projectId or storageKey)", () => {
  const connectorKey = connectedConnectorDef("eip155").key
  const metamaskConnector = { id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" } as const
  /** Two scoped Storage services over one KeyValueStore, as two instances on one page. */
  const onePage = (entries: Readonly<Record<string, string>>) =>
    Effect.gen(function*() {
      const kv = yield* KeyValueStore.KeyValueStore
      yield* Effect.forEach(Object.entries(entries), ([key, value]) => Effect.orDie(kv.set(key, value)), { discard: true })
      const build = (scope: string) =>
        Effect.provide(Storage, makeStorageLive(scope).pipe(Layer.provide(Layer.succeed(KeyValueStore.KeyValueStore, kv))))
      return { kv, build }
    }).pipe(Effect.provide(KeyValueStore.layerMemory))

  it.effect("writes under @walletport/<scope>/, so two scopes on one store do not share a session", () =>
    Effect.gen(function*() {
      const { kv, build } = yield* onePage({})
      const a = yield* build("project-a")
      const b = yield* build("project/b")
      yield* a.connectedConnector.set("eip155", metamaskConnector)
      assert.deepStrictEqual(yield* a.connectedConnector.get("eip155"), Option.some(metamaskConnector))
      assert.isTrue(Option.isNone(yield* b.connectedConnector.get("eip155")))
      assert.strictEqual(scopedStorageKey(connectorKey, "project-a"), "@walletport/project-a/connectedConnector/eip155")
      assert.isTrue(Option.isSome(yield* Effect.orDie(kv.get("@walletport/project-a/connectedConnector/eip155"))))
      // The scope is encoded: a "/" in a projectId cannot reach into another scope's keys.
      assert.deepStrictEqual(yield* Effect.orDie(kv.get("@walletport/project%2Fb/version")), Option.some("1"))
      assert.isTrue(Option.isNone(yield* Effect.orDie(kv.get(connectorKey))))
      yield* b.clearAll
      assert.deepStrictEqual(yield* a.connectedConnector.get("eip155"), Option.some(metamaskConnector))
    }))

  it.effect("migrates the unscoped keys once: read, written under the scope, old removed", () =>
    Effect.gen(function*() {
      const { kv, build } = yield* onePage({
        [STORAGE_VERSION_KEY]: "1",
        [connectorKey]: JSON.stringify(metamaskConnector),
        [StoredValues.recentWallets.key]: JSON.stringify([metamask]),
        "host-app:session": "keep me"
      })
      const a = yield* build("a")
      assert.deepStrictEqual(yield* a.connectedConnector.get("eip155"), Option.some(metamaskConnector))
      assert.deepStrictEqual(yield* a.recentWallets.get, [metamask])
      assert.isTrue(Option.isNone(yield* Effect.orDie(kv.get(connectorKey))))
      assert.isTrue(Option.isNone(yield* Effect.orDie(kv.get(StoredValues.recentWallets.key))))
      assert.isTrue(Option.isNone(yield* Effect.orDie(kv.get(STORAGE_VERSION_KEY))))
      assert.deepStrictEqual(yield* Effect.orDie(kv.get("host-app:session")), Option.some("keep me"))
      // A second instance with another projectId finds nothing left to take.
      const b = yield* build("b")
      assert.isTrue(Option.isNone(yield* b.connectedConnector.get("eip155")))
    }))

  it.effect("keeps a value already under the scope over an unscoped one (and still removes the old key)", () =>
    Effect.gen(function*() {
      const { kv, build } = yield* onePage({
        [connectorKey]: JSON.stringify({ id: "old.wallet", type: "ANNOUNCED" }),
        [scopedStorageKey(connectorKey, "a")]: JSON.stringify(metamaskConnector)
      })
      const a = yield* build("a")
      assert.deepStrictEqual(yield* a.connectedConnector.get("eip155"), Option.some(metamaskConnector))
      assert.isTrue(Option.isNone(yield* Effect.orDie(kv.get(connectorKey))))
    }))
})
