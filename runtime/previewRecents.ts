/**
 * The instant-open preview's recent wallets (issue 22): the list the core's Storage service will read
 * (layers/live/Storage.ts), read here without Effect by the same rules: the instance's scoped key, the stored
 * version, the size cap, JSON, then the Schema's rules (schemas/storage/recentWalletRules.ts). Never laxer:
 * whatever the core would drop, clear or migrate first gives undefined, and then no preview (the core opens).
 */
import { STORAGE_VERSION } from "../schemas/constants.js"
import { MAX_STORED_VALUE_CHARS, scopedStorageKey, STORAGE_VERSION_KEY, storageKey, storageScope } from "../schemas/storage/keys.js"
import { decodeRecentWallets, type RecentWalletValue } from "../schemas/storage/recentWalletRules.js"

/** Storage.ensureVersion's test: a short JSON text of the current version. */
const VERSION_TEXT_MAX = 32

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The stored recent wallets for these (raw) host options; undefined when the preview cannot tell what the core will read. */
export const readRecentWallets = (options: object, storage: Pick<Storage, "getItem"> | undefined): ReadonlyArray<RecentWalletValue> | undefined => {
  try {
    // No Web Storage (a server, a sandboxed frame): the core keeps its values in memory, and none is stored.
    if (storage === undefined) return []
    const scope = storageScope(options)
    const key = storageKey("recentWallets")
    // Unscoped values of earlier versions are moved into the scope by the core first: left to it.
    if (scope !== undefined && (storage.getItem(key) !== null || storage.getItem(STORAGE_VERSION_KEY) !== null)) return undefined
    const version = storage.getItem(scopedStorageKey(STORAGE_VERSION_KEY, scope))
    // Another version: the core clears its keys first.
    if (version !== null && (version.length > VERSION_TEXT_MAX || parse(version) !== STORAGE_VERSION)) return undefined
    const raw = storage.getItem(scopedStorageKey(key, scope))
    if (raw === null) return []
    return raw.length > MAX_STORED_VALUE_CHARS ? undefined : decodeRecentWallets(parse(raw))
  } catch {
    // Storage that throws (blocked cookies): the core falls back to memory, which the preview leaves to it.
    return undefined
  }
}

/** `window.localStorage`, or undefined where there is none (reading it can throw: then undefined too). */
export const pageStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage
  } catch {
    return undefined
  }
}
