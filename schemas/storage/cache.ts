/**
 * Cached API results kept in local storage with a timestamp ("Cached records with timestamp", expiries).
 * One key per kind holds a map from lookup key to entry, so our key set stays finite (we can clear exactly
 * our keys without enumerating the host's) and expired entries are pruned on every write.
 */
import * as Duration from "effect/Duration"
import * as Schema from "effect/Schema"
import { CACHE_EXPIRY_MS } from "../constants.js"
import { TokenBalance } from "../entities/TokenBalance.js"

// Expiries, as Effect Durations of the one table in constants.ts.
/** Portfolio balance cache expiry. */
export const PORTFOLIO_CACHE_EXPIRY: Duration.Duration = Duration.millis(CACHE_EXPIRY_MS.portfolio)
/** Native balance cache expiry. */
export const NATIVE_BALANCE_CACHE_EXPIRY: Duration.Duration = Duration.millis(CACHE_EXPIRY_MS.nativeBalance)
/** Name lookup cache expiry. */
export const NAME_LOOKUP_CACHE_EXPIRY: Duration.Duration = Duration.millis(CACHE_EXPIRY_MS.nameLookup)
/** Identity cache expiry. */
export const IDENTITY_CACHE_EXPIRY: Duration.Duration = Duration.millis(CACHE_EXPIRY_MS.identity)

/** Entries kept per kind, so one busy session cannot grow a map past the stored-value cap. */
export const CACHE_MAX_ENTRIES = 16

/** A token balance as cached with the portfolio: the entity itself. */
export const CachedTokenBalance = TokenBalance

/** Cached portfolio balance of one CAIP address. */
export const PortfolioCacheValue = Schema.Array(CachedTokenBalance)

/** Cached native balance of one CAIP address on one network. */
export const NativeBalanceCacheValue = Schema.Struct({ balance: Schema.String, symbol: Schema.String })

/**
 * Record keys decoded from storage. `__proto__` is refused: assigning it while building the decoded
 * object would replace that object's prototype instead of adding an entry.
 */
export const SafeRecordKey = Schema.String.pipe(
  Schema.maxLength(512),
  Schema.filter((key) => key !== "__proto__")
)

/** `/v1/profile/account/{name}`: cached name lookup. */
export const NameLookupCacheValue = Schema.Struct({
  name: Schema.String,
  addresses: Schema.Record({ key: SafeRecordKey, value: Schema.Struct({ address: Schema.String }) }),
  attributes: Schema.optional(Schema.Array(Schema.Record({ key: SafeRecordKey, value: Schema.String })))
})

/** "Identity response": cached identity of one address. */
export const IdentityCacheValue = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String)
})

export type CachedTokenBalance = typeof CachedTokenBalance.Type
export type PortfolioCacheValue = typeof PortfolioCacheValue.Type
export type NativeBalanceCacheValue = typeof NativeBalanceCacheValue.Type
export type NameLookupCacheValue = typeof NameLookupCacheValue.Type
export type IdentityCacheValue = typeof IdentityCacheValue.Type

/** The cached record kinds. */
export type CacheKind = "portfolio" | "nativeBalance" | "nameLookup" | "identity"

/** The value type cached for each kind. */
export interface CacheValues {
  readonly portfolio: PortfolioCacheValue
  readonly nativeBalance: NativeBalanceCacheValue
  readonly nameLookup: NameLookupCacheValue
  readonly identity: IdentityCacheValue
}

/** One cached record, stamped with Clock time in epoch milliseconds. */
export const CacheEntry = <A, I>(value: Schema.Schema<A, I>) =>
  Schema.Struct({ timestamp: Schema.NonNegativeInt, value })

/** The stored map of one kind: lookup key → entry. */
export const CacheMap = <A, I>(value: Schema.Schema<A, I>) =>
  Schema.Record({ key: SafeRecordKey, value: CacheEntry(value) })

/** The decoded map of one kind. */
export type CacheMapOf<A> = { readonly [key: string]: { readonly timestamp: number; readonly value: A } }

/** Native balances are cached per CAIP address and network; this builds that lookup key. */
export const nativeBalanceCacheKey = (caipAddress: string, caipNetworkId: string): string =>
  `${caipAddress}@${caipNetworkId}`
