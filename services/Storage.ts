/**
 * Storage: the local-storage boundary (stored values, cache expiries).
 * Nothing here fails toward callers: a corrupt value is dropped and `StorageCorrupted` is logged; a
 * refusing backend is logged as `StorageUnavailable` and the session carries on from memory.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Option from "effect/Option"
import type { CacheKind, CacheValues } from "../schemas/storage/cache.js"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { StoredConnector } from "../schemas/storage/connector.js"
import type { RecentWallet } from "../schemas/storage/recentWallets.js"
import type { PreferredAccountTypes } from "../schemas/entities/Account.js"
import type { SocialLogin } from "../schemas/entities/SocialProvider.js"
import type { PendingTransaction } from "../schemas/storage/pendingTransactions.js"
import type { WalletConnectDeepLink } from "../schemas/deepLink.js"

/** One stored value with its own Schema. */
export interface StoredValue<A> {
  /** Reads and decodes. Fails: never (corrupt → dropped, StorageCorrupted logged; backend error → StorageUnavailable logged, None). */
  readonly get: Effect.Effect<Option.Option<A>>
  /** Encodes and writes. Fails: never (invalid value → StorageCorrupted logged, not written; backend error → StorageUnavailable logged, kept in memory). */
  readonly set: (value: A) => Effect.Effect<void>
  /** Removes. Fails: never (backend error → StorageUnavailable logged, hidden in memory). */
  readonly remove: Effect.Effect<void>
}

/** Recent wallets, newest first, at most 2, unique by id. */
export interface RecentWalletsStore {
  /** The list, newest first (empty when none). Fails: never (StorageCorrupted / StorageUnavailable logged). */
  readonly get: Effect.Effect<ReadonlyArray<RecentWallet>>
  /** Puts the wallet first, dropping its older entry and anything past 2. Fails: never (StorageUnavailable logged). */
  readonly add: (wallet: RecentWallet) => Effect.Effect<void>
  /** Forgets every recent wallet. Fails: never (StorageUnavailable logged). */
  readonly remove: Effect.Effect<void>
}

/** The connector each chain namespace was connected through, restored on start. */
export interface ConnectedConnectorStore {
  /** Fails: never (StorageCorrupted / StorageUnavailable logged). */
  readonly get: (namespace: ChainNamespace) => Effect.Effect<Option.Option<StoredConnector>>
  /** Fails: never (StorageCorrupted / StorageUnavailable logged). */
  readonly set: (namespace: ChainNamespace, connector: StoredConnector) => Effect.Effect<void>
  /** Fails: never (StorageUnavailable logged). */
  readonly remove: (namespace: ChainNamespace) => Effect.Effect<void>
}

/** Cached API results with a Clock timestamp; fresh while `now - timestamp < expiry`. */
export interface CacheStore {
  /** The value if fresh; an expired entry is removed. Fails: never (StorageCorrupted / StorageUnavailable logged). */
  readonly get: <K extends CacheKind>(kind: K, key: string) => Effect.Effect<Option.Option<CacheValues[K]>>
  /** Stores the value stamped with Clock time, pruning expired entries. Fails: never (StorageUnavailable logged). */
  readonly set: <K extends CacheKind>(kind: K, key: string, value: CacheValues[K]) => Effect.Effect<void>
  /** Drops one entry. Fails: never (StorageUnavailable logged). */
  readonly remove: (kind: CacheKind, key: string) => Effect.Effect<void>
}

/** Every stored value, typed. */
export interface StorageShape {
  readonly sessionToken: StoredValue<string>
  readonly emailLoginUsed: StoredValue<boolean>
  /** Epoch milliseconds. */
  readonly lastEmailLoginTime: StoredValue<number>
  /** Writes of an address that does not look like an email are refused (StorageCorrupted "shape" logged). */
  readonly email: StoredValue<string>
  /** A CAIP-2 id such as "eip155:1"; writes breaking the CAIP-2 grammar are refused (StorageCorrupted "shape" logged). */
  readonly lastUsedChain: StoredValue<string>
  readonly socialUsername: StoredValue<string>
  readonly smartAccountEnabledNetworks: StoredValue<ReadonlyArray<number>>
  readonly preferredAccountTypes: StoredValue<PreferredAccountTypes>
  readonly connectedSocial: StoredValue<SocialLogin>
  readonly smartAccountEnabled: StoredValue<boolean>
  readonly recentWallets: RecentWalletsStore
  /** Sent transactions awaiting confirmation, newest first (the Send service keeps at most 99). */
  readonly pendingTransactions: StoredValue<ReadonlyArray<PendingTransaction>>
  /** The WalletConnect wallet a phone visitor connected through, reopened before each request. */
  readonly walletConnectDeepLink: StoredValue<WalletConnectDeepLink>
  readonly connectedConnector: ConnectedConnectorStore
  /**
   * "Disconnect clears sessions": forgets the namespace's connector; when it was the embedded (AUTH)
   * connector and no other namespace still uses AUTH, also the session token, connected social and login cache.
   * Fails: never (StorageUnavailable logged).
   */
  readonly clearConnection: (namespace: ChainNamespace) => Effect.Effect<void>
  readonly cache: CacheStore
  /** Clears the login cache (email login used flag, email, last used chain, social username). Fails: never. */
  readonly clearLoginCache: Effect.Effect<void>
  /** Removes every key we own and none of the host page's. Fails: never (StorageUnavailable logged). */
  readonly clearAll: Effect.Effect<void>
}

/** The storage boundary service. */
export class Storage extends Context.Tag("walletport/Storage")<Storage, StorageShape>() {}
