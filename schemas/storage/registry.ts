/**
 * The key registry: every key we write, each with its own Schema (SPEC §3 "Stored values").
 * Clearing walks this registry, which is how we remove our keys and never the host page's.
 */
import * as Duration from "effect/Duration"
import * as Schema from "effect/Schema"
import {
  CacheMap,
  IDENTITY_CACHE_EXPIRY,
  IdentityCacheValue,
  NAME_LOOKUP_CACHE_EXPIRY,
  NameLookupCacheValue,
  NATIVE_BALANCE_CACHE_EXPIRY,
  NativeBalanceCacheValue,
  PORTFOLIO_CACHE_EXPIRY,
  PortfolioCacheValue,
  type CacheKind,
  type CacheMapOf,
  type CacheValues
} from "./cache.js"
import type { ChainNamespace } from "../entities/ids.js"
import { CHAIN_NAMESPACES } from "../namespaces.js"
import { StoredConnector } from "./connector.js"
import { storageKey } from "./keys.js"
import { RecentWallets } from "./recentWallets.js"
import { PendingTransactions } from "./pendingTransactions.js"
import { WalletConnectDeepLink } from "../deepLink.js"
import { PreferredAccountTypes } from "../entities/Account.js"
import { SocialLogin } from "../entities/SocialProvider.js"
import {
  EmailLoginUsed,
  LastEmailLoginTime,
  SessionToken,
  SmartAccountEnabled,
  SmartAccountEnabledNetworks,
  SocialUsername,
  StoredCaipNetworkId,
  StoredEmail
} from "./values.js"

/**
 * One stored value: its full key and `Schema.parseJson(valueSchema)`, the Schema the raw string must
 * decode with. Fixing the encoded side to `string` lets defs of different values share one type.
 */
export interface StoredValueDef<A> {
  readonly key: string
  readonly json: Schema.Schema<A, string>
}

const def = <A, I>(name: string, schema: Schema.Schema<A, I>): StoredValueDef<A> => ({
  key: storageKey(name),
  json: Schema.parseJson(schema)
})

/** SPEC §3: the single-key stored values. */
export const StoredValues = {
  sessionToken: def("sessionToken", SessionToken),
  emailLoginUsed: def("emailLoginUsed", EmailLoginUsed),
  lastEmailLoginTime: def("lastEmailLoginTime", LastEmailLoginTime),
  email: def("email", StoredEmail),
  lastUsedChain: def("lastUsedChain", StoredCaipNetworkId),
  socialUsername: def("socialUsername", SocialUsername),
  smartAccountEnabledNetworks: def("smartAccountEnabledNetworks", SmartAccountEnabledNetworks),
  preferredAccountTypes: def("preferredAccountTypes", PreferredAccountTypes),
  connectedSocial: def("connectedSocial", SocialLogin),
  smartAccountEnabled: def("smartAccountEnabled", SmartAccountEnabled),
  recentWallets: def("recentWallets", RecentWallets),
  pendingTransactions: def("pendingTransactions", PendingTransactions),
  walletConnectDeepLink: def("walletConnectDeepLink", WalletConnectDeepLink)
} as const

/** SPEC §4: the connector of one namespace lives under its own key, so namespaces never overwrite each other. */
export const connectedConnectorDef = (
  namespace: ChainNamespace
): StoredValueDef<typeof StoredConnector.Type> =>
  def(`connectedConnector/${namespace}`, StoredConnector)

/** SPEC §3/§9: one cached kind: its key, the map Schema and its expiry. */
export interface CacheDef<A> {
  readonly stored: StoredValueDef<CacheMapOf<A>>
  readonly expiry: Duration.Duration
}

const cacheDef = <A, I>(kind: CacheKind, value: Schema.Schema<A, I>, expiry: Duration.Duration): CacheDef<A> => ({
  stored: def(`cache/${kind}`, CacheMap(value)),
  expiry
})

/** SPEC §3/§9: the cached kinds with their expiries. */
export const CacheDefs: { readonly [K in CacheKind]: CacheDef<CacheValues[K]> } = {
  portfolio: cacheDef("portfolio", PortfolioCacheValue, PORTFOLIO_CACHE_EXPIRY),
  nativeBalance: cacheDef("nativeBalance", NativeBalanceCacheValue, NATIVE_BALANCE_CACHE_EXPIRY),
  nameLookup: cacheDef("nameLookup", NameLookupCacheValue, NAME_LOOKUP_CACHE_EXPIRY),
  identity: cacheDef("identity", IdentityCacheValue, IDENTITY_CACHE_EXPIRY)
}

/** SPEC §3: every data key we own (the version key excepted), in registry order. */
export const STORAGE_DATA_KEYS: ReadonlyArray<string> = [
  ...Object.values(StoredValues).map((d) => d.key),
  ...CHAIN_NAMESPACES.map((ns) => connectedConnectorDef(ns).key),
  ...Object.values(CacheDefs).map((d) => d.stored.key)
]
